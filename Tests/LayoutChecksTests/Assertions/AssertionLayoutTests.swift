import FlexLayout
import LayoutChecks
import LayoutTesting
import TestReport
import Testing
import ViewTree

/// Assertions on trees the flex engine lays out, left to right and right to left.
@Suite struct AssertionLayoutTests {
    /// A 300 pt bar: "save" (80×40) then "cancel" (80×40), 12 pt apart, 16 pt padding.
    let bar = Row(spacing: 12) {
        Box().frame(width: 80, height: 40).id("save")
        Box().frame(width: 80, height: 40).id("cancel")
    }.padding(16).frame(width: 300).id("bar")

    func messages(_ checks: [any LayoutCheck], direction: Direction = .ltr) -> [String] {
        let root = FlexLayoutEngine(measurer: AhemMeasurer())
            .layout(bar, available: AvailableSize(width: 320, height: 200), direction: direction).root
        return LayoutChecks.run(checks, on: root).map(\.message)
    }

    @Test func aRowLaidOutLeftToRight() {
        #expect(messages([Assert("save").leftOf("cancel", by: 12), Assert("save").inside("bar", top: 16, leading: 16)]).isEmpty)
        #expect(messages([Assert("save").leftOf("cancel", by: 20...30)]) == [#""save" is 12 pt left of "cancel" instead of 20–30 pt"#])
    }

    @Test func theSameRowRightToLeftSwapsLeftAndRightButNotLeading() {
        #expect(messages([Assert("save").rightOf("cancel", by: 12), Assert("save").inside("bar", top: 16, leading: 16)],
                         direction: .rtl).isEmpty)
        #expect(messages([Assert("save").aligned(.leading, with: "cancel")], direction: .rtl) == [
            #""save" is 92 pt off "cancel" at the leading edge (x 284 vs 192) instead of 0 pt"#,
        ])
        #expect(messages([Assert("save").inside("bar", left: 16)], direction: .rtl) == [
            #""save" is 204 pt from the left edge of "bar" instead of 16 pt"#,
        ])
    }

    @Test func duplicateIdsAssertAboutTheFirstPainted() {
        let twice = LaidOutNode(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
            LaidOutNode(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
            LaidOutNode(id: "a", frame: Rect(x: 50, y: 0, width: 30, height: 10)),
        ])
        #expect(LayoutChecks.run([Assert("a").width(10)], on: twice).isEmpty)
    }

    @Test func aPercentOfAnEmptyNodeSaysSo() {
        let flat = LaidOutNode(id: "root", frame: Rect(x: 0, y: 0, width: 0, height: 100), children: [
            LaidOutNode(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10)),
        ])
        #expect(LayoutChecks.run([Assert("a").width(percentOf: "root", 50)], on: flat).map(\.message) == [
            #""root" has zero width, so the width of "a" is no percentage of it"#,
        ])
    }
}

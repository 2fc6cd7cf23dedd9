import LayoutChecks
import TestReport
import Testing
import ViewTree

@Suite struct RelativeAssertionTests {
    func messages(_ assertion: Assertion, rtl: Bool = false) -> [String] { AssertionFixture.messages(assertion, rtl: rtl) }

    @Test func leftOfAndRightOfSayTheGapAndTheExpectedRange() {
        #expect(messages(Assert("save").leftOf("cancel", by: 20...30)) == [#""save" is 10 pt left of "cancel" instead of 20–30 pt"#])
        #expect(messages(Assert("cancel").rightOf("save", by: 20...30)) == [#""cancel" is 10 pt right of "save" instead of 20–30 pt"#])
        #expect(messages(Assert("save").leftOf("cancel", by: 5...15)).isEmpty)
        #expect(messages(Assert("cancel").rightOf("save", by: 10)).isEmpty)
    }

    @Test func theWrongSideNamesTheEdgesAndHowFarPast() {
        #expect(messages(Assert("cancel").leftOf("save")) == [
            #""cancel" is not left of "save": its right edge is 170 pt right of the left edge of "save"; expected at least 0 pt"#,
        ])
        #expect(messages(Assert("save").leftOf("cancel")).isEmpty)
    }

    @Test func aboveAndBelow() {
        #expect(messages(Assert("title").above("body", by: 16...24)) == [#""title" is 10 pt above "body" instead of 16–24 pt"#])
        #expect(messages(Assert("body").below("title", by: 12)) == [#""body" is 10 pt below "title" instead of 12 pt"#])
        #expect(messages(Assert("title").above("body", by: 10)).isEmpty)
        #expect(messages(Assert("body").below("title", by: 0...)).isEmpty)
    }

    @Test func insideReportsEverySideThatSticksOut() {
        #expect(messages(Assert("badge").inside("card")) == [
            #""badge" is not inside "card": it extends 6 pt past the top edge, 10 pt past the right edge"#,
        ])
        #expect(messages(Assert("title").inside("card")).isEmpty)
    }

    @Test func insideWithOffsetsPerSide() {
        #expect(messages(Assert("title").inside("card", top: 20...24, leading: 16)) == [
            #""title" is 16 pt from the top of "card" instead of 20–24 pt"#,
        ])
        #expect(messages(Assert("title").inside("card", top: 16, leading: 16, trailing: 104)).isEmpty)
    }

    @Test func nearMeasuresTheShortestGap() {
        #expect(messages(Assert("save").near("cancel", within: 0...8)) == [#""save" is 10 pt from "cancel" instead of 0–8 pt"#])
        #expect(messages(Assert("save").near("cancel", within: 0...10)).isEmpty)
    }

    @Test func alignedGivesTheOffsetAndBothCoordinates() {
        #expect(messages(Assert("title").aligned(.trailing, with: "body")) == [
            #""title" is 88 pt off "body" at the trailing edge (x 216 vs 304) instead of 0 pt"#,
        ])
        #expect(messages(Assert("title").aligned(.bottom, with: "save")) == [
            #""title" is 150 pt off "save" at the bottom (y 60 vs 210) instead of 0 pt"#,
        ])
        #expect(messages(Assert("title").aligned(.centerHorizontally, with: "body")) == [
            #""title" is 44 pt off "body" at the horizontal centre (x 126 vs 170) instead of 0 pt"#,
        ])
        #expect(messages(Assert("title").aligned(.leading, with: "body")).isEmpty)
        #expect(messages(Assert("save").aligned(.top, with: "cancel")).isEmpty)
        #expect(messages(Assert("save").aligned(.centerVertically, with: "cancel")).isEmpty)
    }

    @Test func leadingAndTrailingFollowRightToLeft() {
        #expect(messages(Assert("title").aligned(.leading, with: "body"), rtl: true) == [
            #""title" is 88 pt off "body" at the leading edge (x 216 vs 304) instead of 0 pt"#,
        ])
        #expect(messages(Assert("title").aligned(.trailing, with: "body"), rtl: true).isEmpty)
        #expect(messages(Assert("title").inside("card", leading: 16), rtl: true) == [
            #""title" is 104 pt from the leading edge of "card" instead of 16 pt"#,
        ])
        #expect(messages(Assert("title").inside("card", leading: 104, trailing: 16), rtl: true).isEmpty)
    }

    @Test func centeredSaysBothInsets() {
        #expect(messages(Assert("title").centered(in: "card", .horizontally)) == [
            #""title" is 44 pt off centre horizontally in "card" (16 pt on the left, 104 pt on the right) instead of 0 pt"#,
        ])
        #expect(messages(Assert("body").centered(in: "card", .horizontally)).isEmpty)
        #expect(messages(Assert("body").centered(in: "card")) == [
            #""body" is 10 pt off centre vertically in "card" (50 pt above, 70 pt below) instead of 0 pt"#,
        ])
    }

    @Test func widthAndHeightInPoints() {
        #expect(messages(Assert("title").width(100...150)) == [#""title" is 180 pt wide instead of 100–150 pt"#])
        #expect(messages(Assert("save").height(44...)) == [#""save" is 40 pt tall instead of at least 44 pt"#])
        #expect(messages(Assert("title").width(180)).isEmpty)
        #expect(messages(Assert("save").height(40.0...48.0)).isEmpty)
    }

    @Test func relativeSizesInPercent() {
        #expect(messages(Assert("title").width(percentOf: "card", 40...50)) == [
            #""title" is 60 % of the width of "card" (180 of 300 pt) instead of 40–50 %"#,
        ])
        #expect(messages(Assert("save").height(percentOf: "card", 25)) == [
            #""save" is 20 % of the height of "card" (40 of 200 pt) instead of 25 %"#,
        ])
        #expect(messages(Assert("title").width(percentOf: "card", 40...60)).isEmpty)
    }

    @Test func toleranceWidensTheRangeAndIsShown() {
        #expect(messages(Assert("save", tolerance: 1).leftOf("cancel", by: 11)).isEmpty)
        #expect(messages(Assert("save", tolerance: 1).leftOf("cancel", by: 12)) == [
            #""save" is 10 pt left of "cancel" instead of 12 pt ± 1"#,
        ])
        #expect(messages(Assert("title").aligned(.trailing, with: "body").tolerance(88)).isEmpty)
    }

    @Test func aMissingIdNamesTheNearestIds() {
        #expect(messages(Assert("sav").leftOf("cancel")) == [#""sav" is not in the laid-out tree; nearest ids: "save""#])
        #expect(messages(Assert("save").leftOf("cancle")) == [#""cancle" is not in the laid-out tree; nearest ids: "cancel""#])
        #expect(messages(Assert("footer").width(10)) == [
            #""footer" is not in the laid-out tree; its ids are "screen", "card", "title", "body", "save", …"#,
        ])
    }

    @Test func violationsCarryTheRuleSeverityAndBothNodes() {
        let checks: [any LayoutCheck] = LayoutChecks.basic.disabling(.outOfBounds) + [
            Assert("save").leftOf("cancel", by: 20...30).severity(.warning),
            Assert("title").width(percentOf: "card", 40...60),
        ]
        let violations = LayoutChecks.run(checks, on: AssertionFixture.screen())
        #expect(violations.map(\.rule) == ["leftOf"])
        #expect(violations.first?.severity == .warning)
        #expect(violations.first?.nodes.map(\.name) == ["root/0/2#save", "root/0/3#cancel"])
        #expect(violations.first?.nodes.first?.frame == Rect(x: 36, y: 170, width: 80, height: 40))
    }
}

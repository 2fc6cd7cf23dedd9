import LayoutChecks
import TestReport
import Testing
import ViewTree

@Suite struct LayoutChecksTests {
    /// A 100×100 root with three children: a and b overlap, c sticks out at the right and bottom.
    let tree = LaidOutNode(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100), children: [
        LaidOutNode(id: "a", frame: Rect(x: 0, y: 0, width: 50, height: 50)),
        LaidOutNode(id: "b", frame: Rect(x: 40, y: 10, width: 30, height: 30)),
        LaidOutNode(id: "c", frame: Rect(x: 80, y: 90, width: 30, height: 20)),
        LaidOutNode(id: "empty", frame: Rect(x: 0, y: 0, width: 0, height: 80)),
    ])

    @Test func reportsEveryViolationNamingBothNodesWithFrames() {
        let violations = LayoutChecks.run(on: tree)
        #expect(violations.map(\.rule) == ["overlap", "outOfBounds"])
        #expect(violations[0].message == "root/0#a (x 0, y 0, w 50, h 50) overlaps root/1#b (x 40, y 10, w 30, h 30) by 10×30 at (40, 10)")
        #expect(violations[0].nodes.map(\.name) == ["root/0#a", "root/1#b"])
        #expect(violations[1].message == "root/2#c (x 80, y 90, w 30, h 20) extends outside its parent root#root (x 0, y 0, w 100, h 100) by 10 pt on the right, 10 pt on the bottom")
    }

    @Test func touchingEdgesAndEmptyNodesAreNotViolations() {
        let touching = LaidOutNode(frame: Rect(x: 0, y: 0, width: 100, height: 50), children: [
            LaidOutNode(frame: Rect(x: 0, y: 0, width: 50, height: 50)),
            LaidOutNode(frame: Rect(x: 50, y: 0, width: 50, height: 50)),
            LaidOutNode(frame: Rect(x: 10, y: 10, width: 0, height: 0)),
        ])
        #expect(LayoutChecks.run(on: touching).isEmpty)
    }

    @Test func nestedFramesAreCheckedInRootCoordinates() {
        let nested = LaidOutNode(frame: Rect(x: 0, y: 0, width: 200, height: 200), children: [
            LaidOutNode(id: "box", frame: Rect(x: 100, y: 100, width: 50, height: 50), children: [
                LaidOutNode(id: "p", frame: Rect(x: 0, y: 0, width: 20, height: 20)),
                LaidOutNode(id: "q", frame: Rect(x: 10, y: 10, width: 20, height: 20)),
            ]),
        ])
        let violations = LayoutChecks.run(on: nested)
        #expect(violations.count == 1)
        #expect(violations.first?.nodes.map(\.frame) == [Rect(x: 100, y: 100, width: 20, height: 20),
                                                           Rect(x: 110, y: 110, width: 20, height: 20)])
    }
}

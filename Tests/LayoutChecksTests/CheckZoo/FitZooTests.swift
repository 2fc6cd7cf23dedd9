import LayoutTesting
import Testing
import ViewTree

/// Content that does not fit: flex overflow by edge, truncated text by width and by lines,
/// content in a zero-sized node; with the twins that fit.
@Suite struct FitZooTests {
    /// Two 100 pt images that may not shrink, in a 158 pt row.
    func header(_ edit: (ViewNode) -> ViewNode = { $0 }) -> ViewNode {
        edit(Row {
            Image(width: 100, height: 20).id("a").shrink(0)
            Image(width: 100, height: 20).id("b").shrink(0)
        }
        .id("header").frame(width: 158, height: 20))
    }

    @Test func aRowOverflowsItsTrailingEdge() {
        #expect(Zoo.messages([FlexOverflowCheck()], header()) == [
            "row root#header (x 0, y 0, w 158, h 20) overflows its trailing edge by 42 pt",
        ])
    }

    @Test func rightToLeftARowOverflowsOnTheLeftWhichIsTrailing() {
        let violations = Zoo.violations([FlexOverflowCheck()], header { $0.style { $0.direction = .rtl } })
        #expect(violations.map(\.message) == ["row root#header (x 0, y 0, w 158, h 20) overflows its trailing edge by 42 pt"])
        let layout = Zoo.layout(header { $0.style { $0.direction = .rtl } })
        #expect(layout.children.map(\.frame.x) == [58, -42])
    }

    @Test func shrinkableContentAndAbsoluteChildrenDoNotOverflow() {
        // An image's automatic minimum width is its own width; with none, the two shrink to fit.
        let fits = Row {
            Image(width: 100, height: 20).minWidth(.points(0))
            Image(width: 100, height: 20).minWidth(.points(0))
        }.frame(width: 158, height: 20)
        #expect(Zoo.messages([FlexOverflowCheck()], fits).isEmpty)
        let placed = Row { Image(width: 100, height: 20).absolute(top: 0, left: 100) }.frame(width: 158, height: 20)
        #expect(Zoo.messages([FlexOverflowCheck()], placed).isEmpty)
    }

    @Test func aLongWordIsTruncatedByWidth() {
        let title = Column { Text("Supercalifragilistic", size: 10).id("title") }.frame(width: 180, height: 40)
        #expect(Zoo.messages([TruncationCheck()], title) == [
            "text root/0#title \"Supercalifragilistic\" is truncated: needs 200 pt, has 180 pt",
        ])
    }

    @Test func aLineLimitThatCutsIsTruncation() {
        let title = Column { Text("one two three", size: 10, lineLimit: 2).id("title") }.frame(width: 50, height: 40)
        #expect(Zoo.messages([TruncationCheck()], title) == [
            "text root/0#title \"one two three\" is truncated: needs 3 lines, limited to 2",
        ])
    }

    @Test func textThatFitsOrIsAllowedToTruncatePasses() {
        let fits = Column { Text("one two three", size: 10, lineLimit: 3).id("title") }.frame(width: 50, height: 40)
        #expect(Zoo.messages([TruncationCheck()], fits).isEmpty)
        let allowed = Column {
            Text("one two three", size: 10, lineLimit: 2).id("title").allowing(.truncation)
        }.frame(width: 50, height: 40)
        #expect(Zoo.messages([TruncationCheck()], allowed).isEmpty)
    }

    @Test func contentInAZeroWidthNodeIsCaught() {
        let squeezed = Row {
            Column { Text("Hi", size: 10) }.id("box").frame(width: 0)
            Image(width: 0, height: 0).id("empty")
        }.frame(width: 100, height: 20)
        #expect(Zoo.messages([ZeroSizeCheck()], squeezed) == [
            "column root/0#box (x 0, y 0, w 0, h 20) has zero width but holds 1 children",
            "text root/0/0 (x 0, y 0, w 0, h 10) has zero width but holds text",
        ])
    }

    @Test func aNodeNotDisplayedHasNoSize() {
        let gone = Row { Text("Hi", size: 10).style { $0.display = .none } }.frame(width: 100, height: 20)
        #expect(Zoo.messages([ZeroSizeCheck()], gone).isEmpty)
    }
}

import LayoutTesting
import Testing
import ViewTree

/// Tree-wide overlap: a badge over a cousin is caught; z-order, clipping and transparency
/// twins pass; a container never overlaps its own content.
@Suite struct OverlapZooTests {
    let check: [any LayoutCheck] = [VisibleOverlapCheck()]

    /// A 200×40 bar: `left` holds a 100 pt title, `right` a badge placed 20 pt to its left,
    /// over the end of the title in the other branch.
    func bar(badge: (ViewNode) -> ViewNode = { $0 }, right: (ViewNode) -> ViewNode = { $0 }) -> ViewNode {
        Row {
            Column { Text("Inbox mail", size: 10).id("title") }.id("left").frame(width: 100, height: 40)
            right(Column { badge(Image(width: 20, height: 20).id("badge").absolute(top: 0, left: -20)) }
                .id("right").frame(width: 100, height: 40))
        }
        .id("bar").frame(width: 200, height: 40)
    }

    @Test func aBadgeOverACousinIsCaught() {
        #expect(Zoo.messages(check, bar()) == [
            "root/0/0#title (x 0, y 0, w 100, h 10) overlaps root/1/0#badge (x 80, y 0, w 20, h 20) by 20×10 at (80, 0)",
        ])
    }

    @Test func aBadgeStackedAboveByZIndexIsIntended() {
        #expect(Zoo.messages(check, bar(badge: { $0.zIndex(1) })).isEmpty)
    }

    @Test func aBadgeClippedByItsContainerDoesNotReachTheCousin() {
        #expect(Zoo.messages(check, bar(right: { $0.clipped() })).isEmpty)
    }

    @Test func transparentAndHiddenNodesDoNotOverlap() {
        #expect(Zoo.messages(check, bar(badge: { $0.opacity(0) })).isEmpty)
        #expect(Zoo.messages(check, bar(badge: { $0.hidden() })).isEmpty)
        #expect(Zoo.messages(check, bar(right: { $0.hidden() })).isEmpty)
        #expect(Zoo.messages(check, bar(badge: { $0.opacity(0.5) })).count == 1)
    }

    @Test func aVisibleChildOfAHiddenParentStillOverlaps() {
        #expect(Zoo.messages(check, bar(badge: { $0.hidden(false) }, right: { $0.hidden() })).count == 1)
    }

    @Test func aContainerWithABackgroundDoesNotOverlapItsOwnContent() {
        let card = Column { Text("Hello", size: 10).id("hello") }.id("card").background("#ffffff").padding(4)
        #expect(Zoo.messages(check, card).isEmpty)
    }

    @Test func aNodeThatAllowsOverlapIsForgiven() {
        #expect(Zoo.messages(check, bar(badge: { $0.allowing(.overlap) })).isEmpty)
    }
}

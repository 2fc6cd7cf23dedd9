import LayoutChecks
import TestReport
import ViewTree

/// A 300×200 card at (20, 20) on a 400×300 screen. In root coordinates: "title" (36, 36, 180×24),
/// "body" (36, 70, 268×80) 10 pt below it, "save" (36, 170, 80×40) 10 pt left of "cancel"
/// (126, 170, 80×40), and "badge" (310, 14, 20×20) 6 pt above and 10 pt right of the card.
enum AssertionFixture {
    static func screen(rtl: Bool = false) -> LaidOutNode {
        func node(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LaidOutNode {
            var node = LaidOutNode(id: id, frame: Rect(x: x, y: y, width: width, height: height))
            if rtl { node.traits = CheckTraits(rtl: true) }
            return node
        }
        var card = node("card", 20, 20, 300, 200)
        card.children = [node("title", 16, 16, 180, 24), node("body", 16, 50, 268, 80), node("save", 16, 150, 80, 40),
                         node("cancel", 106, 150, 80, 40), node("badge", 290, -6, 20, 20)]
        var screen = node("screen", 0, 0, 400, 300)
        screen.children = [card]
        return screen
    }

    /// The messages of `assertion`'s violations on the screen.
    static func messages(_ assertion: Assertion, rtl: Bool = false) -> [String] {
        LayoutChecks.run([assertion], on: screen(rtl: rtl)).map(\.message)
    }
}

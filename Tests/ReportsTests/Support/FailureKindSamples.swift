import ViewTree
import TestReport

/// One small failing layout per kind of violation the SVG marks, for the failure-kind goldens.
enum FailureKindSamples {
    static func ref(_ path: [Int], _ id: String, _ frame: Rect) -> NodeReference {
        NodeReference(path: NodePath(path), id: id, frame: frame)
    }

    /// Two buttons in a 360×60 row that share a 1×20 sliver.
    static let sliver = (
        LaidOutNode(id: "toolbar", frame: Rect(x: 0, y: 0, width: 360, height: 60), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "save", role: "button", text: "Save", frame: Rect(x: 20, y: 20, width: 100, height: 20)),
            LaidOutNode(id: "cancel", role: "button", text: "Cancel", frame: Rect(x: 119, y: 20, width: 100, height: 20)),
        ]),
        [Violation(rule: "overlap", message: "root/0#save and root/1#cancel overlap by 1×20", nodes: [
            ref([0], "save", Rect(x: 20, y: 20, width: 100, height: 20)),
            ref([1], "cancel", Rect(x: 119, y: 20, width: 100, height: 20)),
        ])]
    )

    /// A badge that leaves its card on the right and at the top.
    static let outOfBounds = (
        LaidOutNode(id: "card", frame: Rect(x: 0, y: 0, width: 320, height: 160), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "badge", text: "99+", frame: Rect(x: 290, y: -10, width: 50, height: 30), backgroundColor: "#ffebe9"),
        ]),
        [Violation(rule: "outOfBounds", message: "root/0#badge sticks out of root#card by 20 pt right, 10 pt top", nodes: [
            ref([0], "badge", Rect(x: 290, y: -10, width: 50, height: 30)),
            ref([], "card", Rect(x: 0, y: 0, width: 320, height: 160)),
        ])]
    )

    /// A 300-pt row whose three children need 342 pt.
    static let flexOverflow = (
        LaidOutNode(id: "screen", frame: Rect(x: 0, y: 0, width: 360, height: 80), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "header", frame: Rect(x: 10, y: 10, width: 300, height: 48), children: [
                LaidOutNode(id: "back", role: "button", frame: Rect(x: 0, y: 0, width: 48, height: 48)),
                LaidOutNode(id: "heading", role: "text", frame: Rect(x: 48, y: 0, width: 246, height: 48)),
                LaidOutNode(id: "menu", role: "button", frame: Rect(x: 294, y: 0, width: 48, height: 48)),
            ]),
        ]),
        [Violation(rule: "flexOverflow", message: "row root/0#header 300×48 overflows its trailing edge by 42 pt", nodes: [
            ref([0], "header", Rect(x: 10, y: 10, width: 300, height: 48)),
        ])]
    )

    /// A one-line title that needs 212 pt and has 180.
    static let truncation = (
        LaidOutNode(id: "cell", frame: Rect(x: 0, y: 0, width: 240, height: 44), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "title", role: "text", text: "Quarterly <results> & more", frame: Rect(x: 12, y: 12, width: 180, height: 20),
                        textLayout: TextLayoutInfo(fontSize: 16, lineHeight: 20, lines: ["Quarterly <results> &…"], truncated: true,
                                                   neededSize: Size(width: 212, height: 20), lineLimit: 1)),
        ]),
        [Violation(rule: "truncation", message: "text root/0#title \"Quarterly <results> & more\" is truncated: needs 212 pt, has 180 pt",
                   nodes: [ref([0], "title", Rect(x: 12, y: 12, width: 180, height: 20))])]
    )

    /// "save" 10 pt left of "cancel" where 20–30 pt is wanted.
    static let leftOf = (
        LaidOutNode(id: "bar", frame: Rect(x: 0, y: 0, width: 320, height: 64), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "save", role: "button", text: "Save", frame: Rect(x: 100, y: 12, width: 100, height: 40)),
            LaidOutNode(id: "cancel", role: "button", text: "Cancel", frame: Rect(x: 210, y: 12, width: 100, height: 40)),
        ]),
        [Violation(rule: "leftOf", message: "\"save\" is 10 pt left of \"cancel\" instead of 20–30 pt", nodes: [
            ref([0], "save", Rect(x: 100, y: 12, width: 100, height: 40)),
            ref([1], "cancel", Rect(x: 210, y: 12, width: 100, height: 40)),
        ])]
    )

    static let all: [(name: String, root: LaidOutNode, violations: [Violation])] = [
        ("overlap-sliver", sliver.0, sliver.1), ("out-of-bounds", outOfBounds.0, outOfBounds.1),
        ("flex-overflow", flexOverflow.0, flexOverflow.1), ("truncation", truncation.0, truncation.1),
        ("relative-left-of", leftOf.0, leftOf.1),
    ]
}

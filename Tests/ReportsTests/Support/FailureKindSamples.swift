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

    /// A 30×20 close button beside a 44×44 menu button.
    static let touchTarget = (
        LaidOutNode(id: "bar", frame: Rect(x: 0, y: 0, width: 320, height: 64), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "close", role: "button", label: "Close", frame: Rect(x: 12, y: 22, width: 30, height: 20)),
            LaidOutNode(id: "menu", role: "button", label: "Menu", frame: Rect(x: 264, y: 10, width: 44, height: 44)),
        ]),
        [Violation(rule: "touchTarget",
                   message: "button root/0#close is 30×20 pt, under the 44×44 pt touch target (14 pt too narrow, 24 pt too short)",
                   nodes: [ref([0], "close", Rect(x: 12, y: 22, width: 30, height: 20))])]
    )

    /// A column squeezed to no height that still holds a line of text.
    static let zeroSize = (
        LaidOutNode(id: "screen", frame: Rect(x: 0, y: 0, width: 320, height: 120), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "title", role: "text", text: "Settings", frame: Rect(x: 16, y: 16, width: 200, height: 20)),
            LaidOutNode(id: "squeezed", frame: Rect(x: 16, y: 60, width: 200, height: 0), clips: true, children: [
                LaidOutNode(id: "lost", role: "text", text: "Notifications", frame: Rect(x: 0, y: 0, width: 200, height: 20)),
            ]),
        ]),
        [Violation(rule: "zeroSize", message: "column root/1#squeezed (x 16, y 60, w 200, h 0) has zero height but holds 1 children",
                   nodes: [ref([1], "squeezed", Rect(x: 16, y: 60, width: 200, height: 0))])]
    )

    /// "send" laid exactly over "save".
    static let duplicateTarget = (
        LaidOutNode(id: "form", frame: Rect(x: 0, y: 0, width: 320, height: 64), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "save", role: "button", text: "Save", frame: Rect(x: 20, y: 10, width: 60, height: 44)),
            LaidOutNode(id: "send", role: "button", text: "Send", frame: Rect(x: 20, y: 10, width: 60, height: 44)),
        ]),
        [Violation(rule: "duplicateTarget", message: "button root/0#save and button root/1#send have the same bounds (x 20, y 10, w 60, h 44)",
                   nodes: [ref([0], "save", Rect(x: 20, y: 10, width: 60, height: 44)),
                           ref([1], "send", Rect(x: 20, y: 10, width: 60, height: 44))])]
    )

    /// An unlabelled logo and icon button, and a labelled text inside a labelled card (a warning).
    static let labels = (
        LaidOutNode(id: "card", label: "Card", frame: Rect(x: 0, y: 0, width: 320, height: 80), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "logo", role: "image", frame: Rect(x: 12, y: 12, width: 56, height: 56)),
            LaidOutNode(id: "greeting", role: "text", label: "Hello", text: "Hello", frame: Rect(x: 80, y: 28, width: 120, height: 24)),
            LaidOutNode(id: "close", role: "button", frame: Rect(x: 264, y: 18, width: 44, height: 44)),
        ]),
        [Violation(rule: "missingLabel", message: "image root/0#logo has no accessibility label",
                   nodes: [ref([0], "logo", Rect(x: 12, y: 12, width: 56, height: 56))]),
         Violation(rule: "missingLabel", message: "button root/2#close has no accessibility label and no text to read",
                   nodes: [ref([2], "close", Rect(x: 264, y: 18, width: 44, height: 44))]),
         Violation(rule: "nestedLabel", message: "text root/1#greeting labelled \"Hello\" is inside column root#card labelled \"Card\"",
                   nodes: [ref([1], "greeting", Rect(x: 80, y: 28, width: 120, height: 24)),
                           ref([], "card", Rect(x: 0, y: 0, width: 320, height: 80))],
                   severity: .warning)]
    )

    /// Two shirts' "Add to bag" buttons: one name for two actions (a warning).
    static let duplicateLabel = (
        LaidOutNode(id: "shelf", frame: Rect(x: 0, y: 0, width: 320, height: 120), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "add-blue", role: "button", label: "Add to bag", frame: Rect(x: 200, y: 10, width: 104, height: 44)),
            LaidOutNode(id: "add-red", role: "button", label: "Add to bag", frame: Rect(x: 200, y: 66, width: 104, height: 44)),
        ]),
        [Violation(rule: "duplicateLabel",
                   message: "2 buttons share the name \"Add to bag\": button root/0#add-blue, button root/1#add-red; a screen reader"
                       + " says the same name for different actions; give each a label that says what it does, e.g. \"Add Blue Shirt to bag\"",
                   nodes: [ref([0], "add-blue", Rect(x: 200, y: 10, width: 104, height: 44)),
                           ref([1], "add-red", Rect(x: 200, y: 66, width: 104, height: 44))],
                   severity: .warning)]
    )

    /// Grey text on white: 2.84:1 where 4.5:1 is needed.
    static let contrast = (
        LaidOutNode(id: "card", frame: Rect(x: 0, y: 0, width: 320, height: 60), backgroundColor: "#ffffff", children: [
            LaidOutNode(id: "grey", role: "text", text: "Last synced 5 min ago", frame: Rect(x: 16, y: 20, width: 180, height: 20),
                        color: "#999999"),
        ]),
        [Violation(rule: "contrast",
                   message: "text root/0#grey \"Last synced 5 min ago\" has contrast 2.84:1 (#999999 on #ffffff), under 4.5:1",
                   nodes: [ref([0], "grey", Rect(x: 16, y: 20, width: 180, height: 20))])]
    )

    static let all: [(name: String, root: LaidOutNode, violations: [Violation])] = [
        ("overlap-sliver", sliver.0, sliver.1), ("out-of-bounds", outOfBounds.0, outOfBounds.1),
        ("flex-overflow", flexOverflow.0, flexOverflow.1), ("truncation", truncation.0, truncation.1),
        ("relative-left-of", leftOf.0, leftOf.1), ("touch-target", touchTarget.0, touchTarget.1),
        ("zero-size", zeroSize.0, zeroSize.1), ("duplicate-target", duplicateTarget.0, duplicateTarget.1),
        ("labels", labels.0, labels.1), ("duplicate-label", duplicateLabel.0, duplicateLabel.1),
        ("contrast", contrast.0, contrast.1),
    ]
}

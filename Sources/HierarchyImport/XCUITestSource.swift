import Foundation
import JSONSource
import TestReport
import ViewTree

/// An iOS screen as Appium's XCUITest driver writes its page source
/// (`<AppiumAUT><XCUIElementTypeApplication type=… name=… label=… x="0" y="0" width="390" …>`),
/// or the same elements with the application as the root, read with libxml2 into a laid-out
/// tree the layout checks understand:
///
/// - `x`, `y`, `width`, `height` (absolute points on the screen) become frames relative to
///   the parent; the application is the root (`root`), so a page source with or without the
///   `<AppiumAUT>` around it names every node alike.
/// - The element type becomes a role (`XCUITestRoles`): `Button` → `button`, `StaticText` →
///   `text`, `TextField` → `textfield`, `Image` → `image`, `Cell` → `cell`, `Other` → none.
/// - `label` is the accessibility label: what VoiceOver reads. `name` is never taken for it:
///   it is the accessibility identifier when the app set one (never read aloud) and a copy of
///   the label otherwise, so it would either pass an identifier off as a label or add nothing.
/// - `name` is the id when it differs from `label` (an identifier); a text's `value` (or its
///   `label`), and a field's `value` (or its `placeholderValue`), is the node's text.
/// - `visible="false"` leaves the element out with its subtree, as `uiautomator dump` leaves
///   out views not visible to the user; so do the keyboard and the status bar, system
///   interface drawn over the app. An element without `visible` counts as visible.
/// - A frame inside a table, a collection view, a scroll view or a web view is cut to what of
///   it the container shows, as `uiautomator dump`'s bounds are; an element scrolled wholly out
///   of view is left out. So a row half scrolled out is no overflow of its table, and is not
///   held to the touch-target minimum (its cut frame is not its size).
/// - Each window stacks above the ones before it, and navigation bars, tab bars and toolbars
///   above the content beside them (a `z-index`): an alert over the app, or a list scrolled
///   under a translucent bar, is layering, not overlap.
/// - An image with `accessible="false"` is decorative (VoiceOver skips it) and is not asked for
///   a label.
public enum XCUITestSource {
    static let what = "an XCUITest page source"
    static let wrapper = "AppiumAUT"
    static let application = XCUITestRoles.prefix + "Application"

    /// The screen in `data`, whose root must be `<AppiumAUT>` or `<XCUIElementTypeApplication>`;
    /// `ScreenCapture.read` takes either platform's capture.
    public static func read(_ data: Data, file: String) throws -> LaidOutNode {
        let xml = try XMLFile(data, file: file, what: what)
        guard let root = xml.root, isRoot(XMLTree.name(root)) else {
            let (line, column, tag) = xml.rootStartTag()
            throw FileDiagnostic(file: file, line: line, column: column, message: """
                expected an <AppiumAUT> or <XCUIElementTypeApplication> root element (an Appium XCUITest \
                page source), found \(tag)
                """)
        }
        return try read(root: root, file: file)
    }

    static func isRoot(_ name: String) -> Bool { name == wrapper || name == application }

    /// The tree under an `<AppiumAUT>` or `<XCUIElementTypeApplication>` element.
    static func read(root: XMLElement, file: String) throws -> LaidOutNode {
        guard XMLTree.name(root) == wrapper else { return try screen(root, file: file) }
        let apps = elements(root)
        switch apps.count {
        case 0:
            throw FileDiagnostic(file: file, line: XMLTree.line(root), column: 1, message: """
                <AppiumAUT> holds no XCUIElementType… element; Appium's page source holds the \
                XCUIElementTypeApplication under it
                """)
        case 1:
            return try screen(apps[0], file: file)
        default:
            // Several applications side by side: a screen around them, as a `uiautomator dump`'s.
            let nodes = try apps.compactMap { try node($0, file: file, clip: nil) }.map { app in
                var unlabelled = app
                unlabelled.label = nil
                return unlabelled
            }
            let frame = nodes.map(\.frame).reduce(nil as Rect?) { UIAutomatorDump.union($0, $1) } ?? .zero
            return LaidOutNode(role: "screen", frame: frame, children: nodes.map { UIAutomatorDump.relative($0, to: frame) })
        }
    }

    /// The application element as the root: the screen, kept even if it says it is not visible.
    /// Its label is the app's name, which VoiceOver reads for no group of elements: kept, every
    /// labelled element would be a nested label.
    private static func screen(_ element: XMLElement, file: String) throws -> LaidOutNode {
        var root = try node(element, file: file, clip: nil, keepingHidden: true) ?? LaidOutNode(frame: .zero)
        root.role = "screen"
        root.label = nil
        return root
    }

    /// An element and its children, with an absolute frame cut to `clip` (what the scrolling
    /// containers around it show), its children's made relative to it; `nil` when it is left out.
    private static func node(_ element: XMLElement, file: String, clip: Rect?, keepingHidden: Bool = false) throws -> LaidOutNode? {
        let type = XMLTree.name(element)
        if !keepingHidden, XMLTree.attribute(element, "visible") == "false" || XCUITestRoles.isSystemInterface(type) {
            return nil
        }
        var frame = try Self.frame(element, type: type, file: file)
        var partlyScrolledOut = false
        if let clip {
            guard let shown = cut(frame, to: clip) else { return nil }
            partlyScrolledOut = shown != frame
            frame = shown
        }
        let role = XCUITestRoles.role(forType: type)
        let label = XMLTree.nonEmpty(element, "label")
        let name = XMLTree.nonEmpty(element, "name")
        let value = XMLTree.nonEmpty(element, "value")
        let text: String? = switch role {
        case "text": value ?? label
        case let field where XCUITestRoles.showsValue(field): value ?? XMLTree.nonEmpty(element, "placeholderValue")
        default: nil
        }
        let decorative = role == "image" && XMLTree.attribute(element, "accessible") == "false"
        let above = XCUITestRoles.floatsAbove(type)
        let inner = XCUITestRoles.scrolls(type) ? frame : clip
        var children = try elements(element).compactMap { try node($0, file: file, clip: inner) }
        if type == application {
            var order = 0
            for index in children.indices where children[index].role == "window" {
                var traits = children[index].traits ?? CheckTraits()
                traits.zIndex = order
                children[index].traits = traits
                order += 1
            }
        }
        return LaidOutNode(id: name == label ? nil : name, role: role, label: label, text: text, frame: frame,
                           traits: traits(above: above, decorative: decorative, partlyScrolledOut: partlyScrolledOut),
                           children: children.map { UIAutomatorDump.relative($0, to: frame) })
    }

    /// A bar's stacking; the checks a decorative image (a label) and an element partly scrolled
    /// out of view (the touch target: its cut frame is not its size) are not held to.
    private static func traits(above: Bool, decorative: Bool, partlyScrolledOut: Bool) -> CheckTraits? {
        let allowed = (decorative ? ["missingLabel"] : []) + (partlyScrolledOut ? ["touchTarget"] : [])
        guard above || !allowed.isEmpty else { return nil }
        return CheckTraits(zIndex: above ? 1 : nil, allowedChecks: allowed)
    }

    /// What of `frame` shows through `clip`; `nil` when a frame with room keeps none of it (an
    /// element without room is kept where it is, for the zero-size check).
    static func cut(_ frame: Rect, to clip: Rect) -> Rect? {
        let left = max(frame.x, clip.x), right = min(frame.maxX, clip.maxX)
        let top = max(frame.y, clip.y), bottom = min(frame.maxY, clip.maxY)
        guard right >= left, bottom >= top else { return nil }
        let shown = Rect(x: left, y: top, width: right - left, height: bottom - top)
        if frame.width > 0, frame.height > 0, shown.width <= 0 || shown.height <= 0 { return nil }
        return shown
    }

    /// `x`, `y`, `width`, `height`: finite numbers, the size not negative.
    private static func frame(_ element: XMLElement, type: String, file: String) throws -> Rect {
        var numbers: [Double] = []
        for key in ["x", "y", "width", "height"] {
            let text = XMLTree.attribute(element, key)
            guard let text, let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite,
                  key == "x" || key == "y" || number >= 0 else {
                let found = text.map { "is \"\($0)\"" } ?? "is missing"
                throw FileDiagnostic(file: file, line: XMLTree.line(element), column: 1, message: """
                    \(type) \(key) \(found); each element of an XCUITest page source has x, y, width and \
                    height in points (a size not negative)
                    """)
            }
            numbers.append(number)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The element children that are XCUITest elements (`XCUIElementType…`).
    private static func elements(_ parent: XMLElement) -> [XMLElement] {
        XMLTree.elements(parent) { $0.hasPrefix(XCUITestRoles.prefix) }
    }
}

import Foundation
import JSONSource
import TestReport
import ViewTree

/// An Android `uiautomator dump` file (`<hierarchy><node bounds="[0,0][1080,2340]" class=…>`),
/// read with libxml2 into a laid-out tree the layout checks understand: screen bounds become
/// frames relative to the parent, the widget class a role, `clickable` an interactive role,
/// `content-desc` the accessibility label, `resource-id` the id. `uiautomator dump` leaves out
/// the views that are not visible to the user, so every node of a dump is checked.
/// `ScreenCapture.read` tells a dump from an iOS page source by its root element.
public enum UIAutomatorDump {
    static let what = "a `uiautomator dump` file"

    /// The screen in `data`, whose root must be `<hierarchy>`; `ScreenCapture.read` takes
    /// either platform's capture.
    public static func read(_ data: Data, file: String) throws -> LaidOutNode {
        let xml = try XMLFile(data, file: file, what: what)
        guard let root = xml.root, XMLTree.name(root) == "hierarchy" else {
            let (line, column, tag) = xml.rootStartTag()
            throw FileDiagnostic(file: file, line: line, column: column,
                                 message: "expected a <hierarchy> root element (an Android `uiautomator dump` file), found \(tag)")
        }
        return try read(root: root, file: file)
    }

    /// The tree under a `<hierarchy>` element.
    static func read(root: XMLElement, file: String) throws -> LaidOutNode {
        let nodes = try nodeElements(root).map { try node($0, file: file) }
        let screen = nodes.map(\.frame).reduce(nil as Rect?) { union($0, $1) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return LaidOutNode(id: "hierarchy", role: "screen", frame: screen,
                           children: nodes.map { relative($0, to: screen) })
    }

    /// A `<node>` and its children, with absolute frames (made relative afterwards).
    private static func node(_ element: XMLElement, file: String) throws -> LaidOutNode {
        let bounds = XMLTree.attribute(element, "bounds") ?? ""
        guard let frame = Self.bounds(bounds) else {
            throw FileDiagnostic(file: file, line: XMLTree.line(element), column: 1,
                                 message: "node bounds \"\(bounds)\" are not of the form [x1,y1][x2,y2]")
        }
        let widget = XMLTree.attribute(element, "class") ?? ""
        let clickable = XMLTree.attribute(element, "clickable") == "true" || XMLTree.attribute(element, "checkable") == "true"
        let role = AndroidRoles.role(forClass: widget, clickable: clickable)
        let text = XMLTree.nonEmpty(element, "text")
        let description = XMLTree.nonEmpty(element, "content-desc")
        // Android reads a control's own text aloud when it has no description.
        let label = description ?? (role.map(AndroidRoles.speaksItsText) == true ? text : nil)
        let resource = XMLTree.nonEmpty(element, "resource-id")
        let id = resource.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let children = try nodeElements(element).map { try node($0, file: file) }
        return LaidOutNode(id: id, role: role, label: label, text: text, frame: frame,
                           children: children.map { relative($0, to: frame) })
    }

    static func relative(_ node: LaidOutNode, to parent: Rect) -> LaidOutNode {
        var moved = node
        moved.frame = node.frame.offsetBy(dx: -parent.x, dy: -parent.y)
        return moved
    }

    /// `[x1,y1][x2,y2]` → a rect.
    static func bounds(_ text: String) -> Rect? {
        let numbers = text.split { "[],".contains($0) }.compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] >= numbers[0], numbers[3] >= numbers[1] else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }

    static func union(_ a: Rect?, _ b: Rect) -> Rect {
        guard let a else { return b }
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    private static func nodeElements(_ parent: XMLElement) -> [XMLElement] {
        XMLTree.elements(parent) { $0 == "node" }
    }
}

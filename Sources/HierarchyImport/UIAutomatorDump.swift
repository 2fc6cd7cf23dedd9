import CLibXML2
import Foundation
import TestReport
import ViewTree

/// An Android `uiautomator dump` file (`<hierarchy><node bounds="[0,0][1080,2340]" class=…>`),
/// read with libxml2 into a laid-out tree the layout checks understand: screen bounds become
/// frames relative to the parent, the widget class a role, `clickable` an interactive role,
/// `content-desc` the accessibility label, `resource-id` the id.
public enum UIAutomatorDump {
    public static func read(_ data: Data, file: String) throws -> LaidOutNode {
        let first = FirstXMLError()
        // libxml2 keeps its error handler per thread; it reports the first error, not the last.
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(first).toOpaque()) { context, error in
            guard let context, let error else { return }
            let box = Unmanaged<FirstXMLError>.fromOpaque(context).takeUnretainedValue()
            guard box.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            box.error = (Int(error.pointee.line), Int(error.pointee.int2), message)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let parsed = data.withUnsafeBytes { bytes in
            xmlReadMemory(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), file, nil,
                          Int32(XML_PARSE_NONET.rawValue))
        }
        guard let document = parsed else { throw FileDiagnostic.xml(file: file, error: first.error) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), name(root) == "hierarchy" else {
            throw FileDiagnostic(file: file, line: 1, column: 1,
                                 message: "expected a <hierarchy> root element (an Android `uiautomator dump` file)")
        }
        let nodes = try elements(root).map { try node($0, file: file) }
        let screen = nodes.map(\.frame).reduce(nil as Rect?) { union($0, $1) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
        return LaidOutNode(id: "hierarchy", role: "screen", frame: screen,
                           children: nodes.map { relative($0, to: screen) })
    }

    /// A `<node>` and its children, with absolute frames (made relative afterwards).
    private static func node(_ element: xmlNodePtr, file: String) throws -> LaidOutNode {
        let bounds = attribute(element, "bounds") ?? ""
        guard let frame = Self.bounds(bounds) else {
            throw FileDiagnostic(file: file, line: Int(xmlGetLineNo(element)), column: 1,
                                 message: "node bounds \"\(bounds)\" are not of the form [x1,y1][x2,y2]")
        }
        let widget = attribute(element, "class") ?? ""
        let clickable = attribute(element, "clickable") == "true" || attribute(element, "checkable") == "true"
        let role = AndroidRoles.role(forClass: widget, clickable: clickable)
        let text = attribute(element, "text").flatMap { $0.isEmpty ? nil : $0 }
        let description = attribute(element, "content-desc").flatMap { $0.isEmpty ? nil : $0 }
        // Android reads a control's own text aloud when it has no description.
        let label = description ?? (role.map(AndroidRoles.speaksItsText) == true ? text : nil)
        let resource = attribute(element, "resource-id").flatMap { $0.isEmpty ? nil : $0 }
        let id = resource.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let children = try elements(element).map { try node($0, file: file) }
        return LaidOutNode(id: id, role: role, label: label, text: text, frame: frame,
                           children: children.map { relative($0, to: frame) })
    }

    private static func relative(_ node: LaidOutNode, to parent: Rect) -> LaidOutNode {
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

    private static func union(_ a: Rect?, _ b: Rect) -> Rect {
        guard let a else { return b }
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    private static func elements(_ parent: xmlNodePtr) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        var child = parent.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, name(current) == "node" { found.append(current) }
            child = current.pointee.next
        }
        return found
    }

    private static func name(_ node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    private static func attribute(_ node: xmlNodePtr, _ key: String) -> String? {
        guard let value = xmlGetProp(node, key) else { return nil }
        defer { layoutwatch_xml_free(value) }
        return String(cString: value)
    }
}

/// The first error libxml2 reported while parsing: line, column and message, copied at once
/// (libxml2 reuses its error's memory for the next one).
private final class FirstXMLError {
    var error: (line: Int, column: Int, message: String)?
}

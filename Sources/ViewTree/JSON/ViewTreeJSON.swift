import Foundation
import JSONSource

/// The view-tree JSON format of `flex-fixtures/` and `bench-trees/`: nodes with `style`
/// (CSS property → value), `children`, `text`, `id`, `role`, `label`, `image`; other keys
/// (`expected`, `longhands`, …) are ignored. `baseStyle` is applied as the fixtures say:
/// initial values, `inherited` on the root, `everyNode`, `root`, then the node's own style.
public enum ViewTreeJSON {
    public static func decodeDocument(_ data: Data, file: String) throws -> ViewTreeDocument {
        let json: JSONValue
        do { json = try JSONParser.parseValue(Array(data), file: file) } catch {
            throw ViewTreeJSONError(file: file, keyPath: "",
                                    message: "not valid JSON: line \(error.location.line), column \(error.location.column): \(error.message)")
        }
        return try decodeDocument(json, file: file)
    }

    public static func decodeDocument(_ json: JSONValue, file: String) throws -> ViewTreeDocument {
        guard case .object = json else {
            throw ViewTreeJSONError(file: file, keyPath: "", message: "expected an object with a \"root\" node")
        }
        let base = json["baseStyle"]
        var builder = ViewNodeBuilder(file: file,
                                      inherited: try declarations(base?["inherited"], file, "baseStyle.inherited"),
                                      everyNode: try declarations(base?["everyNode"], file, "baseStyle.everyNode"),
                                      rootOnly: try declarations(base?["root"], file, "baseStyle.root"))
        let root: ViewNode
        if let nodes = json["nodes"] {
            root = try builder.buildFlat(nodes)
        } else if let rootJSON = json["root"] {
            root = try builder.build(rootJSON, path: "root", parent: nil)
        } else if json["style"] != nil || json["children"] != nil || json["text"] != nil {
            root = try builder.build(json, path: "", parent: nil)
        } else {
            throw ViewTreeJSONError(file: file, keyPath: "", message: "no \"root\" (or \"nodes\") key; a tree file needs one")
        }
        let environment = json["environment"]
        let block = environment?["containingBlock"]
        return ViewTreeDocument(
            name: json["name"]?.stringValue, format: json["format"]?.stringValue, root: root,
            containingBlock: Size(width: block?["width"]?.numberValue ?? 10000,
                                  height: block?["height"]?.numberValue ?? 10000),
            scrollbarWidth: environment?["scrollbarWidth"]?.numberValue ?? 0,
            diagnostics: builder.diagnostics)
    }

    static func declarations(_ value: JSONValue?, _ file: String, _ path: String) throws -> [(String, String)] {
        guard let value else { return [] }
        guard let members = value.objectValue else {
            throw ViewTreeJSONError(file: file, keyPath: path, message: "expected an object of CSS property → value")
        }
        return try members.map { key, value in
            switch value {
            case .string(let s): return (key, s)
            case .number(let n): return (key, formatNumber(n))
            default:
                throw ViewTreeJSONError(file: file, keyPath: "\(path).\(key)",
                                        message: "expected a CSS value as a string, e.g. \"10px\"")
            }
        }
    }

    /// The node with its layout: `layout` (`x`, `y`, `width`, `height` relative to the parent)
    /// on every node, beside `id`, `role`, `label`, `text` and the style as CSS.
    public static func encode(_ root: ViewNode, layout: LaidOutNode) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let id = root.id { members.append(("id", .string(id))) }
        if let role = root.role { members.append(("role", .string(role))) }
        if let label = root.label { members.append(("label", .string(label))) }
        if let text = root.text { members.append(("text", .string(text))) }
        if !root.allowedChecks.isEmpty { members.append(("allow", .array(root.allowedChecks.map { .string($0) }))) }
        if let image = root.image {
            members.append(("image", .object([("width", .number(image.width)), ("height", .number(image.height))])))
        }
        members.append(("style", .object(root.style.cssDeclarations.map { ($0.0, .string($0.1)) })))
        let f = layout.frame
        members.append(("layout", .object([("x", .number(f.x)), ("y", .number(f.y)),
                                           ("width", .number(f.width)), ("height", .number(f.height))])))
        let children = zip(root.children, layout.children).map { encode($0, layout: $1) }
        members.append(("children", .array(children)))
        return .object(members)
    }
}

import JSONSource
import ViewTree

/// The border boxes Chromium gave the nodes of one tree of an `OraclePage`, each relative to
/// its parent's (the root's to its containing block), children in the tree's order.
public struct ChromiumBox: Sendable, Equatable {
    public var frame: Rect
    public var children: [ChromiumBox]

    public init(frame: Rect, children: [ChromiumBox] = []) {
        self.frame = frame
        self.children = children
    }

    /// Every tree's boxes from what the page's `LW.measure` returned. Throws a message saying
    /// what went wrong in the page (a font that did not load, a script error).
    static func read(result text: String, trees: Int) throws(OracleError) -> [ChromiumBox] {
        guard text.hasPrefix("{") else {
            throw OracleError(message: "the page's script did not finish: \(text.prefix(300))")
        }
        let json: JSONValue
        do { json = try JSONParser.parseValue(Array(text.utf8), file: "chromium") } catch {
            throw OracleError(message: "the page's result is not JSON: \(error)")
        }
        if let statuses = json["fonts"]?.arrayValue, statuses.contains(where: { $0.stringValue != "loaded" }) {
            throw OracleError(message: "Chromium could not load a font file (font statuses \(statuses.compactMap(\.stringValue)))")
        }
        let boxes = (json["trees"]?.arrayValue ?? []).map(box)
        guard boxes.count == trees else {
            throw OracleError(message: "the page measured \(boxes.count) trees of \(trees)")
        }
        return boxes
    }

    /// `[x, y, width, height, [child…]]`.
    private static func box(_ json: JSONValue) -> ChromiumBox {
        let items = json.arrayValue ?? []
        let number = { (index: Int) in index < items.count ? items[index].numberValue ?? .nan : .nan }
        return ChromiumBox(frame: Rect(x: number(0), y: number(1), width: number(2), height: number(3)),
                           children: (items.count > 4 ? items[4].arrayValue ?? [] : []).map(box))
    }

    /// The tree's JSON with this box (and its children's) written on every node under `key`
    /// (`expected`, `expectedRtl`: the flex-fixtures format), replacing one already there.
    public func recorded(into node: JSONValue, key: String) -> JSONValue {
        guard var members = node.objectValue else { return node }
        let box = JSONValue.object([("x", .number(frame.x)), ("y", .number(frame.y)),
                                    ("width", .number(frame.width)), ("height", .number(frame.height))])
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = box
        } else {
            let before = members.firstIndex { $0.0 == "children" } ?? members.endIndex
            members.insert((key, box), at: before)
        }
        if let index = members.firstIndex(where: { $0.0 == "children" }), let nodes = members[index].1.arrayValue {
            members[index].1 = .array(nodes.enumerated().map { offset, child in
                offset < children.count ? children[offset].recorded(into: child, key: key) : child
            })
        }
        return .object(members)
    }
}

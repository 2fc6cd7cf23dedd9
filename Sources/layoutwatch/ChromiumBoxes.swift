import FlexLayout
import ViewTree

/// The border boxes Chromium gave the nodes of one tree of a `ChromiumPage`, each relative to
/// its parent's (the root's to its containing block), children in the tree's order.
struct ChromiumBox: Sendable, Equatable {
    var frame: Rect
    var children: [ChromiumBox]

    init(frame: Rect, children: [ChromiumBox] = []) {
        self.frame = frame
        self.children = children
    }

    /// Every tree's boxes from the DOM `chromium --dump-dom` printed for a `ChromiumPage`.
    /// Throws a message saying what went wrong in the page (a font that did not load, a script error).
    static func read(dumpedDOM dom: String, trees: Int) throws(ChromiumPageError) -> [ChromiumBox] {
        guard let start = dom.range(of: "<pre id=\"lw-out\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw ChromiumPageError(message: "Chromium printed no page: \(dom.suffix(300))")
        }
        // The DOM is dumped as HTML: the text's `&`, `<`, `>` and `"` come escaped.
        let text = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        guard text.hasPrefix("{") else {
            throw ChromiumPageError(message: "the page's script did not finish: \(text.prefix(300))")
        }
        let json: JSONValue
        do { json = try JSONParser.parseValue(Array(text.utf8), file: "chromium") } catch {
            throw ChromiumPageError(message: "the page's result is not JSON: \(error)")
        }
        if let statuses = json["fonts"]?.arrayValue, statuses.contains(where: { $0.stringValue != "loaded" }) {
            throw ChromiumPageError(message: "Chromium could not load the font file (font statuses \(statuses.compactMap(\.stringValue)))")
        }
        let boxes = (json["trees"]?.arrayValue ?? []).map(box)
        guard boxes.count == trees else {
            throw ChromiumPageError(message: "the page measured \(boxes.count) trees of \(trees)")
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
    func recorded(into node: JSONValue, key: String) -> JSONValue {
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

/// Chromium ran but the page did not give the boxes.
struct ChromiumPageError: Error, Sendable, CustomStringConvertible {
    var message: String
    init(message: String) { self.message = message }
    var description: String { message }
}

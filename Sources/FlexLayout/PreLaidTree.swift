import ViewTree

/// A view tree whose nodes already carry their frames (`"layout": {x, y, width, height}` on every
/// node, e.g. a hierarchy dumped from a running app): made into a laid-out tree as it is, with
/// no layout computed. Text is measured at its frame's width, so truncation can be judged.
public enum PreLaidTree {
    /// Whether the document's root carries a `layout`.
    public static func isPreLaid(_ document: JSONValue) -> Bool { document["root"]?["layout"] != nil }

    public static func build(_ document: JSONValue, root: ViewNode, file: String, rtl: Bool,
                             measurer: any TextMeasurer) throws -> LaidOutNode {
        guard let json = document["root"] else {
            throw ViewTreeJSONError(file: file, keyPath: "root", message: "no \"root\"; add the tree under \"root\"")
        }
        return try node(json, root, keyPath: "root", file: file, rtl: rtl, measurer: measurer)
    }

    private static func node(_ json: JSONValue, _ view: ViewNode, keyPath: String, file: String, rtl: Bool,
                             measurer: any TextMeasurer) throws -> LaidOutNode {
        guard let layout = json["layout"] else {
            throw ViewTreeJSONError(file: file, keyPath: keyPath + ".layout",
                                    message: "this node has no \"layout\" while the root has one; give every node its frame, or none")
        }
        let numbers = ["x", "y", "width", "height"].map { layout[$0]?.numberValue }
        guard numbers.allSatisfy({ $0 != nil }) else {
            throw ViewTreeJSONError(file: file, keyPath: keyPath + ".layout",
                                    message: "expected numbers x, y, width and height (relative to the parent)")
        }
        let frame = Rect(x: numbers[0]!, y: numbers[1]!, width: numbers[2]!, height: numbers[3]!)
        let style = view.style
        var laid = LaidOutNode(id: view.id, role: view.role, label: view.label, text: view.text, frame: frame,
                               backgroundColor: style.backgroundColor, color: style.color,
                               clips: style.overflowX != .visible || style.overflowY != .visible)
        laid.traits = CheckTraits.of(style, allowed: view.allowedChecks, hasChildren: !view.children.isEmpty, rtl: rtl)
        if let text = view.text {
            let font = FontSpec(size: style.fontSize, lineHeight: style.lineHeight, weight: style.fontWeight)
            let set = measurer.measure(text, font: font, maxWidth: frame.width, maxLines: style.maxLines)
            let needed = measurer.measure(text, font: font, maxWidth: frame.width, maxLines: nil)
            laid.textLayout = TextLayoutInfo(
                fontSize: font.size, fontWeight: font.weight, lineHeight: set.lineCount > 0 ? set.height / Double(set.lineCount) : font.size,
                lines: set.lines, truncated: set.truncated || needed.height > frame.height + 0.01,
                neededSize: Size(width: needed.width, height: needed.height), lineLimit: style.maxLines,
                givenSize: Size(width: frame.width, height: frame.height))
        }
        let children = json["children"]?.arrayValue ?? []
        laid.children = try zip(children, view.children).enumerated().map { index, pair in
            try node(pair.0, pair.1, keyPath: "\(keyPath).children[\(index)]", file: file, rtl: rtl, measurer: measurer)
        }
        return laid
    }
}

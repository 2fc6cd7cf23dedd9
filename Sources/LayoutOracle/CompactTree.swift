import JSONSource

/// A tree in one line, `{style}"text"[children]`: `{width:100px}[{margin-left:auto}"HH"]`.
public enum CompactTree {
    public static func render(_ node: JSONValue) -> String {
        let style = (node["style"]?.objectValue ?? []).map { "\($0.0):\($0.1.stringValue ?? $0.1.numberValue.map(formatNumber) ?? "")" }
        var out = "{" + style.joined(separator: ";") + "}"
        if let text = node["text"]?.stringValue { out += JSONValue.quoted(text) }
        if let children = node["children"]?.arrayValue, !children.isEmpty {
            out += "[" + children.map(render).joined(separator: ", ") + "]"
        }
        return out
    }

    /// How many nodes the tree has (walked with a stack: a tree of any depth).
    public static func count(_ node: JSONValue) -> Int {
        var total = 0, stack = [node]
        while let next = stack.popLast() {
            total += 1
            stack += next["children"]?.arrayValue ?? []
        }
        return total
    }
}

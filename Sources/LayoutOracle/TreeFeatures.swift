import JSONSource

/// The CSS features a tree uses, as the fuzzer counts agreement by: a property's family
/// (`margin`, `padding`, `border`, `inset`, `width`…), and the kind of value it was given where
/// that matters (`margin:auto`, `width:%`, `flex-direction:row-reverse`, `width:fit-content`), plus
/// `text:ahem` / `text:dejavu` and `root:content-sized`.
public enum TreeFeatures {
    static let families: [String: String] = [
        "margin-left": "margin", "margin-right": "margin", "margin-top": "margin", "margin-bottom": "margin",
        "padding-left": "padding", "padding-right": "padding", "padding-top": "padding", "padding-bottom": "padding",
        "border-width": "border", "border-top-width": "border", "border-left-width": "border",
        "left": "inset", "right": "inset", "top": "inset", "bottom": "inset",
        "row-gap": "gap", "column-gap": "gap",
    ]
    /// Properties whose keyword values are features of their own.
    static let keywordProperties: Set<String> = [
        "flex-direction", "flex-wrap", "justify-content", "align-items", "align-self", "align-content",
        "position", "display", "overflow", "box-sizing", "direction",
    ]

    public static func of(_ root: JSONValue, font: FuzzTree.Font) -> Set<String> {
        var found = Set<String>()
        var stack = [(root, true)]
        while let (node, isRoot) = stack.popLast() {
            let style = node["style"]?.objectValue ?? []
            if isRoot, !style.contains(where: { $0.0 == "width" }) { found.insert("root:content-sized") }
            for (property, value) in style {
                let text = value.stringValue ?? ""
                let family = families[property] ?? property
                found.insert(family)
                if keywordProperties.contains(property) { found.insert("\(property):\(text)") }
                if text.contains("%") { found.insert("\(family):%") }
                if text.split(separator: " ").contains("auto"), property != "flex" { found.insert("\(family):auto") }
                for keyword in ["min-content", "max-content", "fit-content", "content"] where text == keyword {
                    found.insert("\(family):\(keyword)")
                }
            }
            if node["text"] != nil {
                found.insert("text:\(font.rawValue)")
                if node["style"]?["display"]?.stringValue == "contents" { found.insert("display:contents:text") }
            }
            stack += (node["children"]?.arrayValue ?? []).map { ($0, false) }
        }
        return found
    }
}

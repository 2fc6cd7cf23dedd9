import JSONSource
import ViewTree

/// The one translation of view-tree JSON to what Chromium lays out (`layoutwatch layout
/// --compare-chromium`, the differential fuzzer, and through them the recorded boxes of
/// `Tests/Fixtures`).
///
/// A page is a shell, loaded once per set of fonts, and payloads the shell's script builds into
/// the DOM, measures and removes: a tree becomes elements with `createElement`, never HTML, so
/// no markup in a text is parsed and no depth limit of the HTML parser applies (it flattens
/// elements nested deeper than 512).
///
/// The user's own declarations go to Chromium as written, not as the engine read them. Each tree
/// gets an absolutely positioned containing block of its own; the cascade is the engine's: its
/// initial values (`display: flex`, `box-sizing: border-box`, `position: relative`, no margin,
/// padding or border), then `baseStyle.inherited`, `everyNode` and `root`, then the node's
/// `style` inline. The root is placed as the engine places it, like an absolutely positioned box
/// at the block's origin, and every node is set in the tree's font file whatever its
/// `font-family` says, as the engine measures it. A node with `text` holds the text; one with
/// `image` is an `<img>` of that intrinsic size.
public enum OraclePage {
    /// The shell for `fonts`: one `@font-face` family per font (`lw-font-N`), the script. The
    /// fonts are in the page as `data:` URLs (the oracle's page reads no file), or with
    /// `inline: false` named by their `file:` URLs.
    public static func shell(fonts: [OracleFont], title: String = "LayoutWatch oracle", inline: Bool = true) -> String {
        var out = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(escaped(title))</title><style>\n"
        for (index, font) in fonts.enumerated() {
            out += fontFace(inline ? font.regularURL : font.fileURL(font.path), family: "lw-font-\(index)", weights: "1 599")
            out += fontFace(inline ? font.boldURL : font.fileURL(font.boldPath), family: "lw-font-\(index)", weights: "600 1000")
        }
        out += "html, body { margin: 0; }\n</style><style id=\"lw-rules\"></style></head><body>\n"
        out += "<div id=\"lw-trees\"></div>\n<script>\n" + OracleScript.source + "</script></body></html>\n"
        return out
    }

    /// A whole page that lays out `trees` when opened from disk (`--print-page`): the shell with
    /// the payload run at load, the fonts by their `file:` URLs; the boxes land as JSON in `#lw-out`.
    public static func standalone(trees: [OracleTree], fonts: [OracleFont]) -> String {
        let call = "LW.measure(\(JSONValue.quoted(payload(trees))))"
        return shell(fonts: fonts, inline: false).replacingOccurrences(
            of: "</script></body>",
            with: "\(call).then(t => { document.getElementById('lw-trees').insertAdjacentHTML('afterend', '<pre id=\"lw-out\"></pre>'); "
                + "document.getElementById('lw-out').textContent = t; });\n</script></body>")
    }

    /// The JSON the shell's `LW.measure` takes: `{"rules": CSS, "trees": [node…]}`, each node
    /// `{"s": style, "t": text, "i": [width, height], "c": [child…]}`.
    public static func payload(_ trees: [OracleTree]) -> String {
        var rules = ""
        var roots: [JSONValue] = []
        for (index, tree) in trees.enumerated() {
            rules += Self.rules(for: tree, id: "lw\(index)")
            roots.append(node(tree.root, scale: tree.textScale))
        }
        return JSONValue.object([("rules", .string(rules)), ("trees", .array(roots))]).serialized(indent: nil)
    }

    private static func fontFace(_ url: String, family: String, weights: String) -> String {
        "@font-face { font-family: \"\(family)\"; font-weight: \(weights); src: url(\"\(url)\"); }\n"
    }

    private static func rules(for tree: OracleTree, id: String) -> String {
        let base = tree.baseStyle
        func block(_ selector: String, _ declarations: [(String, String)]) -> String {
            let scaled = scaled(declarations, by: tree.textScale)
            return scaled.isEmpty ? "" : "#\(id)\(selector) { " + scaled.map { "\($0): \($1);" }.joined(separator: " ") + " }\n"
        }
        let size = tree.containingBlock
        let family = "\"lw-font-\(tree.font)\""
        return block("", [("position", "absolute"), ("left", "0"), ("top", "0"), ("width", formatNumber(size.width) + "px"),
                          ("height", formatNumber(size.height) + "px"), ("font-family", family),
                          ("font-size", "16px"), ("line-height", "normal")])
            + block(" *", [("display", "flex"), ("box-sizing", "border-box"), ("position", "relative"), ("margin", "0"),
                           ("padding", "0"), ("border", "0 solid")])
            + block(" > *", [("direction", tree.direction == .rtl ? "rtl" : "ltr")] + declarations(base?["inherited"]))
            + block(" *", declarations(base?["everyNode"]))
            + block(" > *", declarations(base?["root"]))
            + block(" > *", [("position", "absolute !important")])
            + block(" *", [("font-family", family + " !important")])
    }

    private static func node(_ json: JSONValue, scale: Double) -> JSONValue {
        var members: [(String, JSONValue)] = []
        let style = scaled(declarations(json["style"]), by: scale).map { "\($0): \($1)" }.joined(separator: "; ")
        if !style.isEmpty { members.append(("s", .string(style))) }
        if let image = json["image"] {
            members.append(("i", .array([.number(image["width"]?.numberValue ?? 0), .number(image["height"]?.numberValue ?? 0)])))
        } else if let text = json["text"]?.stringValue {
            members.append(("t", .string(text)))
        }
        if let children = json["children"]?.arrayValue, !children.isEmpty {
            members.append(("c", .array(children.map { node($0, scale: scale) })))
        }
        return .object(members)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A node's `style` (or a `baseStyle` part) as property/value pairs; numbers as CSS numbers.
    static func declarations(_ value: JSONValue?) -> [(String, String)] {
        (value?.objectValue ?? []).compactMap { key, value in
            if let text = value.stringValue { return (key, text) }
            if let number = value.numberValue { return (key, formatNumber(number)) }
            return nil
        }
    }

    /// `font-size: 10px` times `factor`; other units are relative and follow.
    static func scaled(_ declarations: [(String, String)], by factor: Double) -> [(String, String)] {
        guard factor != 1 else { return declarations }
        return declarations.map { name, value in
            guard name == "font-size", value.hasSuffix("px"), let size = Double(value.dropLast(2)) else { return (name, value) }
            return (name, formatNumber(size * factor) + "px")
        }
    }
}

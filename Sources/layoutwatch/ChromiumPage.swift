import Foundation
import ViewTree

/// View-tree JSON files as one HTML page for Chromium, with the script that measures them: the
/// one translation of the tree format to HTML and CSS (`layoutwatch layout --compare-chromium`,
/// and through it the recorded boxes of `Tests/Fixtures/flex-fixtures-own`).
///
/// The user's own declarations go to Chromium as written, not as the engine read them. Each tree
/// gets an absolutely positioned containing block of its own; the cascade is the engine's:
/// its initial values (`display: flex`, `box-sizing: border-box`, `position: relative`, no
/// margin, padding or border), then `baseStyle.inherited`, `everyNode` and `root`, then the
/// node's `style` inline. The root is placed as the engine places it, like an absolutely
/// positioned box at the block's origin, and every node is set in the one font file whatever its
/// `font-family` says, as the engine measures it. A node with `text` holds the text; one with `image`
/// is an `<img>` of that intrinsic size. After the fonts load, the script writes every node's
/// border box (relative to its parent's) as JSON into `#lw-out`, which `ChromiumBoxes` reads.
struct ChromiumPage: Sendable {
    /// One tree as read from its file, in the direction its root resolves `direction` to, with
    /// every `px` font size times `textScale` (as `ViewNode.scalingText(by:)` scales them), and
    /// the size of the block its root is placed in.
    struct Tree: Sendable {
        var document: JSONValue
        var direction: Direction
        var textScale: Double
        var containingBlock: Size
        init(document: JSONValue, direction: Direction, textScale: Double = 1, containingBlock: Size) {
            self.document = document
            self.direction = direction
            self.textScale = textScale
            self.containingBlock = containingBlock
        }
    }

    var trees: [Tree]
    /// The font file every node is set in, and the one for weights 600 and up.
    var fontPath: String
    var boldFontPath: String

    init(trees: [Tree], fontPath: String, boldFontPath: String? = nil) {
        self.trees = trees
        self.fontPath = fontPath
        self.boldFontPath = boldFontPath ?? fontPath
    }

    var html: String {
        var out = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>\n"
        out += fontFace(fontPath, weights: "1 599") + fontFace(boldFontPath, weights: "600 1000")
        out += "html, body { margin: 0; }\n"
        for (index, tree) in trees.enumerated() { out += rules(for: tree, id: "lw\(index)") }
        out += "</style></head><body>\n"
        for (index, tree) in trees.enumerated() {
            let root = tree.document["root"] ?? tree.document
            out += "<div id=\"lw\(index)\">" + element(root, scale: tree.textScale) + "</div>\n"
        }
        return out + "<pre id=\"lw-out\">pending</pre>\n<script>\n" + Self.script(count: trees.count) + "</script></body></html>\n"
    }

    private func fontFace(_ path: String, weights: String) -> String {
        "@font-face { font-family: \"LayoutWatch\"; font-weight: \(weights); src: url(\"\(URL(fileURLWithPath: path).absoluteString)\"); }\n"
    }

    private func rules(for tree: Tree, id: String) -> String {
        let base = tree.document["baseStyle"]
        func block(_ selector: String, _ declarations: [(String, String)]) -> String {
            let scaled = Self.scaled(declarations, by: tree.textScale)
            return scaled.isEmpty ? "" : "#\(id)\(selector) { " + scaled.map { "\($0): \($1);" }.joined(separator: " ") + " }\n"
        }
        let size = tree.containingBlock
        return block("", [("position", "absolute"), ("left", "0"), ("top", "0"), ("width", formatNumber(size.width) + "px"),
                          ("height", formatNumber(size.height) + "px"), ("font-family", "\"LayoutWatch\""),
                          ("font-size", "16px"), ("line-height", "normal")])
            + block(" *", [("display", "flex"), ("box-sizing", "border-box"), ("position", "relative"), ("margin", "0"),
                           ("padding", "0"), ("border", "0 solid")])
            + block(" > *", [("direction", tree.direction == .rtl ? "rtl" : "ltr")] + Self.declarations(base?["inherited"]))
            + block(" *", Self.declarations(base?["everyNode"]))
            + block(" > *", Self.declarations(base?["root"]))
            + block(" > *", [("position", "absolute !important")])
            + block(" *", [("font-family", "\"LayoutWatch\" !important")])
    }

    private func element(_ node: JSONValue, scale: Double) -> String {
        let style = Self.scaled(Self.declarations(node["style"]), by: scale).map { "\($0): \($1)" }.joined(separator: "; ")
        let attribute = style.isEmpty ? "" : " style=\"\(Self.escaped(style))\""
        if let image = node["image"] {
            let w = formatNumber(image["width"]?.numberValue ?? 0), h = formatNumber(image["height"]?.numberValue ?? 0)
            let svg = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='\(w)' height='\(h)'/%3E"
            return "<img\(attribute) src=\"\(svg)\">"
        }
        var out = "<div\(attribute)>"
        if let text = node["text"]?.stringValue { out += Self.escaped(text) }
        for child in node["children"]?.arrayValue ?? [] { out += element(child, scale: scale) }
        return out + "</div>"
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

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Measures every tree, then leaves only the result in the document, so the dumped DOM stays
    /// small: `{"fonts": [status…], "trees": [box…]}`, each box `[x, y, width, height, [child…]]`.
    static func script(count: Int) -> String {
        """
        function measure(el, parent) {
          const r = el.getBoundingClientRect();
          const box = [r.left - parent.left, r.top - parent.top, r.width, r.height];
          if (el.children.length) box.push(Array.from(el.children).map(child => measure(child, r)));
          return box;
        }
        async function run() {
          await document.fonts.load('16px "LayoutWatch"');
          await document.fonts.load('bold 16px "LayoutWatch"');
          await document.fonts.ready;
          const trees = [];
          for (let i = 0; i < \(count); i++) {
            const block = document.getElementById('lw' + i);
            trees.push(measure(block.firstElementChild, block.getBoundingClientRect()));
          }
          const fonts = Array.from(document.fonts).map(f => f.status);
          finish(JSON.stringify({fonts, trees}));
        }
        function finish(text) {
          document.documentElement.innerHTML = '<head></head><body><pre id="lw-out"></pre></body>';
          document.getElementById('lw-out').textContent = text;
        }
        run().catch(e => finish('ERROR ' + e));

        """
    }
}

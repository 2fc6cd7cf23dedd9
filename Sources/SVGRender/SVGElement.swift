import ViewTree

/// A minimal SVG element tree that prints deterministically: attributes sorted by name, numbers
/// through `formatNumber`, one element per line, two spaces of indent per level.
struct SVGElement: Sendable {
    var name: String
    var attributes: [String: String]
    var text: String?
    var children: [SVGElement]

    init(_ name: String, _ attributes: [String: String] = [:], text: String? = nil,
         children: [SVGElement] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    /// A rectangle in the drawing's coordinates.
    static func rect(_ frame: Rect, _ attributes: [String: String]) -> SVGElement {
        var all = attributes
        all["x"] = formatNumber(frame.x)
        all["y"] = formatNumber(frame.y)
        all["width"] = formatNumber(max(0, frame.width))
        all["height"] = formatNumber(max(0, frame.height))
        return SVGElement("rect", all)
    }

    static func line(x1: Double, y1: Double, x2: Double, y2: Double, _ attributes: [String: String]) -> SVGElement {
        var all = attributes
        all["x1"] = formatNumber(x1)
        all["y1"] = formatNumber(y1)
        all["x2"] = formatNumber(x2)
        all["y2"] = formatNumber(y2)
        return SVGElement("line", all)
    }

    func write(into output: inout String, depth: Int) {
        output += String(repeating: "  ", count: depth)
        output += "<" + name
        for key in attributes.keys.sorted() {
            output += " \(key)=\"\(XMLCharacters.escaped(attributes[key]!))\""
        }
        if let text {
            output += ">" + XMLCharacters.escaped(text) + "</\(name)>\n"
        } else if children.isEmpty {
            output += "/>\n"
        } else {
            output += ">\n"
            for child in children { child.write(into: &output, depth: depth + 1) }
            output += String(repeating: "  ", count: depth) + "</\(name)>\n"
        }
    }
}

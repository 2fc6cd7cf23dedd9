import ViewTree

/// Greedy label placement: each label tries spots around its anchor (above, below, right,
/// left), then steps further up, and takes the first that hits no label placed before it and
/// none of the `blocked` boxes. Labels are placed in order, so the result is deterministic.
struct SVGLabelPlacer: Sendable {
    static let fontSize = 11.0
    static let height = 15.0
    static let gap = 2.0

    private(set) var placed: [Rect] = []
    var blocked: [Rect] = []

    /// A width for `text` in DejaVu Sans at `fontSize` (an overestimate of 0.62 em a character).
    static func width(_ text: String) -> Double { (Double(text.count) * fontSize * 0.62 + 6).rounded(.up) }

    /// The box for a label of `text` near `anchor`; `below` tries below before above.
    mutating func place(_ text: String, near anchor: Rect, below: Bool = false, extraWidth: Double = 0) -> Rect {
        let w = Self.width(text) + extraWidth, h = Self.height, g = Self.gap
        let above = Rect(x: anchor.x, y: anchor.y - h - g, width: w, height: h)
        let under = Rect(x: anchor.x, y: anchor.maxY + g, width: w, height: h)
        let candidates = (below ? [under, above] : [above, under]) + [
            Rect(x: anchor.maxX + g, y: anchor.y, width: w, height: h),
            Rect(x: anchor.x - w - g, y: anchor.y, width: w, height: h),
        ]
        let box = candidates.first(where: isFree) ?? {
            var box = candidates[0]
            while !isFree(box) { box.y -= h + g }
            return box
        }()
        placed.append(box)
        return box
    }

    private func isFree(_ box: Rect) -> Bool {
        !(placed + blocked).contains { $0.insetBy(-1).intersection(box) != nil }
    }

    /// The label's drawing: a filled box and its text, `indent` pixels in from the left edge.
    static func elements(_ text: String, in box: Rect, fill: String, indent: Double = 0) -> [SVGElement] {
        [
            .rect(box, ["fill": fill, "rx": "2"]),
            SVGElement("text", [
                "fill": SVGPaint.labelFill, "font-family": SVGPaint.fontFamily,
                "font-size": formatNumber(fontSize), "x": formatNumber(box.x + 3 + indent),
                "xml:space": "preserve", "y": formatNumber(box.y + 11),
            ], text: text),
        ]
    }
}

import ViewTree

/// Draws the laid-out tree: every node's border box at its absolute position, text lines,
/// image placeholders, and clipping for nodes that clip their content.
enum SVGNodeDrawing {
    /// DejaVu Sans metrics (ascender 1901, descender 483 per 2048 units), used the way CSS
    /// places a baseline inside a line box: half the leading above, then the ascent.
    static let ascent = 1901.0 / 2048
    static let descent = 483.0 / 2048
    static let defaultFontSize = 16.0

    /// The tree's drawing; `strokeWidth` (root units) is chosen so outlines are 1 px once scaled.
    static func elements(for root: LaidOutNode, strokeWidth: Double = 1, ids: SVGIDs) -> [SVGElement] {
        var output: [SVGElement] = []
        let width = formatNumber(strokeWidth)
        draw(root, path: NodePath(), origin: (0, 0), strokeWidth: width, ids: ids, into: &output)
        return output
    }

    private static func draw(_ node: LaidOutNode, path: NodePath, origin: (Double, Double),
                             strokeWidth: String, ids: SVGIDs, into output: inout [SVGElement]) {
        let frame = node.frame.offsetBy(dx: origin.0, dy: origin.1)
        output.append(box(node, path: path, frame: frame, strokeWidth: strokeWidth))
        if isImage(node) { output += crossedLines(frame, strokeWidth: strokeWidth) }
        output += textLines(node, frame: frame)
        guard !node.children.isEmpty else { return }
        var children: [SVGElement] = []
        for (index, child) in node.children.enumerated() {
            draw(child, path: path.appending(index), origin: (frame.x, frame.y), strokeWidth: strokeWidth, ids: ids, into: &children)
        }
        if node.clips {
            let id = ids.clip(path)
            let clip = SVGElement("clipPath", ["id": id], children: [.rect(frame, [:])])
            output.append(SVGElement("g", ["clip-path": "url(#\(id))"], children: [clip] + children))
        } else {
            output += children
        }
    }

    static func isImage(_ node: LaidOutNode) -> Bool {
        ["image", "img"].contains(node.role?.lowercased() ?? "")
    }

    private static func box(_ node: LaidOutNode, path: NodePath, frame: Rect, strokeWidth: String) -> SVGElement {
        let image = isImage(node)
        return .rect(frame, [
            "data-node": node.displayName(at: path),
            "fill": image ? SVGPaint.imageFill : (SVGPaint.color(node.backgroundColor) ?? "none"),
            "stroke": image ? SVGPaint.imageStroke : SVGPaint.nodeStroke,
            "stroke-width": strokeWidth,
        ])
    }

    private static func crossedLines(_ frame: Rect, strokeWidth: String) -> [SVGElement] {
        let attributes = ["stroke": SVGPaint.imageStroke, "stroke-width": strokeWidth]
        return [
            .line(x1: frame.x, y1: frame.y, x2: frame.maxX, y2: frame.maxY, attributes),
            .line(x1: frame.maxX, y1: frame.y, x2: frame.x, y2: frame.maxY, attributes),
        ]
    }

    private static func textLines(_ node: LaidOutNode, frame: Rect) -> [SVGElement] {
        let fontSize = node.textLayout?.fontSize ?? defaultFontSize
        let lineHeight = node.textLayout?.lineHeight ?? fontSize * (ascent + descent)
        let lines = node.textLayout?.lines ?? node.text.map { [$0] } ?? []
        let halfLeading = (lineHeight - fontSize * (ascent + descent)) / 2
        return lines.enumerated().map { index, line in
            SVGElement("text", [
                "fill": SVGPaint.color(node.color) ?? SVGPaint.textFill,
                "font-family": SVGPaint.fontFamily,
                "font-size": formatNumber(fontSize),
                "x": formatNumber(frame.x),
                "xml:space": "preserve",
                "y": formatNumber(frame.y + Double(index) * lineHeight + halfLeading + fontSize * ascent),
            ], text: line)
        }
    }
}

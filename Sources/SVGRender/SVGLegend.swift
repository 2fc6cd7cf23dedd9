import ViewTree

/// The legend under the drawing: one swatch per colour or pattern the drawing uses, with what
/// it means. Every entry is always shown, in a fixed order, so the legend reads the same in
/// every report.
enum SVGLegend {
    static let entries: [(label: String, style: [String: String])] = [
        ("node at fault", ["fill": "none", "stroke": SVGPaint.violation, "stroke-width": "2"]),
        ("overlap (shared area)", SVGViolationOverlay.style(.overlap)),
        ("overflow past the edge", SVGViolationOverlay.style(.overflow)),
        ("clipped text (ghost)", SVGViolationOverlay.style(.truncation)),
        ("distance, expected", ["fill": SVGPaint.guide, "stroke": "none"]),
        ("zoomed region", ["fill": "none", "stroke": SVGPaint.insetStroke, "stroke-dasharray": "3 2", "stroke-width": "1"]),
    ]
    static let swatch = 14.0
    static let rowHeight = 20.0

    /// The legend starting at `top`, wrapped to `width`; and the box it fills.
    static func elements(top: Double, width: Double) -> (elements: [SVGElement], box: Rect) {
        var output: [SVGElement] = [], x = 0.0, y = top
        for entry in entries {
            let itemWidth = swatch + 6 + SVGLabelPlacer.width(entry.label)
            if x > 0, x + itemWidth > width { x = 0; y += rowHeight }
            var style = entry.style
            style["data-legend"] = entry.label
            output.append(.rect(Rect(x: x, y: y + 2, width: swatch, height: swatch), style))
            output.append(SVGElement("text", [
                "fill": SVGPaint.textFill, "font-family": SVGPaint.fontFamily,
                "font-size": formatNumber(SVGLabelPlacer.fontSize), "x": formatNumber(x + swatch + 6),
                "y": formatNumber(y + 13),
            ], text: entry.label))
            x += itemWidth + 12
        }
        return (output, Rect(x: 0, y: top, width: max(width, 1), height: y + rowHeight - top))
    }
}

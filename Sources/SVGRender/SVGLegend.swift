import ViewTree

/// The legend under the drawing: a swatch for each colour or pattern the drawing uses, with what
/// it means. Entries come in a fixed order, and only for marks the drawing has, so the legend
/// reads the same for the same failure.
enum SVGLegend {
    /// What an entry explains: a kind of mark, the outlines every violation has, or the insets.
    enum Topic: Hashable, Sendable { case outline, mark(SVGViolationMark.Kind), inset }

    /// The entries in their order; the swatches of marks fill with the drawing's own patterns.
    static func entries(_ ids: SVGIDs) -> [(topic: Topic, label: String, style: [String: String])] {
        [
            (.outline, "node at fault", ["fill": "none", "stroke": SVGPaint.violation, "stroke-width": "2"]),
            (.mark(.overlap), "overlap (shared area)", SVGViolationOverlay.style(.overlap, ids: ids)),
            (.mark(.overflow), "overflow past the edge", SVGViolationOverlay.style(.overflow, ids: ids)),
            (.mark(.truncation), "clipped text (ghost)", SVGViolationOverlay.style(.truncation, ids: ids)),
            (.mark(.guide), "distance, expected", ["fill": SVGPaint.guide, "stroke": "none"]),
            (.mark(.target), "minimum touch target", SVGViolationOverlay.style(.target, ids: ids)),
            (.mark(.collapsed), "zero-sized node (drawn wider)", SVGViolationOverlay.style(.collapsed, ids: ids)),
            (.mark(.label), "accessibility label", SVGViolationOverlay.style(.label, ids: ids)),
            (.mark(.contrast), "low contrast: text / background", SVGViolationOverlay.style(.contrast, ids: ids)),
            (.inset, "zoomed region", ["fill": "none", "stroke": SVGPaint.insetStroke, "stroke-dasharray": "3 2", "stroke-width": "1"]),
        ]
    }
    static let swatch = 14.0
    static let rowHeight = 20.0

    /// The topics a drawing with `marks` and `hasInsets` needs explained.
    static func topics(_ marks: [SVGViolationMark?], hasInsets: Bool) -> Set<Topic> {
        var topics: Set<Topic> = [.outline]
        for mark in marks.compactMap({ $0 }) { topics.insert(.mark(mark.kind)) }
        if hasInsets { topics.insert(.inset) }
        return topics
    }

    /// The legend for `topics`, starting at `top`, wrapped to `width`; and the box it fills.
    static func elements(_ topics: Set<Topic>, top: Double, width: Double, ids: SVGIDs) -> (elements: [SVGElement], box: Rect) {
        var output: [SVGElement] = [], x = 0.0, y = top
        for entry in entries(ids) where topics.contains(entry.topic) {
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

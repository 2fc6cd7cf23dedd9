import ViewTree

/// Zoomed insets: for each violation whose mark is small next to the drawing, a magnified copy
/// of the region around it (a nested `<svg viewBox>` that `<use>`s the same layout), numbered
/// like the violation and laid out left to right below the main drawing.
enum SVGInsets {
    /// A mark is small when its box covers less than this share of the drawing, or is thinner
    /// than `thinPixels` once scaled.
    static let smallShare = 0.03
    static let thinPixels = 12.0
    static let side = 240.0
    static let maxZoom = 16.0
    static let gap = 16.0
    static let captionHeight = 18.0
    /// An inset that would not magnify the main drawing at least this much is left out.
    static let minMagnification = 2.0

    static func zoom(_ region: Rect) -> Double { min(maxZoom, side / max(region.width, region.height)) }

    /// The violation indices that get an inset, with the region (root coordinates) each shows.
    static func regions(_ marks: [SVGViolationMark?], bounds: Rect, scale: SVGScale) -> [(index: Int, region: Rect)] {
        marks.enumerated().compactMap { index, mark in
            guard let mark, mark.kind != .guide, let box = extent(mark) else { return nil }
            let share = (box.width * box.height) / max(1, bounds.width * bounds.height)
            guard share < smallShare || min(box.width, box.height) * scale.factor < thinPixels else { return nil }
            let pad = max(8, max(box.width, box.height) / 2)
            let region = Rect(x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad)
            guard zoom(region) / scale.factor >= minMagnification else { return nil }
            return (index, region)
        }
    }

    /// The box of a mark's areas or guide.
    static func extent(_ mark: SVGViolationMark) -> Rect? {
        var boxes = mark.areas
        if let g = mark.guide {
            boxes.append(Rect(x: min(g.0.x, g.1.x), y: min(g.0.y, g.1.y), width: abs(g.1.x - g.0.x), height: abs(g.1.y - g.0.y)))
        }
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { SVGRenderer.union($0, $1) }
    }

    /// The insets' elements, starting at `top`, with the box they fill (which holds each
    /// region's dashed outline on the main drawing too).
    static func elements(_ regions: [(index: Int, region: Rect)], marks: [SVGViolationMark?], scale: SVGScale,
                         ids: SVGIDs, top: Double) -> (elements: [SVGElement], box: Rect?) {
        var output: [SVGElement] = [], x = 0.0, box: Rect?
        for (index, region) in regions {
            let zoom = zoom(region)
            let frame = Rect(x: x, y: top + captionHeight, width: region.width * zoom, height: region.height * zoom)
            var content = [SVGElement("use", ["href": "#\(ids.layout)"])]
            let style = SVGViolationOverlay.style(marks[index]!.kind, ids: ids).merging(["stroke-width": formatNumber(1.5 / zoom)]) { $1 }
            for area in marks[index]!.areas {
                content.append(.rect(area.atLeast(SVGViolationOverlay.minimumSize / zoom), style))
            }
            let viewBox = [region.x, region.y, region.width, region.height].map(formatNumber).joined(separator: " ")
            output.append(SVGElement("svg", ["data-inset": "\(index + 1)", "height": formatNumber(frame.height),
                                             "viewBox": viewBox, "width": formatNumber(frame.width),
                                             "x": formatNumber(frame.x), "y": formatNumber(frame.y)], children: content))
            output.append(.rect(frame, ["fill": "none", "stroke": SVGPaint.insetStroke, "stroke-width": "1"]))
            output.append(.rect(scale.rect(region), ["fill": "none", "stroke": SVGPaint.insetStroke,
                                                     "stroke-dasharray": "3 2", "stroke-width": "1"]))
            let caption = "[\(index + 1)] zoom ×\(formatNumber((zoom / scale.factor * 10).rounded() / 10))"
            output += SVGLabelPlacer.elements(caption, in: Rect(x: x, y: top, width: SVGLabelPlacer.width(caption),
                                                                height: SVGLabelPlacer.height), fill: SVGPaint.insetStroke)
            let whole = Rect(x: x, y: top, width: max(frame.width, SVGLabelPlacer.width(caption)), height: frame.maxY - top)
            box = [scale.rect(region), whole].reduce(box ?? whole) { SVGRenderer.union($0, $1) }
            x = whole.maxX + gap
        }
        return (output, box)
    }
}

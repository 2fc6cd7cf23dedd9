import ViewTree
import TestReport

/// Draws violations on top of the scaled layout, in pixels: each named node outlined, then each
/// violation's mark above everything (overlaps hatched, overflow striped at the offending edge,
/// clipped text ghosted, distance guides with their values), never smaller than `minimumSize`,
/// then the labels `[n] rule · node`, placed so that none overlaps another.
enum SVGViolationOverlay {
    /// A 1-pt sliver still shows: marks are grown to at least this many pixels.
    static let minimumSize = 6.0

    static func elements(for violations: [Violation], marks: [SVGViolationMark?], scale: SVGScale, ids: SVGIDs,
                         placer: inout SVGLabelPlacer) -> [SVGElement] {
        var outlines: [SVGElement] = [], shapes: [SVGElement] = [], labels: [SVGElement] = []
        var outlined: Set<NodePath> = []
        for violation in violations {
            for reference in violation.nodes where outlined.insert(reference.path).inserted {
                outlines.append(.rect(scale.rect(reference.frame), [
                    "data-violation": reference.name, "fill": "none",
                    "stroke": SVGPaint.violation, "stroke-width": "2",
                ]))
            }
        }
        for (index, violation) in violations.enumerated() {
            let mark = marks[index]
            for area in mark?.areas ?? [] {
                let box = scale.rect(area).atLeast(minimumSize)
                if mark!.kind == .overlap { shapes.append(.rect(box, ["fill": SVGPaint.labelFill, "fill-opacity": "0.6"])) }
                shapes.append(.rect(box, style(mark!.kind, ids: ids)))
            }
            if let mark, let guide = mark.guide {
                let a = scale.point(guide.0.x, guide.0.y), b = scale.point(guide.1.x, guide.1.y)
                shapes.append(.line(x1: a.x, y1: a.y, x2: b.x, y2: b.y, [
                    "marker-end": "url(#\(ids.tick))", "marker-start": "url(#\(ids.tick))",
                    "stroke": SVGPaint.guide, "stroke-width": "2",
                ]))
                let text = "[\(index + 1)] \(mark.note ?? "")"
                let anchor = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y)).insetBy(-6)
                placer.blocked.append(anchor)
                labels += SVGLabelPlacer.elements(text, in: placer.place(text, near: anchor, below: true), fill: SVGPaint.guide)
            }
            if let mark, mark.kind == .contrast, let note = mark.note, let area = mark.areas.first {
                labels += contrastNote("[\(index + 1)] \(note)", swatches: mark.swatches,
                                       near: scale.rect(area), placer: &placer)
            }
            for reference in violation.nodes {
                let rule = violation.severity == .warning ? "\(violation.rule) (warning)" : violation.rule
                let text = "[\(index + 1)] \(rule) · \(reference.name)"
                labels += SVGLabelPlacer.elements(text, in: placer.place(text, near: scale.rect(reference.frame)),
                                                  fill: SVGPaint.violation)
            }
        }
        return outlines + shapes + labels
    }

    /// `[n] 2.84:1, needs 4.5:1` after two swatches, the text colour on the background.
    static func contrastNote(_ note: String, swatches: [String], near anchor: Rect,
                             placer: inout SVGLabelPlacer) -> [SVGElement] {
        let indent = Double(swatches.count) * 12
        let box = placer.place(note, near: anchor, below: true, extraWidth: indent)
        var elements = SVGLabelPlacer.elements(note, in: box, fill: SVGPaint.accessibility, indent: indent)
        for (offset, swatch) in swatches.enumerated() {
            let square = Rect(x: box.x + 3 + Double(offset) * 12, y: box.y + 2.5, width: 10, height: 10)
            elements.append(.rect(square, ["data-swatch": swatch, "fill": SVGPaint.color(swatch) ?? "none",
                                           "stroke": SVGPaint.labelFill, "stroke-width": "1"]))
        }
        return elements
    }

    /// The fill and outline of a mark of `kind`.
    static func style(_ kind: SVGViolationMark.Kind, ids: SVGIDs) -> [String: String] {
        switch kind {
        case .overlap:
            ["data-mark": "overlap", "fill": "url(#\(ids.hatch))", "stroke": SVGPaint.violation, "stroke-width": "1.5"]
        case .overflow:
            ["data-mark": "overflow", "fill": "url(#\(ids.stripes))", "stroke": SVGPaint.overflow, "stroke-width": "1.5"]
        case .truncation:
            ["data-mark": "truncation", "fill": SVGPaint.truncation, "fill-opacity": "0.15",
             "stroke": SVGPaint.truncation, "stroke-dasharray": "4 3", "stroke-width": "1.5"]
        case .guide:
            ["fill": "none", "stroke": SVGPaint.guide]
        case .target:
            ["data-mark": "target", "fill": SVGPaint.violation, "fill-opacity": "0.08", "stroke": SVGPaint.violation,
             "stroke-dasharray": "6 3", "stroke-width": "1.5"]
        case .collapsed:
            ["data-mark": "collapsed", "fill": SVGPaint.violation, "fill-opacity": "0.4", "stroke": SVGPaint.violation,
             "stroke-width": "1.5"]
        case .label:
            ["data-mark": "label", "fill": SVGPaint.accessibility, "fill-opacity": "0.15", "stroke": SVGPaint.accessibility,
             "stroke-dasharray": "2 2", "stroke-width": "1.5"]
        case .contrast:
            ["data-mark": "contrast", "fill": "none", "stroke": SVGPaint.accessibility, "stroke-dasharray": "4 2",
             "stroke-width": "2"]
        }
    }

    /// The patterns and markers the marks use.
    static func definitions(_ ids: SVGIDs) -> SVGElement {
        func pattern(_ id: String, _ color: String, _ angle: String) -> SVGElement {
            let stripe = SVGElement.line(x1: 0, y1: 0, x2: 0, y2: 6,
                                         ["stroke": color, "stroke-opacity": "0.7", "stroke-width": "3"])
            return SVGElement("pattern", ["height": "6", "id": id, "patternTransform": "rotate(\(angle))",
                                          "patternUnits": "userSpaceOnUse", "width": "6"], children: [stripe])
        }
        let tick = SVGElement("marker", ["id": ids.tick, "markerHeight": "10", "markerWidth": "4", "orient": "auto",
                                         "refX": "2", "refY": "5", "viewBox": "0 0 4 10"],
                              children: [.rect(Rect(x: 1, y: 0, width: 2, height: 10), ["fill": SVGPaint.guide])])
        return SVGElement("defs", children: [
            pattern(ids.hatch, SVGPaint.violation, "45"), pattern(ids.stripes, SVGPaint.overflow, "-45"), tick,
        ])
    }
}

import ViewTree
import TestReport

/// Draws violations on top of the layout: the area at fault hatched (the shared area of an
/// overlap, the part of a node outside its bounds), each named node outlined, and a numbered
/// label `[n] rule · node` above each outline, moved up until it clears earlier labels.
enum SVGViolationOverlay {
    static let labelFontSize = 11.0
    static let labelHeight = 15.0

    /// The overlay's elements, and the label boxes (which may reach above the layout).
    static func elements(for violations: [Violation]) -> (elements: [SVGElement], labels: [Rect]) {
        var hatches: [SVGElement] = [], outlines: [SVGElement] = [], labels: [SVGElement] = []
        var outlined: Set<NodePath> = []
        var placed: [Rect] = []
        for (index, violation) in violations.enumerated() {
            for area in faultAreas(violation) {
                hatches.append(.rect(area, ["fill": "url(#\(SVGPaint.hatchID))", "stroke": "none"]))
            }
            for reference in violation.nodes {
                if outlined.insert(reference.path).inserted {
                    outlines.append(.rect(reference.frame, [
                        "data-violation": reference.name, "fill": "none",
                        "stroke": SVGPaint.violation, "stroke-width": "2",
                    ]))
                }
                labels += label("[\(index + 1)] \(violation.rule) · \(reference.name)",
                                above: reference.frame, avoiding: &placed)
            }
        }
        return (hatches + outlines + labels, placed)
    }

    /// The hatch pattern the fault areas are filled with.
    static var definitions: SVGElement {
        let stripe = SVGElement.line(x1: 0, y1: 0, x2: 0, y2: 6,
                                     ["stroke": SVGPaint.violation, "stroke-opacity": "0.6", "stroke-width": "3"])
        return SVGElement("defs", children: [
            SVGElement("pattern", ["height": "6", "id": SVGPaint.hatchID, "patternTransform": "rotate(45)",
                                   "patternUnits": "userSpaceOnUse", "width": "6"], children: [stripe]),
        ])
    }

    /// Overlaps hatch what every pair of nodes shares; bounds rules hatch the first node's part
    /// outside the second (the container).
    static func faultAreas(_ violation: Violation) -> [Rect] {
        let rule = violation.rule.lowercased()
        let frames = violation.nodes.map(\.frame)
        if rule.contains("overlap") {
            var areas: [Rect] = []
            for i in frames.indices { for j in frames.indices where j > i {
                if let shared = frames[i].intersection(frames[j]) { areas.append(shared) }
            } }
            return areas
        }
        if rule.contains("bounds"), frames.count >= 2 { return outside(frames[0], of: frames[1]) }
        return []
    }

    /// `inner` minus `outer`, as up to four bands: above, below, left, right.
    static func outside(_ inner: Rect, of outer: Rect) -> [Rect] {
        var bands: [Rect] = []
        let top = max(inner.y, outer.y), bottom = min(inner.maxY, outer.maxY)
        if inner.y < outer.y {
            bands.append(Rect(x: inner.x, y: inner.y, width: inner.width, height: min(inner.maxY, outer.y) - inner.y))
        }
        if inner.maxY > outer.maxY {
            let start = max(inner.y, outer.maxY)
            bands.append(Rect(x: inner.x, y: start, width: inner.width, height: inner.maxY - start))
        }
        if bottom > top {
            if inner.x < outer.x {
                bands.append(Rect(x: inner.x, y: top, width: min(inner.maxX, outer.x) - inner.x, height: bottom - top))
            }
            if inner.maxX > outer.maxX {
                let start = max(inner.x, outer.maxX)
                bands.append(Rect(x: start, y: top, width: inner.maxX - start, height: bottom - top))
            }
        }
        return bands.filter { $0.width > 0 && $0.height > 0 }
    }

    private static func label(_ text: String, above frame: Rect, avoiding placed: inout [Rect]) -> [SVGElement] {
        let width = Double(text.count) * labelFontSize * 0.58 + 6
        var box = Rect(x: frame.x, y: frame.y - labelHeight - 1, width: width, height: labelHeight)
        while placed.contains(where: { $0.intersection(box) != nil }) { box.y -= labelHeight + 1 }
        placed.append(box)
        return [
            .rect(box, ["fill": SVGPaint.violation, "rx": "2"]),
            SVGElement("text", [
                "fill": SVGPaint.labelFill, "font-family": SVGPaint.fontFamily,
                "font-size": formatNumber(labelFontSize), "x": formatNumber(box.x + 3),
                "xml:space": "preserve", "y": formatNumber(box.y + 11),
            ], text: text),
        ]
    }
}

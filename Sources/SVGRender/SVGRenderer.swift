import ViewTree
import TestReport

/// Deterministic SVG of a laid-out tree with its violations drawn on top.
///
/// The output depends only on the arguments: numbers go through `formatNumber`, attributes are
/// sorted, ids derive from node paths, and nothing names a file or a time. The layout is drawn
/// once, in root coordinates, inside `<defs>`; the main drawing `<use>`s it scaled (`SVGScale`)
/// and each zoomed inset `<use>`s it magnified. Marks, labels, insets and the legend are in
/// pixels. The `viewBox` is the drawing's pixel size plus `margin`, and so are `width` and
/// `height`: a viewer shows it at its natural size, labels as large as they were drawn; the
/// report's stylesheet fits it to a wide panel, and lets a narrow one scroll instead.
public enum SVGRenderer {
    public static let margin = 8.0
    static let sectionGap = 16.0

    /// `idPrefix` starts every id of the drawing (see `SVGIDs`): letters, digits and hyphens,
    /// different for each drawing a page inlines.
    public static func render(_ root: LaidOutNode, violations: [Violation], title: String? = nil,
                              idPrefix: String = "lw") -> String {
        let ids = SVGIDs(prefix: idPrefix)
        let marks = violations.map { SVGViolationMarks.mark($0, in: root) }
        var bounds = Rect.zero
        root.forEachNode { _, _, frame in bounds = union(bounds, frame) }
        for reference in violations.flatMap(\.nodes) { bounds = union(bounds, reference.frame) }
        for area in marks.compactMap({ $0 }).flatMap(\.areas) { bounds = union(bounds, area) }
        let scale = SVGScale(bounds: bounds)
        let drawing = scale.rect(bounds)

        var placer = SVGLabelPlacer()
        placer.blocked = marks.compactMap { $0 }.flatMap(\.areas).map { scale.rect($0).atLeast(SVGViolationOverlay.minimumSize) }
        let overlay = SVGViolationOverlay.elements(for: violations, marks: marks, scale: scale, ids: ids, placer: &placer)
        var content = placer.placed.reduce(drawing) { union($0, $1) }
        let regions = SVGInsets.regions(marks, bounds: bounds, scale: scale)
        let insets = SVGInsets.elements(regions, marks: marks, scale: scale, ids: ids, top: content.maxY + sectionGap)
        if let box = insets.box { content = union(content, box) }
        let legend = violations.isEmpty ? nil : SVGLegend.elements(SVGLegend.topics(marks, hasInsets: !regions.isEmpty),
                                                                   top: content.maxY + sectionGap, width: max(content.width, 480), ids: ids)
        if let legend { content = union(content, legend.box) }
        let canvas = Rect(x: content.x - margin, y: content.y - margin,
                          width: content.width + 2 * margin, height: content.height + 2 * margin)

        var children: [SVGElement] = []
        if let title { children.append(SVGElement("title", text: title)) }
        var definitions = violations.isEmpty ? SVGElement("defs") : SVGViolationOverlay.definitions(ids)
        definitions.children.append(SVGElement("g", ["id": ids.layout],
                                               children: SVGNodeDrawing.elements(for: root, strokeWidth: 1 / scale.factor, ids: ids)))
        children.append(definitions)
        children.append(.rect(canvas, ["fill": SVGPaint.canvasFill]))
        children.append(SVGElement("use", ["href": "#\(ids.layout)", "transform": scale.transform]))
        children += overlay + insets.elements + (legend?.elements ?? [])
        let svg = SVGElement("svg", [
            "class": "layoutwatch-layout",
            "height": formatNumber(canvas.height),
            "preserveAspectRatio": "xMinYMin meet",
            "role": "img",
            "viewBox": [canvas.x, canvas.y, canvas.width, canvas.height].map(formatNumber).joined(separator: " "),
            "width": formatNumber(canvas.width),
            "xmlns": "http://www.w3.org/2000/svg",
        ], children: children)
        var output = ""
        svg.write(into: &output, depth: 0)
        return output
    }

    /// The smallest box holding both; non-finite frames are left out.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        guard [b.x, b.y, b.width, b.height].allSatisfy(\.isFinite) else { return a }
        let left = min(a.x, b.x), top = min(a.y, b.y)
        let right = max(a.maxX, b.maxX), bottom = max(a.maxY, b.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

import ViewTree
import TestReport

/// Deterministic SVG of a laid-out tree with its violations drawn on top.
///
/// The output depends only on the arguments: numbers go through `formatNumber`, attributes are
/// sorted, ids derive from node paths, and nothing names a file or a time. The layout is drawn
/// once, in root coordinates, inside `<defs>`; the main drawing `<use>`s it scaled (`SVGScale`)
/// and each zoomed inset `<use>`s it magnified. Marks, labels, insets and the legend are in
/// pixels. The `viewBox` is the drawing's pixel size plus `margin`, and `width="100%"` lets
/// the report's panel scale it.
public enum SVGRenderer {
    public static let margin = 8.0
    static let layoutID = "lw-layout"
    static let sectionGap = 16.0

    public static func render(_ root: LaidOutNode, violations: [Violation], title: String? = nil) -> String {
        let marks = violations.map { SVGViolationMarks.mark($0, in: root) }
        var bounds = Rect.zero
        root.forEachNode { _, _, frame in bounds = union(bounds, frame) }
        for reference in violations.flatMap(\.nodes) { bounds = union(bounds, reference.frame) }
        for area in marks.compactMap({ $0 }).flatMap(\.areas) { bounds = union(bounds, area) }
        let scale = SVGScale(bounds: bounds)
        let drawing = scale.rect(bounds)

        var placer = SVGLabelPlacer()
        placer.blocked = marks.compactMap { $0 }.flatMap(\.areas).map { scale.rect($0).atLeast(SVGViolationOverlay.minimumSize) }
        let overlay = SVGViolationOverlay.elements(for: violations, marks: marks, scale: scale, placer: &placer)
        var content = placer.placed.reduce(drawing) { union($0, $1) }
        let regions = SVGInsets.regions(marks, bounds: bounds, scale: scale)
        let insets = SVGInsets.elements(regions, marks: marks, scale: scale, top: content.maxY + sectionGap)
        if let box = insets.box { content = union(content, box) }
        let legend = violations.isEmpty ? nil : SVGLegend.elements(SVGLegend.topics(marks, hasInsets: !regions.isEmpty),
                                                                   top: content.maxY + sectionGap, width: max(content.width, 480))
        if let legend { content = union(content, legend.box) }
        let canvas = Rect(x: content.x - margin, y: content.y - margin,
                          width: content.width + 2 * margin, height: content.height + 2 * margin)

        var children: [SVGElement] = []
        if let title { children.append(SVGElement("title", text: title)) }
        var definitions = violations.isEmpty ? SVGElement("defs") : SVGViolationOverlay.definitions
        definitions.children.append(SVGElement("g", ["id": layoutID], children: SVGNodeDrawing.elements(for: root, strokeWidth: 1 / scale.factor)))
        children.append(definitions)
        children.append(.rect(canvas, ["fill": SVGPaint.canvasFill]))
        children.append(SVGElement("use", ["href": "#\(layoutID)", "transform": scale.transform]))
        children += overlay + insets.elements + (legend?.elements ?? [])
        let svg = SVGElement("svg", [
            "class": "layoutwatch-layout",
            "preserveAspectRatio": "xMinYMin meet",
            "role": "img",
            "viewBox": [canvas.x, canvas.y, canvas.width, canvas.height].map(formatNumber).joined(separator: " "),
            "width": "100%",
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

import ViewTree
import TestReport

/// Deterministic SVG of a laid-out tree with its violations drawn on top.
///
/// The output depends only on the arguments: numbers go through `formatNumber`, attributes are
/// sorted, ids derive from node paths, and nothing names a file or a time. The drawing's
/// coordinates are the tree's root coordinates; the view box grows to show nodes outside the
/// root and the violation labels, with a margin of `SVGRenderer.margin`.
public enum SVGRenderer {
    public static let margin = 8.0

    public static func render(_ root: LaidOutNode, violations: [Violation], title: String? = nil) -> String {
        let nodes = SVGNodeDrawing.elements(for: root)
        let overlay = SVGViolationOverlay.elements(for: violations)
        var bounds = Rect.zero
        root.forEachNode { _, _, frame in bounds = union(bounds, frame) }
        for reference in violations.flatMap(\.nodes) { bounds = union(bounds, reference.frame) }
        for label in overlay.labels { bounds = union(bounds, label) }
        let canvas = Rect(x: bounds.x - margin, y: bounds.y - margin,
                          width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)

        var children: [SVGElement] = []
        if let title { children.append(SVGElement("title", text: title)) }
        if !violations.isEmpty { children.append(SVGViolationOverlay.definitions) }
        children.append(.rect(canvas, ["fill": SVGPaint.canvasFill]))
        children += nodes + overlay.elements
        let svg = SVGElement("svg", [
            "class": "layoutwatch-layout",
            "height": formatNumber(canvas.height),
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

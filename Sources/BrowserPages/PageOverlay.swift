import TestReport
import ViewTree

/// Draws violations over the page, as the SVG does over a tree: each violation's nodes
/// outlined (red for errors, amber for warnings) and numbered `[n] rule · node` in the
/// violations' order (a label that would cover an earlier one moves down). The drawing is one element (`#layoutwatch-overlay`) above everything,
/// which `remove` takes away again.
public enum PageOverlay {
    /// The id of the overlay's element in the page.
    public static let elementID = "layoutwatch-overlay"
    /// The outline colour of an error (sampled by the tests).
    public static let errorColor = "rgb(230, 0, 35)"
    static let warningColor = "rgb(230, 140, 0)"

    /// The script that draws `violations` (their frames in document coordinates).
    public static func draw(_ violations: [Violation]) -> String {
        var shapes: [String] = []
        for (index, violation) in violations.enumerated() {
            let color = violation.severity == .error ? errorColor : warningColor
            for (position, node) in violation.nodes.enumerated() {
                let frame = node.frame
                guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) else { continue }
                let label = position == 0 ? "[\(index + 1)] \(violation.rule) · \(node.name)" : nil
                shapes.append("[\(frame.x),\(frame.y),\(frame.width),\(frame.height),\(JSONValue.quoted(color)),\(label.map(JSONValue.quoted) ?? "null")]")
            }
        }
        return """
            (() => { const old = document.getElementById('\(elementID)'); if (old) { old.remove(); }
              const layer = document.createElement('div'); layer.id = '\(elementID)';
              layer.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;z-index:2147483647;pointer-events:none;';
              const placed = [];
              for (const [x, y, w, h, color, label] of [\(shapes.joined(separator: ","))]) {
                const box = document.createElement('div');
                box.style.cssText = `position:absolute;box-sizing:border-box;left:${x - 2}px;top:${y - 2}px;width:${w + 4}px;height:${h + 4}px;border:2px solid ${color};background:transparent;`;
                layer.appendChild(box);
                if (label) { const tag = document.createElement('div'); tag.textContent = label;
                  const left = Math.max(0, x - 2); let top = Math.max(0, y - 18);
                  while (placed.some(([l, t]) => Math.abs(l - left) < 120 && Math.abs(t - top) < 16)) { top += 16; }
                  placed.push([left, top]);
                  tag.style.cssText = `position:absolute;left:${left}px;top:${top}px;font:11px/14px sans-serif;color:#fff;background:${color};padding:1px 4px;white-space:nowrap;opacity:0.85;`;
                  layer.appendChild(tag); }
              }
              document.documentElement.appendChild(layer); return String(layer.childElementCount); })()
            """
    }

    /// The script that removes the drawing.
    public static let remove = "(() => { const old = document.getElementById('\(elementID)'); if (old) { old.remove(); } return 'ok'; })()"
}

import TestReport
import ViewTree

/// A flex container whose in-flow children do not fit it: the children's extent past the
/// container's border box, per edge (`leading`/`trailing` by the writing direction, `top`/`bottom`).
/// Absolutely placed children are out of flow and no part of it; so is a hidden container.
public struct FlexOverflowCheck: LayoutCheck {
    public let rule = "flexOverflow"
    public var severity: Severity
    public var tolerance: Double

    public init(tolerance: Double = 0.01, severity: Severity = .error) {
        self.tolerance = tolerance
        self.severity = severity
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        var found: [Violation] = []
        var children: [Int: [Int]] = [:]
        for (index, entry) in tree.entries.enumerated() {
            if let parent = entry.parent, entry.paints, entry.node.traits?.absolute != true, !isEmpty(entry.frame) {
                children[parent, default: []].append(index)
            }
        }
        for (index, container) in tree.entries.enumerated() where container.paints {
            guard let inFlow = children[index] else { continue }
            let direction = container.node.traits?.flexDirection ?? .row
            let frames = inFlow.map { tree.entries[$0].frame }
            let box = container.frame
            let past = (left: box.x - (frames.map(\.x).min() ?? box.x),
                        right: (frames.map(\.maxX).max() ?? box.maxX) - box.maxX,
                        top: box.y - (frames.map(\.y).min() ?? box.y),
                        bottom: (frames.map(\.maxY).max() ?? box.maxY) - box.maxY)
            let names = Self.edgeNames(rtl: container.node.traits?.rtl == true)
            let edges = [(names.left, past.left), (names.right, past.right), (names.top, past.top),
                         (names.bottom, past.bottom)].filter { $0.1 > tolerance }
            guard !edges.isEmpty else { continue }
            let amounts = edges.map { "its \($0.0) edge by \(formatNumber($0.1)) pt" }.joined(separator: " and ")
            let kind = direction == .row || direction == .rowReverse ? "row" : "column"
            let message = "\(kind) \(container.reference.name) \(describe(box)) overflows \(amounts)"
            found.append(Violation(rule: rule, message: message, nodes: [container.reference], severity: severity))
        }
        return found
    }

    /// Left and right by the writing direction (leading is where a line starts), as SwiftUI
    /// names them; the flex direction does not change them.
    static func edgeNames(rtl: Bool) -> (left: String, right: String, top: String, bottom: String) {
        (rtl ? "trailing" : "leading", rtl ? "leading" : "trailing", "top", "bottom")
    }
}

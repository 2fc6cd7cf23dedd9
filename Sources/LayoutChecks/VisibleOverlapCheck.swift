import TestReport
import ViewTree

/// Two painted nodes anywhere in the tree whose shown areas share room: siblings, cousins, an
/// absolutely placed badge over a node of another branch. A node and its own descendants never
/// overlap. What an `overflow`-clipping ancestor cuts away, `opacity: 0`, `visibility: hidden`
/// and `display: none` do not count, nor do containers that only lay out (no background, no
/// text, not interactive; their children are checked instead) and spacers. A pair stacked apart by a declared `z-index` (one above
/// the other below their nearest common ancestor) is intended layering and is not reported.
public struct VisibleOverlapCheck: LayoutCheck {
    public let rule = "overlap"
    public var severity: Severity
    /// Shared room under this many points on a side is forgiven (sub-pixel rounding).
    public var tolerance: Double

    public init(tolerance: Double = 0.01, severity: Severity = .error) {
        self.tolerance = tolerance
        self.severity = severity
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        let shown = tree.entries.indices.filter { tree.entries[$0].isShown && Self.paintsItself(tree.entries[$0].node) }
        var found: [Violation] = []
        for (i, first) in shown.enumerated() {
            for second in shown[(i + 1)...] {
                let a = tree.entries[first], b = tree.entries[second]
                guard let areaA = a.shown, let areaB = b.shown, let shared = areaA.intersection(areaB),
                      shared.width > tolerance, shared.height > tolerance,
                      !tree.isAncestor(first, of: second) else { continue }
                let common = tree.commonAncestor(first, second)
                guard tree.stackLevel(of: first, below: common) == tree.stackLevel(of: second, below: common)
                else { continue }
                let message = "\(a.reference.name) \(describe(a.frame)) overlaps \(b.reference.name) \(describe(b.frame))"
                    + " by \(formatNumber(shared.width))×\(formatNumber(shared.height))"
                    + " at (\(formatNumber(shared.x)), \(formatNumber(shared.y)))"
                found.append(Violation(rule: rule, message: message, nodes: [a.reference, b.reference],
                                       severity: severity))
            }
        }
        return found
    }

    static func paintsItself(_ node: LaidOutNode) -> Bool {
        if node.role?.lowercased() == "spacer" { return false }
        return node.children.isEmpty || node.backgroundColor != nil || node.text != nil || node.isInteractive
    }
}

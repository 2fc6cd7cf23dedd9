import TestReport
import ViewTree

/// One node of a flattened tree as a user's finger meets it: where it is, what its clipping
/// ancestors leave of it, and whether it paints.
public struct HitNode: Sendable {
    public let node: LaidOutNode
    public let path: NodePath
    /// The border box in root coordinates.
    public let frame: Rect
    /// The frame cut by every clipping ancestor; `nil` when they cut it all away.
    public let shown: Rect?
    /// Makes a box, is not `visibility: hidden` and has no `opacity: 0` on itself or above.
    public let paints: Bool
    /// `root/0/2#save (button)`.
    public var name: String { node.displayName(at: path) }
}

extension FlatTree {
    /// Every node in paint order (pre-order).
    public var hitNodes: [HitNode] { entries.map(Self.hitNode) }

    /// The topmost node a touch at (`x`, `y`) lands on: among the painted nodes whose shown area
    /// holds the point and that paint something or take touches (layout-only containers let
    /// touches through, as the overlap check lets them overlap), the one stacked highest — by a
    /// declared `z-index` under the common ancestor, then by paint order.
    public func topmost(x: Double, y: Double) -> HitNode? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.paints && VisibleOverlapCheck.paintsItself(entry.node) {
            guard let shown = entry.shown, shown.contains(x: x, y: y) else { continue }
            guard let current = best else {
                best = index
                continue
            }
            if isStacked(index, above: current) { best = index }
        }
        return best.map { Self.hitNode(entries[$0]) }
    }

    /// Whether `index`, painted after `other`, is drawn above it.
    private func isStacked(_ index: Int, above other: Int) -> Bool {
        if isAncestor(other, of: index) { return true }
        let common = commonAncestor(index, other)
        let mine = stackLevel(of: index, below: common), theirs = stackLevel(of: other, below: common)
        return mine != theirs ? mine > theirs : index > other
    }

    private static func hitNode(_ entry: Entry) -> HitNode {
        HitNode(node: entry.node, path: entry.path, frame: entry.frame, shown: entry.shown, paints: entry.paints)
    }
}

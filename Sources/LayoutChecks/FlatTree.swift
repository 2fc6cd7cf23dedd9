import TestReport
import ViewTree

/// The laid-out tree flattened in paint order (pre-order) for the checks that look across
/// branches: each node with its absolute frame, what its clipping ancestors leave of it, and
/// whether it paints at all. `LayoutChecks.run` flattens a tree once for all its checks.
public struct FlatTree: Sendable {
    struct Entry: Sendable {
        let node: LaidOutNode
        let path: NodePath
        /// The border box in root coordinates.
        let frame: Rect
        /// The frame cut by every `overflow`-clipping ancestor; `nil` when nothing is left.
        let shown: Rect?
        /// Makes a box, is not `visibility: hidden` and has no `opacity: 0` on itself or above.
        let paints: Bool
        let parent: Int?
        var reference: NodeReference { NodeReference(path: path, id: node.id, frame: frame) }
        /// Visible with room to show: what overlap, duplicates and touch targets look at.
        var isShown: Bool { paints && shown.map { !isEmpty($0) } == true }
    }

    private(set) var entries: [Entry] = []

    public let root: LaidOutNode

    public init(_ root: LaidOutNode) {
        self.root = root
        visit(root, path: NodePath(), origin: (0, 0), clip: nil, hidden: false, transparent: false, parent: nil)
    }

    private mutating func visit(_ node: LaidOutNode, path: NodePath, origin: (Double, Double), clip: Rect?,
                                hidden: Bool, transparent: Bool, parent: Int?) {
        let frame = node.frame.offsetBy(dx: origin.0, dy: origin.1)
        let traits = node.traits ?? CheckTraits()
        let isHidden = traits.visibility.map { $0 == .hidden } ?? hidden
        let isTransparent = transparent || traits.opacity <= 0
        let shown = clip.map { $0.intersection(frame) } ?? frame
        let index = entries.count
        entries.append(Entry(node: node, path: path, frame: frame, shown: shown,
                             paints: traits.makesBox && !isHidden && !isTransparent, parent: parent))
        let childClip = node.clips ? (shown ?? .zero) : clip
        for (offset, child) in node.children.enumerated() {
            visit(child, path: path.appending(offset), origin: (frame.x, frame.y), clip: childClip,
                  hidden: isHidden, transparent: isTransparent, parent: index)
        }
    }

    /// The indices from the root down to `index`, both included.
    func lineage(_ index: Int) -> [Int] {
        var chain = [index]
        while let up = entries[chain[chain.count - 1]].parent { chain.append(up) }
        return chain.reversed()
    }

    func isAncestor(_ candidate: Int, of index: Int) -> Bool {
        var current = entries[index].parent
        while let up = current {
            if up == candidate { return true }
            current = entries[up].parent
        }
        return false
    }

    /// The declared `z-index` that stacks `index` among the other descendants of `ancestor`:
    /// the first one declared on the way down from `ancestor`'s child; 0 when none is.
    func stackLevel(of index: Int, below ancestor: Int) -> Int {
        for step in lineage(index).drop(while: { $0 != ancestor }).dropFirst() {
            if let z = entries[step].node.traits?.zIndex { return z }
        }
        return 0
    }

    /// The deepest node that is an ancestor-or-self of both.
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        let left = lineage(a), right = lineage(b)
        var common = 0
        for (x, y) in zip(left, right) where x == y { common = x }
        return common
    }
}

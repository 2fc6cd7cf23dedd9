import TestReport
import ViewTree

/// The laid-out tree flattened in paint order (pre-order) for the checks that look across
/// branches: each node with its absolute frame, what its clipping ancestors leave of it, and
/// whether it paints at all. `LayoutChecks.run` flattens a tree once for all its checks.
public struct FlatTree: Sendable {
    /// One node of the tree, as a check sees it.
    public struct Entry: Sendable {
        public let node: LaidOutNode
        public let path: NodePath
        /// The border box in root coordinates.
        public let frame: Rect
        /// The frame cut by every `overflow`-clipping ancestor; `nil` when nothing is left.
        public let shown: Rect?
        /// Makes a box, is not `visibility: hidden` and has no `opacity: 0` on itself or above.
        public let paints: Bool
        /// The index of the parent's entry; `nil` for the root.
        public let parent: Int?
        public var id: String? { node.id }
        /// What a violation names: the path, the id and the frame in root coordinates.
        public var reference: NodeReference { NodeReference(path: path, id: node.id, frame: frame) }
        /// Visible with room to show: what overlap, duplicates and touch targets look at.
        public var isShown: Bool { paints && shown.map { !isEmpty($0) } == true }
    }

    private(set) var entries: [Entry] = []

    /// Every node in paint order (pre-order), the root first.
    public var nodes: [Entry] { entries }

    public let root: LaidOutNode

    public init(_ root: LaidOutNode) {
        self.root = root
        // An explicit stack: a tree thousands of levels deep takes no call stack per level.
        var pending = [Pending(node: root, path: NodePath(), origin: (0, 0), clip: nil, hidden: false,
                               transparent: false, parent: nil)]
        while let item = pending.popLast() {
            let index = entries.count
            let (entry, childClip, hidden, transparent) = Self.entry(for: item)
            entries.append(entry)
            for (offset, child) in item.node.children.enumerated().reversed() {
                pending.append(Pending(node: child, path: item.path.appending(offset), origin: (entry.frame.x, entry.frame.y),
                                       clip: childClip, hidden: hidden, transparent: transparent, parent: index))
            }
        }
    }

    private struct Pending {
        let node: LaidOutNode
        let path: NodePath
        let origin: (Double, Double)
        /// What the clipping ancestors leave visible, in root coordinates.
        let clip: Rect?
        let hidden: Bool
        let transparent: Bool
        let parent: Int?
    }

    /// The entry of one node, and what its children inherit: the clip, `visibility: hidden`
    /// and `opacity: 0`.
    private static func entry(for item: Pending) -> (Entry, clip: Rect?, hidden: Bool, transparent: Bool) {
        let node = item.node
        let frame = node.frame.offsetBy(dx: item.origin.0, dy: item.origin.1)
        let traits = node.traits ?? CheckTraits()
        let hidden = traits.visibility.map { $0 == .hidden } ?? item.hidden
        let transparent = item.transparent || traits.opacity <= 0
        let shown = item.clip.map { $0.intersection(frame) } ?? frame
        let entry = Entry(node: node, path: item.path, frame: frame, shown: shown,
                          paints: traits.makesBox && !hidden && !transparent, parent: item.parent)
        return (entry, node.clips ? (shown ?? .zero) : item.clip, hidden, transparent)
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

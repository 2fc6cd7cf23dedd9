import ViewTree

/// The nodes an edit touched, as `LayoutSession.layout(_:changed:available:direction:)` is
/// told them, made a tree: at each node on a path, the children that lead on to a named node. An
/// edited node's subtree is compared in full; the ancestors of one are compared by their own
/// fields; every other node is taken to be the previous tree's node at its place.
struct ChangedPaths {
    /// Whether this node is one the caller named (its whole subtree is compared).
    var edited = false
    /// The children leading on to a named node, by ascending index, and what lies below each.
    var nextIndices: [Int] = []
    var next: [ChangedPaths] = []

    init(_ paths: [NodePath]) {
        for path in paths { insert(path.indices[...]) }
    }

    private init() {}

    private mutating func insert(_ indices: ArraySlice<Int>) {
        guard let first = indices.first else {
            edited = true
            return
        }
        // Sorted insertion: a handful of paths, looked up in order by `LayoutReuse`.
        let position = nextIndices.firstIndex { $0 >= first } ?? nextIndices.endIndex
        if position == nextIndices.endIndex || nextIndices[position] != first {
            nextIndices.insert(first, at: position)
            next.insert(ChangedPaths(), at: position)
        }
        next[position].insert(indices.dropFirst())
    }

    /// The deepest the named subtrees of `node` (the node at this point of the paths) reach
    /// below it, as far as `FlexLayoutEngine.depth` counts: a session's tree is at most that
    /// deep, or as deep as the previous one. Paths that leave the tree count for nothing.
    func depth(below node: ViewNode) -> Int {
        var deepest = edited ? FlexLayoutEngine.depth(of: node) : 0
        for (index, paths) in zip(nextIndices, next) where node.children.indices.contains(index) {
            deepest = max(deepest, 1 + paths.depth(below: node.children[index]))
        }
        return min(deepest, FlexLayoutEngine.depthCounted + 1)
    }
}

/// Editing a tree in place, as a relayout after one node's change does: only the arrays along
/// the path are copied, every other subtree keeps its storage (which `LayoutSession` uses to see
/// what did not change).
extension ViewNode {
    /// The child indices down to a leaf, taking the middle child at each level.
    public var middleLeafPath: [Int] {
        var path: [Int] = []
        var node = self
        while !node.children.isEmpty {
            path.append(node.children.count / 2)
            node = node.children[node.children.count / 2]
        }
        return path
    }

    /// Applies `change` to the node at `path` (child indices from this node).
    public mutating func modify(at path: ArraySlice<Int>, _ change: (inout ViewNode) -> Void) {
        guard let first = path.first else { return change(&self) }
        children[first].modify(at: path.dropFirst(), change)
    }
}

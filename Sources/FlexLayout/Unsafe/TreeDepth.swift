import ViewTree

extension FlexLayoutEngine {
    /// The tree's depth, counted only as far as `limit + 1` (so the walk stays shallow).
    static func depth(of node: ViewNode, limit: Int = depthCounted) -> Int {
        // Safe: the pointer is used only during the call, while `node` is borrowed.
        unsafe withUnsafePointer(to: node) { unsafe depth(at: $0, limit: limit) }
    }

    /// Walks the nodes in place (passing each child node on copied it, 816 bytes, every string
    /// retained: 6 % of a cold layout of the `deep` bench tree), depth first with a path of its
    /// own: recursing took more stack than a small thread has before it knew the tree was deep.
    // Safe: the walk only reads, while the caller borrows the whole tree (`depth(of:)`): no
    // array below the root can be freed or move, so the buffers on `path` stay valid.
    @unsafe
    private static func depth(at root: UnsafePointer<ViewNode>, limit: Int) -> Int {
        guard limit > 0, unsafe !root.pointee.children.isEmpty else { return 1 }
        // The children of each node on the path, and the next of them to look at; the tree is
        // borrowed for the walk, so their storage stays where it is.
        func children(_ node: UnsafePointer<ViewNode>) -> UnsafeBufferPointer<ViewNode> {
            unsafe node.pointee.children.withUnsafeBufferPointer { unsafe $0 }
        }
        var path = unsafe [(children: children(root), next: 0)]
        var deepest = 2
        while let (nodes, next) = unsafe path.last {
            guard next < nodes.count else {
                unsafe path.removeLast()
                continue
            }
            unsafe path[path.count - 1].next = next + 1
            let child = unsafe nodes.baseAddress! + next
            guard unsafe !child.pointee.children.isEmpty else { continue }
            deepest = unsafe max(deepest, path.count + 2)  // the child's children's level
            if deepest > limit { return limit + 1 }
            unsafe path.append((children(child), 0))
        }
        return deepest
    }
}

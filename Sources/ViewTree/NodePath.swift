/// Where a node sits in a tree: child indices from the root, printed as `root/0/2` with the
/// node's id when it has one (`root/0/2#title`).
public struct NodePath: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
    public var indices: [Int]
    public init(_ indices: [Int] = []) { self.indices = indices }
    public func appending(_ index: Int) -> NodePath { NodePath(indices + [index]) }
    /// Whether this path is `ancestor` or lies below it.
    public func isWithin(_ ancestor: NodePath) -> Bool { indices.starts(with: ancestor.indices) }
    public var description: String { (["root"] + indices.map(String.init)).joined(separator: "/") }
    public static func < (lhs: NodePath, rhs: NodePath) -> Bool {
        lhs.indices.lexicographicallyPrecedes(rhs.indices)
    }
}

extension LaidOutNode {
    /// The node at `path`, or `nil` when the path leaves the tree.
    public func node(at path: NodePath) -> LaidOutNode? {
        var node = self
        for index in path.indices {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// Visits every node depth-first with its path and its frame in root coordinates.
    public func forEachNode(_ body: (LaidOutNode, NodePath, Rect) throws -> Void) rethrows {
        func visit(_ node: LaidOutNode, _ path: NodePath, _ origin: (Double, Double)) throws {
            let absolute = node.frame.offsetBy(dx: origin.0, dy: origin.1)
            try body(node, path, absolute)
            for (index, child) in node.children.enumerated() {
                try visit(child, path.appending(index), (absolute.x, absolute.y))
            }
        }
        try visit(self, NodePath(), (0, 0))
    }

    /// A readable name for messages: `root/0/1#title (text)`.
    public func displayName(at path: NodePath) -> String {
        var name = path.description
        if let id { name += "#\(id)" }
        if let role { name += " (\(role))" }
        return name
    }
}

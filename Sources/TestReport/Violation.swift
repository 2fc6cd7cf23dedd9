import ViewTree

/// A broken layout rule, naming every node involved with its frame in root coordinates.
public struct Violation: Sendable, Codable, Equatable {
    /// The rule: `overlap`, `outOfBounds`, … (`LayoutChecks` defines them).
    public var rule: String
    public var message: String
    public var nodes: [NodeReference]

    public init(rule: String, message: String, nodes: [NodeReference]) {
        self.rule = rule
        self.message = message
        self.nodes = nodes
    }
}

/// A node as a violation names it.
public struct NodeReference: Sendable, Codable, Equatable {
    public var path: NodePath
    public var id: String?
    /// The border box in the coordinates of the tree's root.
    public var frame: Rect

    public init(path: NodePath, id: String?, frame: Rect) {
        self.path = path
        self.id = id
        self.frame = frame
    }

    /// `root/0/1#title`.
    public var name: String { id.map { "\(path)#\($0)" } ?? path.description }
}

import ViewTree

/// A broken layout rule, naming every node involved with its frame in root coordinates.
public struct Violation: Sendable, Codable, Equatable {
    /// The rule: `overlap`, `outOfBounds`, … (`LayoutChecks` defines them).
    public var rule: String
    public var message: String
    public var nodes: [NodeReference]
    /// Only errors fail a case; warnings are reported beside them.
    public var severity: Severity

    public init(rule: String, message: String, nodes: [NodeReference], severity: Severity = .error) {
        self.rule = rule
        self.message = message
        self.nodes = nodes
        self.severity = severity
    }

    private enum CodingKeys: String, CodingKey { case rule, message, nodes, severity }

    /// A violation written before severities existed decodes as an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rule = try container.decode(String.self, forKey: .rule)
        message = try container.decode(String.self, forKey: .message)
        nodes = try container.decode([NodeReference].self, forKey: .nodes)
        severity = try container.decodeIfPresent(Severity.self, forKey: .severity) ?? .error
    }
}

public enum Severity: String, Sendable, Codable, Comparable {
    case warning, error
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
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

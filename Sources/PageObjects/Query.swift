import LayoutChecks
import TestReport
import ViewTree

/// How a page object names a node: by id, accessibility label, role or text.
public enum Query: Sendable, Hashable, CustomStringConvertible {
    /// The node's id, exactly (`.id("save")`).
    case id(String)
    /// The node's accessibility label, exactly.
    case label(String)
    /// Compared without case: `button` matches `Button`.
    case role(String)
    /// The node's own text (a text leaf), exactly.
    case text(String)

    /// `id "save"`, `role "button"`: the query as messages print it.
    public var description: String {
        switch self {
        case let .id(value): "id \"\(value)\""
        case let .label(value): "label \"\(value)\""
        case let .role(value): "role \"\(value)\""
        case let .text(value): "text \"\(value)\""
        }
    }

    /// The node's value of the kind this query compares.
    func value(of node: LaidOutNode) -> String? {
        switch self {
        case .id: node.id
        case .label: node.label
        case .role: node.role
        case .text: node.text
        }
    }

    private var wanted: String {
        switch self {
        case let .id(value), let .label(value), let .role(value), let .text(value): value
        }
    }

    func matches(_ node: LaidOutNode) -> Bool {
        guard let value = value(of: node) else { return false }
        if case .role = self { return value.lowercased() == wanted.lowercased() }
        return value == wanted
    }

    /// The one match in `nodes`, or an error that lists the nearest candidates (none matched)
    /// or every match (more than one did).
    func single(in nodes: [HitNode], scope: String) throws(PageObjectError) -> HitNode {
        let found = nodes.filter { matches($0.node) }
        if found.count == 1 { return found[0] }
        if found.count > 1 {
            let listed = found.map { "\($0.name) at \($0.frame.summary)" }
            throw PageObjectError("\(found.count) nodes match \(self) in \(scope); name one with an id:\n"
                + listed.map { "  - \($0)" }.joined(separator: "\n"))
        }
        var known: [String] = []
        for node in nodes {
            if let value = value(of: node.node), !known.contains(value) { known.append(value) }
        }
        guard !known.isEmpty else {
            throw PageObjectError("no node has \(self) in \(scope), which has no node with a \(kindName)")
        }
        let nearest = nearestKeys(to: wanted, in: known)
        let quoted = { (values: [String]) in values.map { "\"\($0)\"" }.joined(separator: ", ") }
        if !nearest.isEmpty {
            throw PageObjectError("no node has \(self) in \(scope); nearest: \(quoted(nearest))")
        }
        throw PageObjectError("no node has \(self) in \(scope); its \(kindName)s are "
            + quoted(Array(known.prefix(8))) + (known.count > 8 ? ", …" : ""))
    }

    private var kindName: String {
        switch self {
        case .id: "id"
        case .label: "label"
        case .role: "role"
        case .text: "text"
        }
    }
}

/// A page object could not do what the test asked: no such node, more than one, a tap that
/// something else would take, a screen that is not presented.
public struct PageObjectError: Error, CustomStringConvertible, Equatable {
    /// The whole message, naming the node and the screen (`no node with id "save" on screen "SignUp"`).
    public var description: String
    /// An error with `description` as its message, for page objects' own checks.
    public init(_ description: String) { self.description = description }
}

import TestReport
import ViewTree

/// An interactive node or an image that a screen reader cannot name: no accessibility label,
/// and (for interactive nodes only) no text of its own or in its subtree to read instead.
/// A decorative image says so with `.allowing(.missingLabel)`.
public struct MissingLabelCheck: LayoutCheck {
    public let rule = "missingLabel"
    public var severity: Severity

    public init(severity: Severity = .error) { self.severity = severity }

    public func violations(in tree: FlatTree) -> [Violation] {
        return tree.entries.compactMap { entry in
            let node = entry.node
            guard entry.paints, node.isInteractive || node.isImage, !Self.hasLabel(node),
                  !(node.isInteractive && Self.hasText(node)) else { return nil }
            let message = "\(node.kind) \(entry.reference.name) has no accessibility label"
                + (node.isInteractive ? " and no text to read" : "")
            return Violation(rule: rule, message: message, nodes: [entry.reference], severity: severity)
        }
    }

    static func hasLabel(_ node: LaidOutNode) -> Bool {
        node.label.map { !$0.allSatisfy(\.isWhitespace) } ?? false
    }

    static func hasText(_ node: LaidOutNode) -> Bool {
        if let text = node.text, !text.allSatisfy(\.isWhitespace) { return true }
        return node.children.contains { hasText($0) }
    }
}

/// A labelled node inside a labelled ancestor: the ancestor's label is read for the whole
/// group, so the inner label is never heard (or both are, depending on the platform).
public struct NestedLabelCheck: LayoutCheck {
    public let rule = "nestedLabel"
    public var severity: Severity

    public init(severity: Severity = .warning) { self.severity = severity }

    public func violations(in tree: FlatTree) -> [Violation] {
        return tree.entries.indices.compactMap { index in
            let entry = tree.entries[index]
            guard entry.paints, let label = entry.node.label, MissingLabelCheck.hasLabel(entry.node),
                  let outer = tree.lineage(index).dropLast().last(where: {
                      MissingLabelCheck.hasLabel(tree.entries[$0].node) && tree.entries[$0].paints
                  }) else { return nil }
            let ancestor = tree.entries[outer]
            let message = "\(entry.node.kind) \(entry.reference.name) labelled \"\(label)\" is inside"
                + " \(ancestor.node.kind) \(ancestor.reference.name) labelled \"\(ancestor.node.label ?? "")\""
            return Violation(rule: rule, message: message, nodes: [entry.reference, ancestor.reference],
                             severity: severity)
        }
    }
}

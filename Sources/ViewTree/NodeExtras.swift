/// A node's role, label, colours and check traits, which most nodes have none of: kept behind
/// one reference, so the details of a node that has only a text layout stay small (they were
/// 280 bytes with these inline, 168 without), and the layout engine hands the extras a box
/// read from its node to the result's node with one retain, not one per string.
package final class NodeExtras: Sendable, Equatable {
    package let role: String?
    package let label: String?
    package let backgroundColor: String?
    package let color: String?
    package let traits: CheckTraits?

    private init(role: String?, label: String?, backgroundColor: String?, color: String?, traits: CheckTraits?) {
        self.role = role
        self.label = label
        self.backgroundColor = backgroundColor
        self.color = color
        self.traits = traits
    }

    /// `nil` when every field is.
    package static func make(role: String?, label: String?, backgroundColor: String?, color: String?,
                             traits: CheckTraits?) -> NodeExtras? {
        // `switch`, not `traits == nil`: comparing would copy the traits.
        let hasTraits = if case .some = traits { true } else { false }
        guard hasTraits || role != nil || label != nil || backgroundColor != nil || color != nil else { return nil }
        return NodeExtras(role: role, label: label, backgroundColor: backgroundColor, color: color, traits: traits)
    }

    /// These extras with `traits` instead of theirs.
    package func with(traits: CheckTraits?) -> NodeExtras? {
        Self.make(role: role, label: label, backgroundColor: backgroundColor, color: color, traits: traits)
    }

    package static func == (a: NodeExtras, b: NodeExtras) -> Bool {
        a === b || (a.role == b.role && a.label == b.label && a.backgroundColor == b.backgroundColor
            && a.color == b.color && a.traits == b.traits)
    }
}

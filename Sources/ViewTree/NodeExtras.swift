/// A node's role, label, colours and check traits, which most nodes have none of: kept behind
/// one reference, so the details of a node that has only a text layout stay small (they were
/// 280 bytes with these inline, 168 without), and the layout engine hands the extras a box
/// read from its node to the result's node with one retain, not one per string.
package final class NodeExtras: Sendable, Equatable {
    package struct Fields: Sendable, Equatable {
        package var role: String?
        package var label: String?
        package var backgroundColor: String?
        package var color: String?
        package var traits: CheckTraits?
    }

    package let fields: Fields
    package var role: String? { fields.role }
    package var label: String? { fields.label }
    package var backgroundColor: String? { fields.backgroundColor }
    package var color: String? { fields.color }
    package var traits: CheckTraits? { fields.traits }

    private init(_ fields: Fields) { self.fields = fields }

    /// `nil` when every field is.
    package static func make(_ fields: Fields) -> NodeExtras? {
        // `switch`, not `traits == nil`: comparing would copy the traits.
        let hasTraits = if case .some = fields.traits { true } else { false }
        guard hasTraits || fields.role != nil || fields.label != nil || fields.backgroundColor != nil || fields.color != nil
        else { return nil }
        return NodeExtras(fields)
    }

    package static func make(role: String?, label: String?, backgroundColor: String?, color: String?,
                             traits: CheckTraits?) -> NodeExtras? {
        make(Fields(role: role, label: label, backgroundColor: backgroundColor, color: color, traits: traits))
    }

    /// These extras with `traits` instead of theirs.
    package func with(traits: CheckTraits?) -> NodeExtras? {
        var changed = fields
        changed.traits = traits
        return Self.make(changed)
    }

    package static func == (a: NodeExtras, b: NodeExtras) -> Bool {
        a === b || a.fields == b.fields
    }
}

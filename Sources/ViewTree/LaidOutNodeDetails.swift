extension LaidOutNode {
    /// The rarely set fields of a node.
    @usableFromInline
    struct Details: Equatable {
        var textLayout: TextLayoutInfo?
        var extras: NodeExtras?

        init() {}

        init(role: consuming String?, label: consuming String?, textLayout: consuming TextLayoutInfo?,
             backgroundColor: consuming String?, color: consuming String?, traits: consuming CheckTraits?) {
            self.textLayout = textLayout
            extras = NodeExtras.make(role: role, label: label, backgroundColor: backgroundColor, color: color, traits: traits)
        }

        var role: String? { get { extras?.role } set { editExtras { $0.role = newValue } } }
        var label: String? { get { extras?.label } set { editExtras { $0.label = newValue } } }
        var backgroundColor: String? { get { extras?.backgroundColor } set { editExtras { $0.backgroundColor = newValue } } }
        var color: String? { get { extras?.color } set { editExtras { $0.color = newValue } } }
        var traits: CheckTraits? { get { extras?.traits } set { editExtras { $0.traits = newValue } } }

        private mutating func editExtras(_ change: (inout NodeExtras.Fields) -> Void) {
            var fields = extras?.fields ?? NodeExtras.Fields()
            change(&fields)
            extras = NodeExtras.make(fields)
        }

        /// Equal when their text layouts and extras are: the text is compared as the node's.
        @usableFromInline static func == (a: Details, b: Details) -> Bool {
            a.textLayout == b.textLayout && a.extras == b.extras
        }

        var isEmpty: Bool {
            // `switch`, not `== nil`: comparing would copy the text layout.
            if case .some = textLayout { return false }
            return extras == nil
        }

        /// These details, with a text layout the engine made setting `text` (its node's) with
        /// `measurer` (its block's).
        func settingNode(text: String?, measurer: SharedTextMeasurer?) -> Details {
            var details = self
            details.textLayout = textLayout?.settingNode(text: text, measurer: measurer)
            return details
        }
    }
}

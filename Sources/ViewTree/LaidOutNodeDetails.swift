import LayoutMemory

extension LaidOutNode {
    /// The rarely set fields of a node.
    @usableFromInline
    struct Details: Equatable, Sendable {
        @usableFromInline var textLayout: TextLayoutInfo?
        @usableFromInline var extras: NodeExtras?

        init() {}

        @usableFromInline
        init(textLayout: consuming TextLayoutInfo?, extras: consuming NodeExtras?) {
            self.textLayout = textLayout
            self.extras = extras
        }

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

    /// The details of one or more nodes in one allocation (`WriteOnceSlots`); a node keeps its
    /// block and its slot. A node whose details change gets a block of its own. The text layouts
    /// the engine writes set their lines with the block's measurer.
    @usableFromInline
    final class DetailsBlock: Sendable {
        @usableFromInline let slots: WriteOnceSlots<Details>
        let measurer: SharedTextMeasurer?

        @usableFromInline
        init(capacity: Int, measurer: SharedTextMeasurer?) {
            slots = WriteOnceSlots(capacity: capacity)
            self.measurer = measurer
        }

        func read<T>(_ slot: UInt32, _ field: (borrowing Details) -> T) -> T {
            slots.read(slot, field)
        }
    }
}

/// Where the layout engine writes the details of the nodes it makes: in blocks that grow from
/// 8 to 1,024 slots, so a large tree makes one allocation per 1,024 nodes with details, not
/// one per node (each was a `malloc` and a `free`), and a small tree keeps no spare room.
/// One layout pass's: a pass makes its own, and appends to no block after it returns its
/// result (the writer `WriteOnceSlots` relies on).
@usableFromInline
package struct LaidOutNodeDetailsBlocks: ~Copyable {
    @usableFromInline var current: LaidOutNode.DetailsBlock?
    @usableFromInline var nextCapacity = 8
    @usableFromInline let measurer: SharedTextMeasurer

    /// Blocks whose text layouts set their lines with `measurer`.
    package init(measurer: SharedTextMeasurer) {
        self.measurer = measurer
    }

    /// Has `initialize` initialize a free slot, and returns its block and slot.
    @inlinable
    mutating func append(initializingWith initialize: (UnsafeMutablePointer<LaidOutNode.Details>) -> Void)
        -> (LaidOutNode.DetailsBlock, UInt32) {
        if let current, !current.slots.isFull {
            return (current, current.slots.append(initializingWith: initialize))
        }
        let block = LaidOutNode.DetailsBlock(capacity: nextCapacity, measurer: measurer)
        current = block
        nextCapacity = min(nextCapacity * 2, 1024)
        return (block, block.slots.append(initializingWith: initialize))
    }

    /// Writes the details `make` makes in a free slot, and returns its block and slot.
    @inlinable
    mutating func append(_ make: () -> LaidOutNode.Details) -> (LaidOutNode.DetailsBlock, UInt32) {
        if let current, !current.slots.isFull {
            return (current, current.slots.append(make))
        }
        let block = LaidOutNode.DetailsBlock(capacity: nextCapacity, measurer: measurer)
        current = block
        nextCapacity = min(nextCapacity * 2, 1024)
        return (block, block.slots.append(make))
    }
}

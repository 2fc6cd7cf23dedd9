import CSwiftRefCounts

extension LaidOutNode {
    /// The rarely set fields of a node.
    @usableFromInline
    struct Details: Equatable {
        var textLayout: TextLayoutInfo?
        var extras: NodeExtras?
        /// The node's text, in the input tree the block keeps (`DetailsBlock.source`), when the
        /// node has no `ownText`.
        var sourceText: UnsafePointer<String>?

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

        /// The text at `text`, read in place; `nil` when there is none.
        static func pointer(toText text: UnsafePointer<String?>) -> UnsafePointer<String>? {
            // An `Optional<String>` holding a string has the string's layout.
            guard case .some = text.pointee else { return nil }
            return UnsafeRawPointer(text).assumingMemoryBound(to: String.self)
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

    /// The details of one or more nodes in one allocation; a node keeps its block and its slot.
    /// A slot is written once, before any node refers to it, and never changed (a node whose
    /// details change gets a block of its own), so sharing a block between copies and threads
    /// is safe. The text layouts the engine writes set their lines with the block's measurer.
    @usableFromInline
    final class DetailsBlock: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<Details>
        private let capacity: Int
        private var count = 0
        let measurer: SharedTextMeasurer?
        /// The input tree the slots' `sourceText` point into, kept for them.
        private let source: AnyObject?

        /// A block with room for `capacity` details and none written.
        init(capacity: Int, measurer: SharedTextMeasurer?, source: AnyObject? = nil) {
            slots = .allocate(capacity: capacity)
            self.capacity = capacity
            self.measurer = measurer
            self.source = source
        }

        var isFull: Bool { count == capacity }
        var unusedSlots: Int { capacity - count }

        /// Writes `details` in the next free slot (there is one) and returns the slot.
        func append(_ details: consuming Details) -> UInt32 {
            let (slot, pointer) = reserve()
            pointer.initialize(to: consume details)
            return slot
        }

        /// The next free slot (there is one), counted as written: the caller initializes it
        /// before anything else reads or frees the block.
        func reserve() -> (UInt32, UnsafeMutablePointer<Details>) {
            count += 1
            return (UInt32(count - 1), slots + count - 1)
        }

        func read<T>(_ slot: UInt32, _ field: (borrowing Details) -> T) -> T {
            field(slots[Int(slot)])
        }

        deinit {
            slots.deinitialize(count: count)
            slots.deallocate()
        }
    }
}

/// Where the layout engine writes the details of the nodes it makes: in blocks that grow from
/// 8 to 1,024 slots, so a large tree makes one allocation per 1,024 nodes with details, not
/// one per node (each was a `malloc` and a `free`), and a small tree keeps no spare room.
///
/// A block is retained once for all its slots when it is made, and each node takes one of
/// those references: a retain per node, an atomic operation, was 3.5 % of the `perf` samples
/// of `layout-once wide-text`. The references of the slots left unused go when these blocks do.
public struct LaidOutNodeDetailsBlocks: ~Copyable {
    private var current: LaidOutNode.DetailsBlock?
    private var nextCapacity = 8
    private let measurer: SharedTextMeasurer
    /// The input tree the texts of the nodes made now are in (`LaidOutNode.initialize`).
    private let source: AnyObject?

    /// Blocks whose text layouts set their lines with `measurer`, and which keep `source`.
    public init(measurer: SharedTextMeasurer, source: AnyObject?) {
        self.measurer = measurer
        self.source = source
    }

    /// A free slot (see `DetailsBlock.reserve`), and its block with the reference its node
    /// takes (`takeRetainedValue`).
    mutating func reserve() -> (Unmanaged<LaidOutNode.DetailsBlock>, UInt32, UnsafeMutablePointer<LaidOutNode.Details>) {
        if current == nil || current!.isFull {
            let block = LaidOutNode.DetailsBlock(capacity: nextCapacity, measurer: measurer, source: source)
            layoutwatch_retain_n(Unmanaged.passUnretained(block).toOpaque(), UInt32(nextCapacity))
            current = block
            nextCapacity = min(nextCapacity * 2, 1024)
        }
        let block = Unmanaged.passUnretained(current.unsafelyUnwrapped)
        let (slot, pointer) = block._withUnsafeGuaranteedRef { $0.reserve() }
        return (block, slot, pointer)
    }

    deinit {
        guard let current, current.unusedSlots > 0 else { return }
        layoutwatch_release_n(Unmanaged.passUnretained(current).toOpaque(), UInt32(current.unusedSlots))
    }
}

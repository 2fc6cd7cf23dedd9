// The fence of ViewTree: the memory the layout engine builds its result in. Everything outside
// `Unsafe/` folders compiles with strict memory safety and no `unsafe` (`scripts/unsafe-fence`).

extension LaidOutNode {
    /// The details of one or more nodes in one allocation; a node keeps its block and its slot.
    /// The text layouts the engine writes set their lines with the block's measurer.
    // Safe: a slot is written once, by `reserve`'s caller before any node refers to it, and
    // never changed afterwards (a node whose details change gets a block of its own); `read`
    // reads only slots below `count`, and `deinit` deinitializes exactly those. So sharing a
    // block between copies and threads only ever reads initialized, immutable memory.
    @safe @usableFromInline
    final class DetailsBlock: @unchecked Sendable {
        private let slots: UnsafeMutablePointer<Details>
        private let capacity: Int
        private var count = 0
        let measurer: SharedTextMeasurer?

        /// A block with room for `capacity` details and none written.
        init(capacity: Int, measurer: SharedTextMeasurer?) {
            // Safe: the memory is owned by the block and freed in `deinit`.
            unsafe slots = .allocate(capacity: capacity)
            self.capacity = capacity
            self.measurer = measurer
        }

        var isFull: Bool { count == capacity }

        /// Writes `details` in the next free slot (there is one) and returns the slot.
        func append(_ details: consuming Details) -> UInt32 {
            let (slot, pointer) = unsafe reserve()
            // Safe: `reserve` gave an uninitialized slot of this block, initialized here once.
            unsafe pointer.initialize(to: consume details)
            return slot
        }

        /// The next free slot (there is one), counted as written: the caller initializes it
        /// before anything else reads or frees the block.
        @unsafe
        func reserve() -> (UInt32, UnsafeMutablePointer<Details>) {
            precondition(count < capacity, "LaidOutNode: a full details block")
            count += 1
            return unsafe (UInt32(count - 1), slots + count - 1)
        }

        func read<T>(_ slot: UInt32, _ field: (borrowing Details) -> T) -> T {
            precondition(Int(slot) < count, "LaidOutNode: details slot \(slot) not written")
            // Safe: slots below `count` are initialized and never written again.
            return unsafe field(slots[Int(slot)])
        }

        deinit {
            // Safe: exactly the first `count` slots were initialized (`reserve`).
            unsafe slots.deinitialize(count: count)
            unsafe slots.deallocate()
        }
    }

    /// Makes a node with no details and no children at `target`, one field at a time (the
    /// layout engine's). Made as a value and moved to `target`, the node was copied and the
    /// value destroyed on the way (Swift 6.3, across modules).
    // Safe: the caller (`@unsafe`) gives an uninitialized, suitably aligned slot for a node; each
    // stored field is initialized once, so the whole node is.
    @unsafe @inlinable
    public static func initialize(_ target: UnsafeMutablePointer<LaidOutNode>, frame: Rect, id: consuming String?,
                                  text: consuming String?, clips: Bool) {
        unsafe initialize(target, frame: frame, id: id, text: text, clips: clips, details: nil, slot: 0)
    }

    // Safe: as above.
    @unsafe @inlinable
    static func initialize(_ target: UnsafeMutablePointer<LaidOutNode>, frame: Rect, id: consuming String?,
                           text: consuming String?, clips: Bool, details: consuming DetailsBlock?, slot: UInt32) {
        unsafe target.pointer(to: \.id)!.initialize(to: consume id)
        unsafe target.pointer(to: \.text)!.initialize(to: consume text)
        unsafe target.pointer(to: \.frame)!.initialize(to: frame)
        unsafe target.pointer(to: \.clips)!.initialize(to: clips)
        unsafe target.pointer(to: \.detailsSlot)!.initialize(to: slot)
        unsafe target.pointer(to: \.children)!.initialize(to: [])
        unsafe target.pointer(to: \.details)!.initialize(to: consume details)
    }

    /// Makes a node with details and no children at `target` (as the one above), the details
    /// in `blocks`. When `hasTextLayout`, `writeTextLayout` initializes the text layout in its
    /// slot: the info is large, and made as a value and passed in, it was copied five times on
    /// the way.
    // Safe: as above, and the reserved details slot is initialized field by field (text layout by
    // `writeTextLayout` or to `nil`, extras) before the node refers to it.
    @unsafe
    package static func initialize(_ target: UnsafeMutablePointer<LaidOutNode>, id: consuming String?,
                                   text: consuming String?, frame: Rect, hasTextLayout: Bool,
                                   extras: consuming NodeExtras?, clips: Bool, in blocks: inout LaidOutNodeDetailsBlocks,
                                   writeTextLayout: (UnsafeMutablePointer<TextLayoutInfo?>) -> Void) {
        if !hasTextLayout, extras == nil {
            return unsafe initialize(target, frame: frame, id: consume id, text: consume text, clips: clips)
        }
        // Each value moves into its field of the slot: made as a value, the details were
        // copied on the way.
        let (block, slot, details) = unsafe blocks.reserve()
        let textLayout = unsafe details.pointer(to: \.textLayout)!
        if hasTextLayout { unsafe writeTextLayout(textLayout) } else { unsafe textLayout.initialize(to: nil) }
        unsafe details.pointer(to: \.extras)!.initialize(to: extras)
        unsafe initialize(target, frame: frame, id: consume id, text: consume text, clips: clips, details: block, slot: slot)
    }

    /// Gives the node a new text layout, which `writeTextLayout` initializes in a slot of
    /// `blocks`, and keeps its other details (the layout engine's, for a text leaf whose size
    /// changed in a later pass): the node's strings and children are not copied again. Returns
    /// the new details for another copy of the node (`shareDetails`).
    // Safe: the reserved slot is initialized (text layout by `writeTextLayout`, extras here) before
    // the node refers to it; the old block stays valid for other copies of the node.
    @unsafe
    package mutating func replaceTextLayout(in blocks: inout LaidOutNodeDetailsBlocks,
                                            writeTextLayout: (UnsafeMutablePointer<TextLayoutInfo?>) -> Void)
        -> DetailsReference {
        let extras = details?.read(detailsSlot) { $0.extras } ?? nil
        let (block, slot, pointer) = unsafe blocks.reserve()
        unsafe writeTextLayout(pointer.pointer(to: \.textLayout)!)
        unsafe pointer.pointer(to: \.extras)!.initialize(to: extras)
        (details, detailsSlot) = (block, slot)
        return DetailsReference(block: block, slot: slot)
    }

    /// Gives the node the details `replaceTextLayout` returned for another copy of it.
    package mutating func shareDetails(_ reference: consuming DetailsReference) {
        (details, detailsSlot) = (reference.block, reference.slot)
    }

    /// A node's details: their block and slot.
    package struct DetailsReference {
        fileprivate let block: DetailsBlock?
        fileprivate let slot: UInt32
    }
}

/// Where the layout engine writes the details of the nodes it makes: in blocks that grow from
/// 8 to 1,024 slots, so a large tree makes one allocation per 1,024 nodes with details, not
/// one per node (each was a `malloc` and a `free`), and a small tree keeps no spare room.
public struct LaidOutNodeDetailsBlocks: ~Copyable {
    private var current: LaidOutNode.DetailsBlock?
    private var nextCapacity = 8
    private let measurer: SharedTextMeasurer

    /// Blocks whose text layouts set their lines with `measurer`.
    public init(measurer: SharedTextMeasurer) {
        self.measurer = measurer
    }

    /// A free slot (see `DetailsBlock.reserve`) and its block.
    // Safe: the slot is the block's next free one; the caller initializes it before anything reads
    // or frees the block (`@unsafe`).
    @unsafe
    mutating func reserve() -> (LaidOutNode.DetailsBlock, UInt32, UnsafeMutablePointer<LaidOutNode.Details>) {
        if current == nil || current!.isFull {
            current = LaidOutNode.DetailsBlock(capacity: nextCapacity, measurer: measurer)
            nextCapacity = min(nextCapacity * 2, 1024)
        }
        let block = current!
        let (slot, pointer) = unsafe block.reserve()
        return unsafe (block, slot, pointer)
    }
}

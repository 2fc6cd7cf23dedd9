/// Slots of one allocation, each written once and then only read: the storage many values
/// share, kept alive by each holder of one of its slots (a reference counted as any other).
///
/// The layout engine keeps the rarely set fields of its output nodes here, many nodes to a
/// block (`LaidOutNode`): one allocation for up to 1,024 nodes, where one object per node was a
/// `malloc` and a `free` each.
///
/// Why this is safe:
/// - Slots `0..<count` are initialized, `count..<capacity` are not: `append` initializes slot
///   `count` before it counts it (after checking `count < capacity`), `read` checks
///   `slot < count`, and `deinit` deinitializes exactly `0..<count` before freeing.
/// - A written slot is never written again, so a reader's borrow of it cannot see a change.
/// - Sendable: `append` is the only mutation. It is `package` (no user's code appends), and the
///   one package caller (`LaidOutNodeDetailsBlocks`, non-copyable and not `Sendable`, so one
///   thread's) is the writer of the slots of one layout pass, whose nodes reach no other thread
///   before the pass returns, and which appends to no block after it returns (the next pass
///   starts new blocks). So no read races an `append`, and concurrent reads only read.
@safe public final class WriteOnceSlots<Element: Sendable>: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<Element>
    public let capacity: Int
    /// Only `append` writes it, and it calls out to nothing while it does, so no two accesses
    /// overlap: the runtime's exclusivity checks are left out (inlined into its callers, each
    /// check was a call into the runtime per node the layout engine made).
    @exclusivity(unchecked) @usableFromInline var written = 0

    /// Room for `capacity` (at least 1) values, none written.
    @inlinable
    public init(capacity: Int) {
        precondition(capacity > 0, "WriteOnceSlots: capacity \(capacity); give at least 1")
        self.capacity = capacity
        // Uninitialized memory, owned by this object alone until `deinit` frees it.
        unsafe base = .allocate(capacity: capacity)
    }

    /// The slots written.
    @inlinable
    public var count: Int { unsafe written }

    @inlinable
    public var isFull: Bool { count == capacity }

    /// Writes `value` in the next slot and returns the slot. The block must not be full.
    /// Inlined (here, and specialized for its element): called as a generic, each value was
    /// copied in through its type's value witnesses.
    @inlinable
    package func append(_ value: consuming Element) -> UInt32 {
        let made = value
        return append { made }
    }

    /// Writes the value `make` makes in the next slot and returns the slot: inlined, the value
    /// is made in the slot (made aside and moved, a large one was copied). The block must not
    /// be full.
    @inlinable
    package func append(_ make: () -> Element) -> UInt32 {
        let slot = count
        precondition(slot < capacity, "WriteOnceSlots: append to a full block of \(capacity)")
        // Slot `count` is inside the allocation (checked above) and not yet initialized.
        unsafe (base + slot).initialize(to: make())
        unsafe written = slot + 1
        return UInt32(truncatingIfNeeded: slot)
    }

    /// Has `initialize` initialize the next slot (all of it: its caller's invariant, unchecked)
    /// and returns the slot: a value made field by field in its slot is not made aside and
    /// copied in. The block must not be full.
    @unsafe @inlinable
    package func append(initializingWith initialize: (UnsafeMutablePointer<Element>) -> Void) -> UInt32 {
        let slot = count
        precondition(slot < capacity, "WriteOnceSlots: append to a full block of \(capacity)")
        // Slot `count` is inside the allocation (checked above), not yet initialized, and
        // initialized by `initialize` (the caller's promise) before it is counted.
        unsafe initialize(base + slot)
        unsafe written = slot + 1
        return UInt32(truncatingIfNeeded: slot)
    }

    /// Calls `body` with the value of a written slot.
    @inlinable
    public func read<T>(_ slot: UInt32, _ body: (borrowing Element) -> T) -> T {
        let index = Int(slot)
        precondition(index < count, "WriteOnceSlots: slot \(slot) read of \(count) written")
        // Initialized (checked above) and never written again while the block lives.
        return unsafe body(base[index])
    }

    deinit {
        // Exactly the slots `append` initialized, then the allocation `init` made.
        unsafe base.deinitialize(count: count)
        unsafe base.deallocate()
    }
}

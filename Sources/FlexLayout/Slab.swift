/// Slots for values of one type in chunks that never move, so a slot is a plain pointer that
/// stays valid until it is given back; given-back slots are taken first. The owner initializes
/// and deinitializes what it puts in a slot.
struct Slab<Element> {
    private var chunks: [UnsafeMutablePointer<Element>] = []
    private var capacities: [Int] = []
    /// Slots used in the last chunk.
    private var used = 0
    /// Given-back slots (uninitialized), taken first.
    private var free: [UnsafeMutablePointer<Element>] = []

    static var largestChunk: Int { 4096 }

    /// An uninitialized slot.
    mutating func take() -> UnsafeMutablePointer<Element> {
        if let slot = free.popLast() { return slot }
        if chunks.isEmpty || used == capacities[capacities.count - 1] {
            let capacity = min(Self.largestChunk, 2 * (capacities.last ?? 32))
            chunks.append(.allocate(capacity: capacity))
            capacities.append(capacity)
            used = 0
        }
        used += 1
        return chunks[chunks.count - 1] + (used - 1)
    }

    /// Takes back a slot whose value was deinitialized.
    mutating func giveBack(_ slot: UnsafeMutablePointer<Element>) {
        free.append(slot)
    }

    /// Calls `body` on every slot taken and not given back, then frees the memory: the slab
    /// is empty afterwards.
    mutating func deallocateAll(_ body: (UnsafeMutablePointer<Element>) -> Void) {
        let given = Set(free)
        for (n, chunk) in chunks.enumerated() {
            let count = n == chunks.count - 1 ? used : capacities[n]
            for slot in chunk..<(chunk + count) where !given.contains(slot) { body(slot) }
            chunk.deallocate()
        }
        self = Slab()
    }
}

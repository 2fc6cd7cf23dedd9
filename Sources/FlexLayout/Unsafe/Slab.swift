/// Slots for values of one type in chunks that never move, so a slot is a plain pointer that
/// stays valid until it is given back; given-back slots are taken first. The owner initializes
/// and deinitializes what it puts in a slot.
// Safe: chunks never move and are freed only by `freeChunks` (the owner's last call); a slot is
// handed out at most once until given back; `next..<end` is the unused part of the last chunk. The
// owner initializes what it puts in a slot and deinitializes it before giving it back.
@safe struct Slab<Element> {
    private var chunks: [(start: UnsafeMutablePointer<Element>, capacity: Int)] = unsafe []
    /// The next unused slot of the last chunk, and the end of that chunk (equal when it is full
    /// or there is none): a slot is taken by moving `next`, without reading the chunk arrays
    /// (which took 39 instructions a slot, two slots per text leaf).
    private var next: UnsafeMutablePointer<Element>?
    private var end: UnsafeMutablePointer<Element>?
    /// Given-back slots (uninitialized), taken first.
    private var free: [UnsafeMutablePointer<Element>] = unsafe []

    static var largestChunk: Int { 4096 }

    /// An uninitialized slot.
    // Safe: a given-back slot is uninitialized and no longer handed out; `next` is below `end` in
    // the last chunk.
    @inline(__always)
    mutating func take() -> UnsafeMutablePointer<Element> {
        if unsafe !free.isEmpty { return unsafe free.removeLast() }
        if let slot = unsafe next, unsafe slot != end {
            unsafe next = unsafe slot + 1
            return unsafe slot
        }
        return unsafe takeFromNewChunk()
    }

    // Safe: the chunk is at least `capacity` elements of suitably aligned memory (64-byte aligned,
    // asserted for the element's alignment) bound to `Element` once, before any slot of it is used.
    private mutating func takeFromNewChunk() -> UnsafeMutablePointer<Element> {
        let capacity = unsafe min(Self.largestChunk, 2 * (chunks.last?.capacity ?? 32))
        // Each chunk starts at a cache line, so a value whose stride is a whole number of lines
        // (`BoxData`) keeps its fields in the lines its declaration puts them in.
        assert(MemoryLayout<Element>.alignment <= 64)
        let start = unsafe ScratchChunks.shared.take(byteCount: capacity * MemoryLayout<Element>.stride)
            .bindMemory(to: Element.self, capacity: capacity)
        unsafe chunks.append((start, capacity))
        unsafe (next, end) = unsafe (start + 1, start + capacity)
        return unsafe start
    }

    /// The slots taken and not given back.
    // Safe: only addresses are compared, within the last chunk.
    var taken: Int {
        guard let next = unsafe next, let last = unsafe chunks.last else { return 0 }
        return unsafe chunks.dropLast().reduce(0) { unsafe $0 + $1.capacity } + (next - last.start) - free.count
    }

    /// Takes back a slot whose value was deinitialized.
    mutating func giveBack(_ slot: UnsafeMutablePointer<Element>) {
        unsafe free.append(slot)
    }

    /// Calls `body` on every slot taken and not given back, then frees the memory
    /// (`freeChunks`).
    // Safe: visits each slot of each chunk up to `next` in the last, leaving out those given back,
    // so `body` sees exactly the taken slots; then frees the chunks.
    mutating func deallocateAll(_ body: (UnsafeMutablePointer<Element>) -> Void) {
        let given = unsafe Set(free)
        for unsafe (n, chunk) in unsafe chunks.enumerated() {
            let count = unsafe n == chunks.count - 1 ? next! - chunk.start : chunk.capacity
            for unsafe slot in unsafe chunk.start..<(chunk.start + count) where unsafe !given.contains(slot) { unsafe body(slot) }
        }
        freeChunks()
    }

    /// Hands every chunk to `ScratchChunks` for a later layout, whatever its slots hold (the
    /// owner deinitialized them): the slab is empty afterwards.
    // Safe: the owner has deinitialized every slot; each chunk is handed back once, with the byte
    // count it was taken with.
    mutating func freeChunks() {
        for unsafe chunk in unsafe chunks {
            unsafe ScratchChunks.shared.giveBack(UnsafeMutableRawPointer(chunk.start),
                                          byteCount: chunk.capacity * MemoryLayout<Element>.stride)
        }
        self = Slab()
    }
}

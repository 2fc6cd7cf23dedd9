/// Where the boxes of a pass (or of all the passes of a `LayoutSession`) live: in chunks that
/// never move, so a `LayoutBox` is a plain pointer. Steps pass and copy boxes with no reference
/// counting, and a layout of n nodes makes a handful of allocations, not n. A session's
/// replaced boxes are recycled. Accesses never overlap, so they skip the runtime exclusivity
/// checks.
final class BoxArena {
    @exclusivity(unchecked) private var chunks: [UnsafeMutablePointer<BoxData>] = []
    @exclusivity(unchecked) private var capacities: [Int] = []
    /// Slots used in the last chunk.
    @exclusivity(unchecked) private var used = 0
    /// Released slots (uninitialized), taken first.
    @exclusivity(unchecked) private var free: [UnsafeMutablePointer<BoxData>] = []

    static let largestChunk = 4096

    /// A new box holding `data`.
    func make(_ data: BoxData) -> LayoutBox {
        let slot = nextSlot()
        slot.initialize(to: data)
        return LayoutBox(slot)
    }

    private func nextSlot() -> UnsafeMutablePointer<BoxData> {
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

    /// Gives back one box (its children stay); nothing may use it afterwards.
    func release(_ box: LayoutBox) {
        destroy(box.data)
        free.append(box.data)
    }

    /// Gives back a box and every box below it.
    func releaseSubtree(_ box: LayoutBox) {
        for child in box.treeChildren { releaseSubtree(child) }
        release(box)
    }

    private func destroy(_ slot: UnsafeMutablePointer<BoxData>) {
        slot.pointee.styleAddress.release()
        slot.deinitialize(count: 1)
    }

    deinit {
        let released = Set(free)
        for (n, chunk) in chunks.enumerated() {
            let count = n == chunks.count - 1 ? used : capacities[n]
            for slot in chunk..<(chunk + count) where !released.contains(slot) {
                destroy(slot)
            }
            chunk.deallocate()
        }
    }
}

/// Where the boxes of a pass (or of all the passes of a `LayoutSession`) live, with the text
/// caches of text leaves: in slabs, so a `LayoutBox` is a plain pointer. Steps pass and copy
/// boxes with no reference counting, and a layout of n nodes makes a handful of allocations,
/// not n. A session's replaced boxes are recycled. Accesses never overlap, so they skip the
/// runtime exclusivity checks.
@safe final class BoxArena {
    @exclusivity(unchecked) private var boxes = Slab<BoxData>()
    @exclusivity(unchecked) private var textCaches = Slab<TextCache>()
    @exclusivity(unchecked) private var caches = Slab<BoxCaches>()
    /// Boxes emptied by `retire`, counted to check that every box was (then the arena frees its
    /// memory without visiting the boxes again).
    private var retired = 0

    init() {
        // `BoxData` is declared line by line; a stride off a whole number of lines would
        // shift every other box's fields across lines (its `padding` keeps it whole).
        assert(MemoryLayout<BoxData>.stride % 64 == 0, "FlexLayout: BoxData's stride \(MemoryLayout<BoxData>.stride) is not whole cache lines")
    }

    /// A new box holding `data`. Inlined, so `data` is made in its slot: called, it was
    /// copied there (every reference in it retained and released).
    @inline(__always)
    func make(_ data: BoxData) -> LayoutBox {
        let slot = unsafe boxes.take()
        unsafe slot.initialize(to: data)
        return unsafe LayoutBox(slot)
    }

    /// A slot holding `cache`, given back with its box (inlined, as above).
    @inline(__always)
    func make(_ cache: TextCache) -> Slot<TextCache> {
        let slot = unsafe textCaches.take()
        unsafe slot.initialize(to: cache)
        return unsafe Slot(slot)
    }

    /// A slot holding `caches`, given back with its box (inlined, as above).
    @inline(__always)
    func make(_ caches: BoxCaches) -> Slot<BoxCaches> {
        let slot = unsafe self.caches.take()
        unsafe slot.initialize(to: caches)
        return unsafe Slot(slot)
    }

    /// Gives back one box (its children stay); nothing may use it afterwards.
    func release(_ box: LayoutBox) {
        let (cache, slot) = unsafe (box.textCache, box.data.pointee.caches)
        empty(box)
        if let cache { unsafe textCaches.giveBack(cache.address) }
        if let slot { unsafe caches.giveBack(slot.address) }
        unsafe boxes.giveBack(box.data)
    }

    /// Gives back a box and every box below it.
    func releaseSubtree(_ box: LayoutBox) {
        for child in box.treeChildren { releaseSubtree(child) }
        release(box)
    }

    /// Deinitializes a box, its text cache and its caches, leaving their slots taken.
    private func empty(_ box: LayoutBox) {
        unsafe box.textCache?.address.deinitialize(count: 1)
        unsafe box.data.pointee.caches?.address.deinitialize(count: 1)
        unsafe destroy(box.data)
    }

    private func destroy(_ slot: UnsafeMutablePointer<BoxData>) {
        unsafe slot.pointee.address.release()
        // A box with no children and no extras (most leaves) holds only the shared empty
        // arrays, which nothing releases: its destroy took 137 instructions a leaf of `wide-text`.
        if unsafe slot.pointee.treeChildren.capacity == 0, unsafe slot.pointee.flexChildren.capacity == 0,
           case .none = unsafe slot.pointee.extras { return }
        unsafe slot.deinitialize(count: 1)
    }

    /// Empties a box (and its text cache) where it is, for good: the last pass over the boxes of
    /// a layout outside a `LayoutSession` (`OutputTree`) retires each one once it is done with
    /// it. Freeing them afterwards, in a walk of their own, found most of them out of the cache
    /// again (5–7 % of the `perf` samples of `layout-once wide` and `wide-text`).
    func retire(_ box: LayoutBox) {
        empty(box)
        retired += 1
    }

    deinit {
        guard retired == 0 else {
            // A box the output never reached would keep its references (a leak, not a crash).
            unsafe assert(retired == boxes.taken, unsafe "FlexLayout: \(boxes.taken - retired) boxes not retired")
            unsafe boxes.freeChunks()
            unsafe textCaches.freeChunks()
            unsafe caches.freeChunks()
            return
        }
        unsafe boxes.deallocateAll(destroy)
        unsafe textCaches.deallocateAll { unsafe $0.deinitialize(count: 1) }
        unsafe caches.deallocateAll { unsafe $0.deinitialize(count: 1) }
    }
}

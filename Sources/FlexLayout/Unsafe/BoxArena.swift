/// Where the boxes of a pass (or of all the passes of a `LayoutSession`) live, with the text
/// caches of text leaves: in slabs, so a `LayoutBox` is a plain pointer. Steps pass and copy
/// boxes with no reference counting, and a layout of n nodes makes a handful of allocations,
/// not n. A session's replaced boxes are recycled. Accesses never overlap, so they skip the
/// runtime exclusivity checks.
// Safe: the arena owns its slabs' memory for its whole life and frees it only in `deinit`, when no
// pass that made its boxes is kept (a pass, and a session's last pass, hold the context that holds
// the arena). Each slab is touched by one thread at a time (a layout's), and no access to a slab
// overlaps another (each method's accesses are sequential), which is what `@exclusivity(unchecked)`
// needs.
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
    // Safe: `take` gives an uninitialized slot, initialized here once before the box handle is
    // made.
    @inline(__always)
    func make(_ data: BoxData) -> LayoutBox {
        let slot = unsafe boxes.take()
        unsafe slot.initialize(to: data)
        return unsafe LayoutBox(slot)
    }

    /// A slot holding `cache`, given back with its box (inlined, as above).
    // Safe: as `make(_: BoxData)`.
    @inline(__always)
    func make(_ cache: TextCache) -> Slot<TextCache> {
        let slot = unsafe textCaches.take()
        unsafe slot.initialize(to: cache)
        return unsafe Slot(slot)
    }

    /// A slot holding `caches`, given back with its box (inlined, as above).
    // Safe: as `make(_: BoxData)`.
    @inline(__always)
    func make(_ caches: BoxCaches) -> Slot<BoxCaches> {
        let slot = unsafe self.caches.take()
        unsafe slot.initialize(to: caches)
        return unsafe Slot(slot)
    }

    /// Gives back one box (its children stay); nothing may use it afterwards.
    // Safe: the caller drops every handle to `box` and its slots (a replaced box of `LayoutReuse`,
    // whose parent takes the new one); each slot is deinitialized once (`empty`) and given back
    // once.
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
    // Safe: each of the box's slots was initialized by `make` and is deinitialized here once
    // (`release` and `retire` are the only callers, once per box).
    private func empty(_ box: LayoutBox) {
        unsafe box.textCache?.address.deinitialize(count: 1)
        unsafe box.data.pointee.caches?.address.deinitialize(count: 1)
        unsafe destroy(box.data)
    }

    // Safe: `slot` holds an initialized box; a box whose arrays are the shared empty ones and that
    // has no extras holds no reference, so skipping its deinitialization frees nothing and leaks
    // nothing.
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
    // Safe: as `release`: `OutputTree.build` retires a box once its subtree's output is made, and
    // reads it no more.
    func retire(_ box: LayoutBox) {
        empty(box)
        retired += 1
    }

    // Safe: the slots not given back are initialized unless every box was retired (then all were
    // emptied, and only the memory is freed); `Slab.deallocateAll` visits exactly the taken slots.
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

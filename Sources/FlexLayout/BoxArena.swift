/// Where the boxes of a pass (or of all the passes of a `LayoutSession`) live, with the text
/// caches of text leaves: in slabs, so a `LayoutBox` is a plain pointer. Steps pass and copy
/// boxes with no reference counting, and a layout of n nodes makes a handful of allocations,
/// not n. A session's replaced boxes are recycled. Accesses never overlap, so they skip the
/// runtime exclusivity checks.
final class BoxArena {
    @exclusivity(unchecked) private var boxes = Slab<BoxData>()
    @exclusivity(unchecked) private var textCaches = Slab<TextCache>()

    /// A new box holding `data`. Inlined, so `data` is made in its slot: called, it was
    /// copied there (every reference in it retained and released).
    @inline(__always)
    func make(_ data: BoxData) -> LayoutBox {
        let slot = boxes.take()
        slot.initialize(to: data)
        return LayoutBox(slot)
    }

    /// A slot holding `cache`, given back with its box (inlined, as above).
    @inline(__always)
    func make(_ cache: TextCache) -> UnsafeMutablePointer<TextCache> {
        let slot = textCaches.take()
        slot.initialize(to: cache)
        return slot
    }

    /// Gives back one box (its children stay); nothing may use it afterwards.
    func release(_ box: LayoutBox) {
        if let cache = box.textCache {
            cache.deinitialize(count: 1)
            textCaches.giveBack(cache)
        }
        destroy(box.data)
        boxes.giveBack(box.data)
    }

    /// Gives back a box and every box below it.
    func releaseSubtree(_ box: LayoutBox) {
        for child in box.treeChildren { releaseSubtree(child) }
        release(box)
    }

    private func destroy(_ slot: UnsafeMutablePointer<BoxData>) {
        slot.pointee.address.release()
        slot.deinitialize(count: 1)
    }

    deinit {
        boxes.deallocateAll(destroy)
        textCaches.deallocateAll { $0.deinitialize(count: 1) }
    }
}

import CMemoryHints
import ViewTree

extension LayoutBox {
    /// The text of a text leaf (one with a text cache), borrowed where it is in the input tree.
    var leafText: String {
        unsafeAddress {
            let optional = unsafe data.pointee.address.node.pointer(to: \.text)!
            precondition(unsafe optional.pointee != nil, "FlexLayout: a text cache without text")
            // Safe: an `Optional<String>` holding a string has the string's layout (`none` is a
            // bit pattern no string has), and it holds one (checked above); the node is in the
            // pass's tree storage (`Slot.swift`).
            return unsafe UnsafeRawPointer(optional).assumingMemoryBound(to: String.self)
        }
    }
}

extension TextSupport {
    /// Asks for the storage of `box`'s text before it is first measured: the copy made there
    /// (an atomic retain, which stalls until the line is in) and the measurer's read otherwise
    /// each waited for a line long out of the cache (6 % of the `perf` samples of `layout-once
    /// wide-text`, an eighth of its layouts'). A native string's UTF-8 starts 32 bytes into its
    /// object, after the header the retain writes.
    @inline(__always)
    static func prefetch(_ box: LayoutBox) {
        // Safe: see `leafText`; only addresses are computed, as hints, and never read through.
        guard let cache = box.textCache, cache.pointee.intrinsic == nil else { return }
        let text = unsafe box.data.pointee.address.node.pointer(to: \.text)!
        // Only the addresses leave the closure, as hints; they are never read through.
        let bytes = unsafe text.pointee!.utf8.withContiguousStorageIfAvailable { unsafe $0.count > 15 ? $0 : nil }
        guard let bytes = unsafe bytes ?? nil, let start = bytes.baseAddress else { return }  // a small string lives in the node
        unsafe layoutwatch_prefetch_for_write(start - 24)
        unsafe layoutwatch_prefetch_for_write(start)
        // The last bytes too: they may be a line further on (a 42-byte text 32 bytes into an
        // object spans two lines past its header's), and the measurer's last read of them
        // stalled (31 % of its `perf` samples on `wide-text`).
        unsafe layoutwatch_prefetch(start + bytes.count - 1)
    }

    /// Asks for the line of `box`'s node that holds its text, some items ahead of `prefetch`,
    /// which reads the text's address there: read out of the cache, it stalled the prefetch.
    /// The line of the `text` field, not of the node's start: nodes are 816 bytes apart, so
    /// three in four start 16, 32 or 48 bytes into a line and have their text in the next.
    @inline(__always)
    static func prefetchNode(_ box: LayoutBox) {
        // Safe: a hint, never read through; the node is in the pass's tree storage.
        unsafe layoutwatch_prefetch(box.data.pointee.address.node.pointer(to: \.text)!)
    }
}

extension TextLayoutInfo {
    /// Makes at `slot` an info for the text of the node it is given to, set by the measurer of
    /// the layout that made the node (`LaidOutNode.textLayout` binds both); read in no node,
    /// the info has no lines. Made in the slot's storage: wrapped as an optional first, the
    /// info was made aside and copied in (a `memcpy` of 168 bytes just written, which stalled:
    /// 3 % of the `perf` samples of `layout-once wide-text`).
    @unsafe
    package static func initialize(_ slot: UnsafeMutablePointer<TextLayoutInfo?>, nodeTextIn font: FontSpec, maxWidth: Double,
                                   lineHeight: Double, truncated: Bool, neededSize: Size, lineLimit: Int?, givenSize: Size) {
        let setting = DeferredLines(text: nil, font: font, maxWidth: maxWidth, maxLines: lineLimit, measurer: nil)
        let info = TextLayoutInfo(fontSize: font.size, fontWeight: font.weight, lineHeight: lineHeight,
                                  source: .deferred(setting), truncated: truncated, neededSize: neededSize,
                                  lineLimit: lineLimit, givenSize: givenSize)
        guard MemoryLayout<TextLayoutInfo?>.size == MemoryLayout<TextLayoutInfo>.size else {
            // Safe: the caller gives an uninitialized slot (`@unsafe`), initialized here once.
            return unsafe slot.initialize(to: info)
        }
        // Safe: an optional that takes no more room than its wrapped type stores `some(x)` as
        // the bit pattern of `x` (`none` is a bit pattern no info has), so the info written as
        // an info is the optional's `some`; the slot is uninitialized (the caller's promise).
        unsafe UnsafeMutableRawPointer(slot).assumingMemoryBound(to: TextLayoutInfo.self).initialize(to: info)
    }
}

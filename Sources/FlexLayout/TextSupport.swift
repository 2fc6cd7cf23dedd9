import CMemoryHints
import ViewTree

/// A text leaf's measurements through its `TextCache`: the measurer is asked once for the
/// intrinsic sizes and once per other width the text is broken at, and the style is read only
/// when the box is made.
enum TextSupport {
    /// The cache of a text box, with what sizing reads of its style.
    @inline(__always)  // made in its slot (as a returned value, it was copied there)
    static func cache(_ box: LayoutBox, context: LayoutContext) -> TextCache {
        let style = box.style
        let font = FontSpec(size: style.fontSize, lineHeight: style.lineHeight, weight: style.fontWeight)
        return TextCache(font: font, maxLines: style.maxLines,
                         inRow: style.flexDirection == .row || style.flexDirection == .rowReverse,
                         baseline: context.measurer.baseline(for: font))
    }

    /// The extent of the text set in a content box `width` wide.
    @inline(__always)
    static func extent(_ cache: UnsafeMutablePointer<TextCache>, _ box: LayoutBox, inContentWidth width: Double,
                       context: LayoutContext) -> TextExtent {
        extent(cache, box, breakingAt: breakWidth(cache, box, width, context: context), context: context)
    }

    /// The extent of the text broken at `width`, with the node's line limit. Given its
    /// max-content width, the text is its one line (within any limit of a line or more): that
    /// answer inline, the rest called (a call for every answer was ~40 instructions a text leaf,
    /// asked twice).
    @inline(__always)
    static func extent(_ cache: UnsafeMutablePointer<TextCache>, _ box: LayoutBox, breakingAt width: Double,
                       context: LayoutContext) -> TextExtent {
        if let sizes = cache.pointee.intrinsic, width >= sizes.maxContentWidth, (cache.pointee.maxLines ?? 1) >= 1 {
            return sizes.oneLine
        }
        return measuredExtent(cache, box, breakingAt: width, context: context)
    }

    private static func measuredExtent(_ cache: UnsafeMutablePointer<TextCache>, _ box: LayoutBox, breakingAt width: Double,
                                       context: LayoutContext) -> TextExtent {
        let maxLines = cache.pointee.maxLines
        let sizes = intrinsicSizes(cache, box, context: context)
        if width >= sizes.maxContentWidth, (maxLines ?? 1) >= 1 { return sizes.oneLine }
        if let last = cache.pointee.last, last.width == width { return last.extent }
        let extent = context.measurer.extent(of: box.text ?? "", font: cache.pointee.font, maxWidth: width, maxLines: maxLines)
        cache.pointee.last = (width, extent)
        return extent
    }

    /// The width the text breaks at in a content box `width` wide. The text is the anonymous
    /// item of its node: in a row it cannot shrink below its min-content width, in a column it
    /// is stretched to the node's width.
    static func breakWidth(_ cache: UnsafeMutablePointer<TextCache>, _ box: LayoutBox, _ width: Double,
                           context: LayoutContext) -> Double {
        cache.pointee.inRow ? max(width, intrinsicSizes(cache, box, context: context).minContentWidth) : width
    }

    /// Asks for the storage of `box`'s text before it is first measured: the copy made there
    /// (an atomic retain, which stalls until the line is in) and the measurer's read otherwise
    /// each waited for a line long out of the cache (6 % of the `perf` samples of `layout-once
    /// wide-text`, an eighth of its layouts'). A native string's UTF-8 starts 32 bytes into its
    /// object, after the header the retain writes.
    @inline(__always)
    static func prefetch(_ box: LayoutBox) {
        guard let cache = box.textCache, cache.pointee.intrinsic == nil else { return }
        let text = box.data.pointee.address.node.pointer(to: \.text)!
        // Only the addresses leave the closure, as hints; they are never read through.
        let bytes = text.pointee!.utf8.withContiguousStorageIfAvailable { $0.count > 15 ? $0 : nil }
        guard let bytes = bytes ?? nil, let start = bytes.baseAddress else { return }  // a small string lives in the node
        layoutwatch_prefetch_for_write(start - 24)
        layoutwatch_prefetch_for_write(start)
        // The last bytes too: they may be a line further on (a 42-byte text 32 bytes into an
        // object spans two lines past its header's), and the measurer's last read of them
        // stalled (31 % of its `perf` samples on `wide-text`).
        layoutwatch_prefetch(start + bytes.count - 1)
    }

    /// Asks for the line of `box`'s node that holds its text, some items ahead of `prefetch`,
    /// which reads the text's address there: read out of the cache, it stalled the prefetch.
    /// The line of the `text` field, not of the node's start: nodes are 816 bytes apart, so
    /// three in four start 16, 32 or 48 bytes into a line and have their text in the next.
    @inline(__always)
    static func prefetchNode(_ box: LayoutBox) {
        layoutwatch_prefetch(box.data.pointee.address.node.pointer(to: \.text)!)
    }

    /// The text's min-content width and one-line extent, measured once per box (the kept
    /// answer inline, the measuring called).
    @inline(__always)
    static func intrinsicSizes(_ cache: UnsafeMutablePointer<TextCache>, _ box: LayoutBox,
                               context: LayoutContext) -> TextIntrinsicSizes {
        if let sizes = cache.pointee.intrinsic { return sizes }
        return measureIntrinsicSizes(cache, box, context: context)
    }

    private static func measureIntrinsicSizes(_ cache: UnsafeMutablePointer<TextCache>, _ box: LayoutBox,
                                              context: LayoutContext) -> TextIntrinsicSizes {
        // Read in place: an `Optional<String>` holding a string has the string's layout.
        let optional = box.data.pointee.address.node.pointer(to: \.text)!
        precondition(optional.pointee != nil, "a text cache without text")
        let text = UnsafeRawPointer(optional).assumingMemoryBound(to: String.self)
        let sizes = context.measurer.intrinsicSizes(ofTextAt: text, font: cache.pointee.font)
        cache.pointee.intrinsic = sizes
        return sizes
    }
}

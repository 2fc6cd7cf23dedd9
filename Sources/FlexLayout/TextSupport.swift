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
                         inRow: style.flexDirection == .row || style.flexDirection == .rowReverse
                             || !(style.alignItems == .normal || style.alignItems == .stretch),
                         baseline: context.measurer.baseline(for: font))
    }

    /// The extent of the text set in a content box `width` wide.
    @inline(__always)
    static func extent(_ cache: Slot<TextCache>, _ box: LayoutBox, inContentWidth width: Double,
                       context: LayoutContext) -> TextExtent {
        extent(cache, box, breakingAt: breakWidth(cache, box, width, context: context), context: context)
    }

    /// The extent of the text broken at `width`, with the node's line limit. Given its
    /// max-content width, the text is its one line (within any limit of a line or more): that
    /// answer inline, the rest called (a call for every answer was ~40 instructions a text leaf,
    /// asked twice).
    @inline(__always)
    static func extent(_ cache: Slot<TextCache>, _ box: LayoutBox, breakingAt width: Double,
                       context: LayoutContext) -> TextExtent {
        if let sizes = cache.pointee.intrinsic, width >= sizes.maxContentWidth, (cache.pointee.maxLines ?? 1) >= 1 {
            return sizes.oneLine
        }
        return measuredExtent(cache, box, breakingAt: width, context: context)
    }

    private static func measuredExtent(_ cache: Slot<TextCache>, _ box: LayoutBox, breakingAt width: Double,
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
    /// item of its node: in a row it cannot shrink below its min-content width, nor in a column
    /// that does not stretch it (fit-content); a stretching column gives it the node's width.
    static func breakWidth(_ cache: Slot<TextCache>, _ box: LayoutBox, _ width: Double,
                           context: LayoutContext) -> Double {
        cache.pointee.inRow ? max(width, intrinsicSizes(cache, box, context: context).minContentWidth) : width
    }

    /// The text's min-content width and one-line extent, measured once per box (the kept
    /// answer inline, the measuring called).
    @inline(__always)
    static func intrinsicSizes(_ cache: Slot<TextCache>, _ box: LayoutBox,
                               context: LayoutContext) -> TextIntrinsicSizes {
        if let sizes = cache.pointee.intrinsic { return sizes }
        return measureIntrinsicSizes(cache, box, context: context)
    }

    private static func measureIntrinsicSizes(_ cache: Slot<TextCache>, _ box: LayoutBox,
                                              context: LayoutContext) -> TextIntrinsicSizes {
        // A session's output copies the text from the box (`OutputTree.makeOwnNode`): only a
        // one-off layout takes the cache's copy, so only it makes one.
        guard !context.keepsOutputs else {
            let sizes = context.measurer.intrinsicSizes(of: box.leafText, font: cache.pointee.font)
            cache.pointee.intrinsic = sizes
            return sizes
        }
        let text = box.leafText
        let sizes = context.measurer.intrinsicSizes(of: text, font: cache.pointee.font)
        cache.pointee.intrinsic = sizes
        cache.pointee.text = text
        return sizes
    }

    /// Whether a text leaf lays its text out as Chromium's anonymous flex item stretched to the
    /// leaf's height (a row whose `align-items` stretches): the text then pushes no height of
    /// the leaf's own that its aspect ratio gives, and overflows it.
    static func stretchesText(_ box: LayoutBox) -> Bool {
        guard case .none = box.image else { return false }
        let style = box.style
        return (style.flexDirection == .row || style.flexDirection == .rowReverse)
            && (style.alignItems == .normal || style.alignItems == .stretch)
    }
}

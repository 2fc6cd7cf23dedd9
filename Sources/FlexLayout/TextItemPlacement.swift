import ViewTree

/// Where a text leaf's text lies in the leaf: Chromium lays the text out in an anonymous flex
/// item of the leaf, which the leaf's `justify-content` and `align-items` place (overflowing
/// ones too, as `Alignment` places items) and its direction orders. What overflows the leaf
/// then is what its scrollable overflow holds (`ScrollableOverflow`).
enum TextItemPlacement {
    /// The anonymous item and its lines (to their glyphs' bottom) in the leaf's own frame (mirrored when it lays out right
    /// to left), the leaf laid out at `size` (its percentages of `parentWidth`); `nil` for an
    /// image leaf. In a row the item is no
    /// narrower than its min-content width; in a column it is as wide as the content box when
    /// stretched, else as wide as its text within that (fit-content).
    static func place(_ box: LayoutBox, size: Size, parentWidth: Double?, context: LayoutContext) -> (item: Rect, lines: Rect)? {
        guard let cache = box.textCache else { return nil }
        let style = box.style
        let (padding, border) = box.paddingBorder(parentWidth)
        let inset = padding + border + box.scrollbarGutter(context.scrollbarWidth)
        let content = Size(width: max(0, size.width - inset.horizontal), height: max(0, size.height - inset.vertical))
        let row = style.flexDirection == .row || style.flexDirection == .rowReverse
        let reversed = style.flexDirection == .rowReverse || style.flexDirection == .columnReverse
        let stretched = style.alignItems == .normal || style.alignItems == .stretch
        let sizes = TextSupport.intrinsicSizes(cache, box, context: context)
        let fitted = max(sizes.minContentWidth, min(content.width, sizes.maxContentWidth))
        let width = row || !stretched ? fitted : content.width
        let lines = TextSupport.extent(cache, box, breakingAt: width, context: context)
        let free = Size(width: content.width - width, height: content.height - lines.height)
        let justify = FlexAlgorithm.physicalJustify(style.justifyContent, row: row, rtl: box.rtl)
        var mode = FlexAlgorithm.fallback(FlexAlgorithm.distribution(justify), free: row ? free.width : free.height, count: 1)
        if style.safeAlignment.justifyContent && (row ? free.width : free.height) < 0 { mode = .start }
        let main = FlexAlgorithm.offset(free: row ? free.width : free.height, count: 1, gap: 0, mode: mode,
                                        reversed: reversed, first: true)
        let cross = crossOffset(style, free: row ? free.height : free.width)
        let item = Rect(x: inset.left + (row ? main : cross), y: inset.top + (row ? cross : main),
                        width: width, height: lines.height)
        // The last line's glyphs reach the font's descent below its baseline, past a line
        // height under the content area.
        let lineHeight = lines.lineCount > 0 ? lines.height / Double(lines.lineCount) : 0
        let glyphs = lines.height - lineHeight + cache.pointee.baseline + context.measurer.descent(for: cache.pointee.font)
        return (item, Rect(x: item.x, y: item.y, width: lines.width, height: max(lines.height, glyphs)))
    }

    /// Whether the leaf's style may place its text elsewhere than at the top of its content
    /// box (then its baselines follow `place`).
    @inline(__always)  // read in place: a `Style` passed by value was a copy per text leaf
    static func movesText(_ style: InPlace<Style>) -> Bool {
        switch style.pointee.flexDirection {
        case .row, .rowReverse:
            if style.pointee.flexWrap == .wrapReverse { return true }
            switch style.pointee.alignItems {
            case .normal, .stretch, .flexStart, .start, .selfStart, .baseline, .lastBaseline: return false
            default: return true
            }
        case .column: return !(style.pointee.justifyContent == .normal || style.pointee.justifyContent == .flexStart
                               || style.pointee.justifyContent == .start)
        case .columnReverse: return true
        }
    }

    /// The item's offset across the leaf with `free` room (negative when it overflows), by
    /// `align-items`; a `wrap-reverse` leaf's line starts at the cross end.
    private static func crossOffset(_ style: Style, free: Double) -> Double {
        if style.safeAlignment.alignItems && free < 0 { return 0 }
        let wrapReversed = style.flexWrap == .wrapReverse
        switch style.alignItems {
        case .center: return free / 2
        case .end, .selfEnd: return free
        case .flexEnd: return wrapReversed ? 0 : free
        case .start, .selfStart: return 0
        // A stretched item fills a line with room; one that overflows it starts at the cross
        // start, which `wrap-reverse` puts at the end.
        case .normal, .stretch: return wrapReversed && free < 0 ? free : 0
        case .flexStart, .baseline, .lastBaseline: return wrapReversed ? free : 0
        }
    }
}

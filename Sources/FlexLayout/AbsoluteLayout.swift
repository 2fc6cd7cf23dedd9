import ViewTree

/// Absolutely positioned children (CSS Flexbox §4.1): sized against the padding box, placed
/// by their insets, or at their static position given by `justify-content`/`align-self`.
extension FlexAlgorithm {
    mutating func layOutAbsoluteChildren() {
        guard box.hasAbsoluteChildren else { return }
        let container = c.containerSize
        let paddingBox = Size(width: container.width - c.border.horizontal - c.gutter.horizontal,
                              height: container.height - c.border.vertical - c.gutter.vertical)
        for child in box.flexChildren where child.isAbsolute {
            child.deferredStaticPosition = box.style.position == .static
            if child.deferredStaticPosition { context.hasStaticParentAbsolutes = true }
            let frame = AbsoluteLayout.place(child, in: AbsoluteLayout.Block(
                size: container, paddingBox: paddingBox, border: c.border, gutter: c.gutter,
                contentInset: c.contentInset, row: c.row, reverse: c.reverse, wrapReverse: c.wrapReverse,
                justify: c.justifyContent, alignItems: c.alignItems, rtl: box.rtl,
                safeAlignItems: box.style.safeAlignment.alignItems), context: context)
            place(child, x: frame.x, y: frame.y, size: Size(width: frame.width, height: frame.height))
        }
    }
}

enum AbsoluteLayout {
    /// The containing block and the parent's flex values, in the parent's (mirrored) frame.
    struct Block {
        var size: Size
        var paddingBox: Size
        var border: Insets
        var gutter: Insets
        var contentInset: Insets
        var row: Bool
        var reverse: Bool
        var wrapReverse: Bool
        var justify: JustifyContent
        var alignItems: AlignSelf
        var rtl: Bool
        var safeAlignItems = false
    }

    static func place(_ child: LayoutBox, in block: Block, context: LayoutContext) -> Rect {
        let style = child.style
        let cb = OptSize(width: block.paddingBox.width, height: block.paddingBox.height)
        let m = style.margin
        var margin = (top: m.top.resolve(cb.width), right: m.right.resolve(cb.width),
                      bottom: m.bottom.resolve(cb.width), left: m.left.resolve(cb.width))
        if child.parentMirrored { swap(&margin.left, &margin.right) }
        let (padding, border) = child.paddingBorder(cb.width)
        let pb = (padding + border).sum
        let inset = child.insets(cb)
        let sizes = StyleSupport.sizes(child, base: cb, paddingBorder: pb)
        let minSize = OptSize(width: max(sizes.min.width ?? pb.width, pb.width), height: max(sizes.min.height ?? pb.height, pb.height))
        var known = sizes.size.clamped(minSize, sizes.max)
        if case .some = style.aspectRatio {
            known.width = ratioFloorWidth(child, width: known.width, base: cb, paddingBorder: pb)
            // A height the ratio makes is at least the content's: the layout finds it (`ratioSize`).
            if style.height.isAuto || style.height.isContentKeyword, !child.flexChildren.isEmpty { known.height = nil }
        }
        // `stretch` fills the containing block between the insets.
        if style.width == .stretch {
            known.width = max(0, cb.width! - (margin.left ?? 0) - (margin.right ?? 0) - (inset.left ?? 0) - (inset.right ?? 0))
        }
        if style.height == .stretch {
            known.height = max(0, cb.height! - (margin.top ?? 0) - (margin.bottom ?? 0) - (inset.top ?? 0) - (inset.bottom ?? 0))
        }
        if known.width == nil, let l = inset.left, let r = inset.right {
            known.width = max(0, cb.width! - (margin.left ?? 0) - (margin.right ?? 0) - l - r)
            known = known.applyingAspectRatio(style.aspectRatio, adjust: StyleSupport.ratioAdjustment(child, paddingBorder: pb))
                .clamped(minSize, sizes.max)
        }
        let heightIsRatios = style.aspectRatio != nil && known.width != nil
        if known.height == nil, !heightIsRatios, let t = inset.top, let b = inset.bottom, !shrinksBetweenInsets(style.alignSelf) {
            known.height = max(0, cb.height! - (margin.top ?? 0) - (margin.bottom ?? 0) - t - b)
            known = known.applyingAspectRatio(style.aspectRatio, adjust: StyleSupport.ratioAdjustment(child, paddingBorder: pb))
                .clamped(minSize, sizes.max)
        }
        let width = availableWidth(child, left: inset.left, right: inset.right, in: block)
        // The space is the margin box's: the limits clamp the border box inside it.
        let marginSum = (width: (margin.left ?? 0) + (margin.right ?? 0), height: (margin.top ?? 0) + (margin.bottom ?? 0))
        let space = AvailSize(
            width: .definite((width - marginSum.width).clamped(minSize.width, sizes.max.width) + marginSum.width),
            height: .definite((block.size.height - marginSum.height).clamped(minSize.height, sizes.max.height) + marginSum.height))
        let output = NodeLayout.compute(child, known: known, parent: cb, available: space,
                                        performLayout: true, inherentSize: true, context: context)
        let size = OptSize(width: known.width ?? output.size.width, height: known.height ?? output.size.height)
            .clamped(minSize, sizes.max)
        let final = Size(width: size.width!, height: size.height!)
        child.frame.width = final.width
        child.frame.height = final.height

        // Auto margins take the free space only when both insets are set.
        let freeW = max(0, cb.width! - final.width - (inset.left ?? 0) - (inset.right ?? 0) - (margin.left ?? 0) - (margin.right ?? 0))
        let autoW = (margin.left == nil ? 1.0 : 0) + (margin.right == nil ? 1 : 0)
        let autoH = (margin.top == nil ? 1.0 : 0) + (margin.bottom == nil ? 1 : 0)
        let bothW = inset.left != nil && inset.right != nil, bothH = inset.top != nil && inset.bottom != nil
        let ml = margin.left ?? (bothW && autoW > 0 ? freeW / autoW : 0)
        let mr = margin.right ?? (bothW && autoW > 0 ? freeW / autoW : 0)
        // Vertical auto margins share the free space even when it is negative (CSS 2 §10.6.4).
        let freeV = cb.height! - final.height - (inset.top ?? 0) - (inset.bottom ?? 0) - (margin.top ?? 0) - (margin.bottom ?? 0)
        let mt = margin.top ?? (bothH && autoH > 0 ? freeV / autoH : 0)
        let mb = margin.bottom ?? (bothH && autoH > 0 ? freeV / autoH : 0)
        let resolved = Insets(top: mt, right: mr, bottom: mb, left: ml)

        // `safe` align-self (or the parent's align-items) starts an overflowing box at the start.
        let safe = style.alignSelf == .auto ? block.safeAlignItems : style.safeAlignment.alignSelf
        func cross(_ size: Double, _ extent: Double, _ insetSum: Double) -> StaticMode {
            safe && size > extent - insetSum ? .start : crossMode(child, block)
        }
        let x = position(start: inset.left, end: inset.right, size: final.width, extent: block.size.width,
                         borderStart: block.border.left, borderEnd: block.border.right, gutterEnd: block.gutter.right,
                         contentStart: block.contentInset.left, contentEnd: block.contentInset.right,
                         marginStart: resolved.left, marginEnd: resolved.right,
                         staticMode: block.row ? mainMode(block)
                            : cross(final.width + resolved.horizontal, block.size.width, block.contentInset.horizontal))
        let y = position(start: inset.top, end: inset.bottom, size: final.height, extent: block.size.height,
                         borderStart: block.border.top, borderEnd: block.border.bottom, gutterEnd: block.gutter.bottom,
                         contentStart: block.contentInset.top, contentEnd: block.contentInset.bottom,
                         marginStart: resolved.top, marginEnd: resolved.bottom,
                         staticMode: block.row
                            ? cross(final.height + resolved.vertical, block.size.height, block.contentInset.vertical)
                            : mainMode(block),
                         insetMode: autoH > 0 ? nil : blockAxisInsetMode(style.alignSelf))
        return Rect(x: x, y: y, width: final.width, height: final.height)
    }

    enum StaticMode { case start, end, center }

    static func mainMode(_ block: Block) -> StaticMode {
        switch block.justify {
        case .normal, .flexStart, .stretch, .spaceBetween: block.reverse ? .end : .start
        case .start, .left: .start
        case .flexEnd: block.reverse ? .start : .end
        case .end, .right: .end
        case .center, .spaceAround, .spaceEvenly: .center
        }
    }

    static func crossMode(_ child: LayoutBox, _ block: Block) -> StaticMode {
        let own = child.style.alignSelf
        let align: AlignSelf = own == .auto ? block.alignItems : own
        let flip = !block.row && child.rtl != block.rtl
        switch align {
        case .start: return .start
        case .end: return .end
        case .selfStart: return flip ? .end : .start
        case .selfEnd: return flip ? .start : .end
        case .center: return .center
        case .flexEnd: return block.wrapReverse ? .start : .end
        // An absolutely positioned child has no baseline to share: Chromium puts it at the
        // cross start (`last baseline`: the end), whichever way `wrap-reverse` turns the lines.
        case .baseline: return .start
        case .lastBaseline: return .end
        default: return block.wrapReverse ? .end : .start
        }
    }

    static func position(start: Double?, end: Double?, size: Double, extent: Double,
                         borderStart: Double, borderEnd: Double, gutterEnd: Double,
                         contentStart: Double, contentEnd: Double,
                         marginStart: Double, marginEnd: Double, staticMode: StaticMode,
                         insetMode: StaticMode? = nil) -> Double {
        if let start, let end, let insetMode {
            return insetAligned(start: start + borderStart, end: extent - borderEnd - gutterEnd - end,
                                padding: (borderStart, extent - borderEnd - gutterEnd), size: size,
                                marginStart: marginStart, marginEnd: marginEnd, mode: insetMode)
        }
        if let start { return start + borderStart + marginStart }
        if let end { return extent - borderEnd - gutterEnd - size - end - marginEnd }
        // The content box is never narrower than nothing (scrollbars wider than the box).
        let content = max(0, extent - contentStart - contentEnd)
        switch staticMode {
        case .start: return contentStart + marginStart
        case .end: return contentStart + content - size - marginEnd
        case .center: return contentStart + (content - size + marginStart - marginEnd) / 2
        }
    }
}

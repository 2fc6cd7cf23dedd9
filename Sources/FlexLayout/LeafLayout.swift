import ViewTree

/// Text and image leaves: their content size through the measurer (text) or the image's
/// pixel size, within the node's own size constraints.
enum LeafLayout {
    static func compute(_ box: LayoutBox, known: OptSize, parent: OptSize, available: AvailSize,
                        inherentSize: Bool, context: LayoutContext) -> NodeOutput {
        let (padding, border) = box.paddingBorder(parent.width)
        let gutter = box.scrollbarGutter(context.scrollbarWidth)
        let inset = padding + border + gutter
        let pbSum = (padding + border).sum
        var nodeSize = known, minSize = OptSize.none, maxSize = OptSize.none
        var ratio: Double?
        if inherentSize {
            let sizes = StyleSupport.sizes(box, base: parent, paddingBorder: pbSum)
            nodeSize = known.or(sizes.size)
            minSize = sizes.min
            maxSize = sizes.max
            ratio = box.style.aspectRatio
        }
        let margin = box.margins(parent.width)
        func space(_ knownSide: Double?, _ offered: AvailableSpace, _ marginSum: Double, _ node: Double?,
                   _ lo: Double?, _ hi: Double?, _ insetSum: Double) -> AvailableSpace {
            var s = knownSide.map(AvailableSpace.definite) ?? offered.minus(marginSum)
            if let knownSide { s = .definite(knownSide) }
            if let node { s = .definite(node) }
            if case .definite(let v) = s { return .definite(max(0, v.clamped(lo, hi) - insetSum)) }
            return s
        }
        let contentSpace = AvailSize(
            width: space(known.width, available.width, margin.horizontal, nodeSize.width, minSize.width, maxSize.width, inset.horizontal),
            height: space(known.height, available.height, margin.vertical, nodeSize.height, minSize.height, maxSize.height, inset.vertical))
        let knownContent = OptSize(width: nodeSize.width.map { max(0, $0 - inset.horizontal) },
                                   height: nodeSize.height.map { max(0, $0 - inset.vertical) })
        let measured = measure(box, known: knownContent, available: contentSpace, context: context)
        var width = (nodeSize.width ?? measured.width + inset.horizontal).clamped(minSize.width, maxSize.width)
        var height = (nodeSize.height ?? measured.height + inset.vertical).clamped(minSize.height, maxSize.height)
        if let ratio, nodeSize.height == nil {
            let adjust = StyleSupport.boxSizingAdjustment(box.style.boxSizing, paddingBorder: pbSum)
            height = max(height, StyleSupport.ratioTransfer(width, fromWidth: true, ratio: ratio, adjust: adjust))
        }
        width = max(width, pbSum.width)
        height = max(height, pbSum.height)
        var baseline: Double?, lastBaseline: Double?
        if box.text != nil, measured.height > 0 {
            baseline = padding.top + border.top + context.measurer.baseline(for: TextSupport.font(box))
            // The last line's baseline (the lines are alike).
            let set = TextSupport.shape(box, width: measured.width, context: context)
            lastBaseline = baseline.map { $0 + (set.lineCount > 1 ? set.height / Double(set.lineCount) * Double(set.lineCount - 1) : 0) }
        }
        return NodeOutput(size: Size(width: width, height: height), baseline: baseline, lastBaseline: lastBaseline)
    }

    /// The content-box size of the leaf's content.
    static func measure(_ box: LayoutBox, known: OptSize, available: AvailSize, context: LayoutContext) -> Size {
        if let w = known.width, let h = known.height { return Size(width: w, height: h) }
        if let image = box.image {
            let ratio = image.height > 0 ? image.width / image.height : 1
            if let w = known.width { return Size(width: w, height: ratio > 0 ? w / ratio : 0) }
            if let h = known.height { return Size(width: h * ratio, height: h) }
            return Size(width: image.width, height: image.height)
        }
        let (minW, maxW) = TextSupport.contentWidths(box, context: context)
        let width = known.width ?? {
            switch available.width {
            case .minContent: return minW
            case .maxContent: return maxW
            case .definite(let a): return max(minW, min(maxW, a))
            }
        }()
        if let h = known.height { return Size(width: width, height: h) }
        return Size(width: width, height: TextSupport.shape(box, width: width, context: context).height)
    }
}

/// Font and intrinsic widths of text leaves.
enum TextSupport {
    static func font(_ box: LayoutBox) -> FontSpec {
        FontSpec(size: box.style.fontSize, lineHeight: box.style.lineHeight, weight: box.style.fontWeight)
    }

    /// The height and line count of the text set in a content box `width` wide, kept on the
    /// box (`TextCache.last`) for the next step that asks at the same width.
    static func shape(_ box: LayoutBox, width: Double, context: LayoutContext) -> (height: Double, lineCount: Int) {
        let extent = extent(box, breakingAt: breakWidth(box, width, context), context: context)
        return (extent.height, extent.lineCount)
    }

    /// The extent of the text broken at `width`, with the node's line limit (cached).
    static func extent(_ box: LayoutBox, breakingAt width: Double, context: LayoutContext) -> TextExtent {
        let maxLines = box.style.maxLines
        // Given its max-content width, the text is its one line (within any limit of a line or more).
        let sizes = intrinsicSizes(box, context: context)
        if width >= sizes.maxContentWidth, (maxLines ?? 1) >= 1 { return sizes.oneLine }
        if let last = box.textCache?.pointee.last, last.width == width { return last.extent }
        let extent = context.measurer.extent(of: box.text ?? "", font: font(box), maxWidth: width, maxLines: maxLines)
        box.textCache?.pointee.last = (width, extent)
        return extent
    }

    /// The text is the anonymous item of its node: in a row it cannot shrink below its
    /// min-content width, in a column it is stretched to the node's width.
    private static func breakWidth(_ box: LayoutBox, _ width: Double, _ context: LayoutContext) -> Double {
        let inRow = box.style.flexDirection == .row || box.style.flexDirection == .rowReverse
        return inRow ? max(width, intrinsicSizes(box, context: context).minContentWidth) : width
    }

    static func contentWidths(_ box: LayoutBox, context: LayoutContext) -> (Double, Double) {
        let sizes = intrinsicSizes(box, context: context)
        return (sizes.minContentWidth, sizes.maxContentWidth)
    }

    /// The text's min-content width and one-line extent, measured once per box.
    static func intrinsicSizes(_ box: LayoutBox, context: LayoutContext) -> TextIntrinsicSizes {
        if let sizes = box.textCache?.pointee.intrinsic { return sizes }
        let sizes = context.measurer.intrinsicSizes(of: box.text ?? "", font: font(box))
        box.textCache?.pointee.intrinsic = sizes
        return sizes
    }
}

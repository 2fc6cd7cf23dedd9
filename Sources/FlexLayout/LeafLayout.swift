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
        if !inherentSize, let width = known.width, let height = known.height {
            // The parent fixed both sizes (a flex item's final layout): nothing is measured.
            let content = Size(width: max(0, width - inset.horizontal), height: max(0, height - inset.vertical))
            return output(box, Size(width: max(width, pbSum.width), height: max(height, pbSum.height)), content: content,
                          lines: nil, top: padding.top + border.top, parentWidth: parent.width, context: context)
        }
        var nodeSize = known, minSize = OptSize.none, maxSize = OptSize.none
        var ratio: Double?
        var ratioHeight = false
        if inherentSize {
            let sizes = StyleSupport.sizes(box, base: parent, paddingBorder: pbSum)
            nodeSize = known.or(sizes.size)
            minSize = sizes.min
            maxSize = sizes.max
            ratio = box.style.aspectRatio
            if ratio != nil, known.height == nil, heightIsRatios(box, parent: parent) {
                // The height is the ratio's: the text is measured at the width alone.
                ratioHeight = true
                nodeSize.height = nil
            } else if let ratio, known.width == nil, let height = known.height ?? sizes.size.height,
                      StyleSupport.ratioMayWiden(box, base: parent) {
                // The ratio sizes the width: only the leaf's own maximum caps it.
                maxSize.width = StyleSupport.ownLimits(box, base: parent, paddingBorder: pbSum).max.width
                nodeSize.width = ratioWidth(box, ratio: ratio, height: height, paddingBorder: pbSum,
                                            max: maxSize.width, context: context)
            }
        } else if let r = box.style.aspectRatio, known.height == nil, heightIsRatios(box, parent: parent) {
            // Measured for its parent (a column's flex base size): an auto height is the ratio's.
            ratio = r
            ratioHeight = true
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
        let (measured, lines) = measure(box, known: knownContent, available: contentSpace, context: context)
        var width = (nodeSize.width ?? measured.width + inset.horizontal).clamped(minSize.width, maxSize.width)
        if let ratio = box.style.aspectRatio, nodeSize.width == nil {
            // A width from the content is at least what the ratio makes of the padding and
            // border (`ratioFloor`).
            width = max(width, StyleSupport.ratioFloor(ratio, of: box, paddingBorder: pbSum).width)
        }
        var height = (nodeSize.height ?? measured.height + inset.vertical).clamped(minSize.height, maxSize.height)
        if let ratio, ratioHeight {
            let adjust = StyleSupport.ratioAdjustment(box, paddingBorder: pbSum)
            let transferred = StyleSupport.ratioTransfer(width, fromWidth: true, ratio: ratio, adjust: adjust)
            height = TextSupport.stretchesText(box) ? transferred.clamped(minSize.height, maxSize.height) : max(height, transferred)
        }
        return output(box, Size(width: max(width, pbSum.width), height: max(height, pbSum.height)), content: measured,
                      lines: lines, top: padding.top + border.top, parentWidth: parent.width, context: context)
    }

    /// Whether a ratio leaf's height is the ratio's: `auto`, a content keyword, or a percentage
    /// of an indefinite height.
    static func heightIsRatios(_ box: LayoutBox, parent: OptSize) -> Bool {
        box.style.height.isContentKeyword
            || StyleSupport.resolve(box.style.height, width: false, box: box, base: parent, adjust: 0) == nil
    }

    /// The width an auto-width leaf's ratio makes of its definite `height`, at least its text's
    /// min-content width (css-sizing-4 §5.1 automatic minimum) unless a `min-width` or
    /// scrolling says otherwise, as in Chromium.
    @inline(never)  // off the common path
    static func ratioWidth(_ box: LayoutBox, ratio: Double, height: Double, paddingBorder pb: Size, max hi: Double?,
                           context: LayoutContext) -> Double {
        let adjust = StyleSupport.ratioAdjustment(box, paddingBorder: pb)
        let transferred = StyleSupport.ratioTransfer(height, fromWidth: false, ratio: ratio, adjust: adjust)
        guard box.style.minWidth == .auto, !box.isScrollContainer, let cache = box.textCache else { return transferred }
        let content = TextSupport.intrinsicSizes(cache, box, context: context).minContentWidth + pb.width
        return max(transferred, content.clamped(nil, hi))
    }

    /// The leaf's output at `size`: a text leaf has baselines unless its text is empty (a box
    /// squeezed to no height still has its first line's, as in Chromium),
    /// from its lines set `content.width` wide (`lines`, when they were) and `top` below the
    /// border box's top edge.
    static func output(_ box: LayoutBox, _ size: Size, content: Size, lines: TextExtent?, top: Double,
                               parentWidth: Double?, context: LayoutContext) -> NodeOutput {
        guard let cache = box.textCache, content.height > 0 || box.text?.isEmpty == false else { return NodeOutput(size: size, baseline: nil) }
        var top = top
        if TextItemPlacement.movesText(box.styleInPlace),
           let placed = TextItemPlacement.place(box, size: size, parentWidth: parentWidth, context: context) {
            top = placed.item.y  // the text's anonymous item, placed by the leaf's alignment
        }
        let first = top + cache.pointee.baseline
        // The last line's baseline (the lines are alike).
        let set = lines ?? TextSupport.extent(cache, box, inContentWidth: content.width, context: context)
        let last = first + (set.lineCount > 1 ? set.height / Double(set.lineCount) * Double(set.lineCount - 1) : 0)
        return NodeOutput(size: size, baseline: first, lastBaseline: last)
    }

    /// The content-box size of the leaf's content, and the text's extent when it was set for it.
    static func measure(_ box: LayoutBox, known: OptSize, available: AvailSize,
                        context: LayoutContext) -> (Size, TextExtent?) {
        if let w = known.width, let h = known.height { return (Size(width: w, height: h), nil) }
        if let image = box.image {
            let ratio = image.height > 0 ? image.width / image.height : 1
            if let w = known.width { return (Size(width: w, height: ratio > 0 ? w / ratio : 0), nil) }
            if let h = known.height { return (Size(width: h * ratio, height: h), nil) }
            return (Size(width: image.width, height: image.height), nil)
        }
        guard let cache = box.textCache else { return (.zero, nil) }  // every text box has one
        let sizes = TextSupport.intrinsicSizes(cache, box, context: context)
        let width = known.width ?? {
            switch available.width {
            case .minContent: return sizes.minContentWidth
            case .maxContent: return sizes.maxContentWidth
            case .definite(let a): return max(sizes.minContentWidth, min(sizes.maxContentWidth, a))
            }
        }()
        if let h = known.height { return (Size(width: width, height: h), nil) }
        let set = TextSupport.extent(cache, box, inContentWidth: width, context: context)
        return (Size(width: width, height: set.height), set)
    }
}

import ViewTree

/// §9.2 step 3: the flex base size and hypothetical main size of each item.
extension FlexAlgorithm {
    mutating func measure(_ box: LayoutBox, known: OptSize, available: AvailSize, inherent: Bool = false,
                          indefiniteHeight: Bool = false) -> NodeOutput {
        NodeLayout.compute(box, known: known, parent: c.percentBase, available: available,
                           performLayout: false, inherentSize: inherent, indefiniteHeight: indefiniteHeight, context: context)
    }

    /// The cross space an item may take, and the known sizes it is measured with.
    mutating func itemCrossConstraints(_ item: borrowing FlexItem) -> (space: AvailableSpace, known: OptSize) {
        let row = c.row
        let crossMargin = item.margin.crossSum(row)
        var space = available.cross(row)
        // A ratio container's items stretch to its ratio's height, not the content's that raised it.
        if case .definite(let v) = space { space = .definite(c.percentBase.cross(row) ?? c.nodeInner.cross(row) ?? v) }
        space = BalancedLineBreaker.lineShare(space, lines: c.balanceLines, gap: c.crossGap)
        let (minCross, maxCross) = (item.minSize.cross(row), item.maxSize.cross(row))
        space = space.clamped(minCross.map { $0 + crossMargin }, maxCross.map { $0 + crossMargin })
        // A column of content width is at least as wide as the item's max-content
        // contribution, so the item is as wide as its `max-width` lets it be when its content
        // is wider: its text wraps there, as in Chromium, which sizes the inline axis first.
        if !row, space == .maxContent, let maxCross { space = .definite(max(maxCross, minCross ?? 0) + crossMargin) }
        let crossSize = item.size.cross(row).map { $0.clamped(minCross, maxCross) }
        var known = OptSize.axes(row: row, main: nil, cross: crossSize)
        // Measured at its stretched size only when the container's cross size is definite: a
        // height an indefinite parent gave the container (its line, its flexing) is not (Chromium).
        if item.alignSelf == .stretch, known.cross(row) == nil, !item.crossMarginIsAuto(row),
           !c.wrap, c.percentBase.cross(row) != nil, !(row ? item.box.style.height : item.box.style.width).isContentKeyword {
            known.setCross(row, space.value.map { max(0, $0 - crossMargin) })
        }
        return (space, known)
    }

    /// §4.5: the automatic minimum size is the content size, capped by the specified and
    /// maximum sizes; scroll containers have none.
    mutating func resolveMinMain(_ item: inout FlexItem, crossSpace: AvailableSpace, known: OptSize) -> Double {
        let row = c.row
        let pbMain = item.paddingBorderSum.main(row)
        // A minimum the ratio transfers from the cross axis is a floor of the automatic
        // minimum, not a `min-width`/`min-height` of the item's own (Chromium takes the larger).
        var explicitMin = item.minSize.main(row), transferredMin = 0.0
        if case .some = item.box.style.aspectRatio, (row ? item.box.style.minWidth : item.box.style.minHeight) == .auto {
            transferredMin = explicitMin ?? 0
            explicitMin = nil
        }
        if let minMain = explicitMin ?? (item.box.isScrollContainer ? 0 : nil) {
            item.resolvedMinMain = minMain
        } else {
            let space = AvailSize.axes(row: row, main: .minContent, cross: crossSpace)
            // A wrapping column's min-content width is its widest item's, its lines not broken
            // at any height (Chromium).
            let wrappingColumn = row && StyleSupport.isWrappingColumn(item.box.styleInPlace)
            var content = measure(item.box, known: wrappingColumn ? .none : known, available: space).size.main(row)
            if !row, case .some = item.box.style.aspectRatio, let width = known.width {
                content = max(content, contentHeightBesideRatio(item, width: width))
            }
            // With a ratio and a definite cross size, the min-content size is at least the
            // transferred size; a size the ratio made is no specified size suggestion.
            if let ratio = item.box.style.aspectRatio, let cross = known.cross(row) {
                let adjust = StyleSupport.ratioAdjustment(item.box, paddingBorder: item.paddingBorderSum)
                content = max(content, StyleSupport.ratioTransfer(cross, fromWidth: !row, ratio: ratio, adjust: adjust))
            }
            let keywordAroundRatios = item.box.ratioInSubtree && item.box.style.aspectRatio == nil
                && (row ? item.box.style.width : item.box.style.height).isContentKeyword
            if let specified = keywordAroundRatios ? ratioKeywordMain(item, cross: known.cross(row))
                : specifiedMain(item) ?? ratioKeywordSuggestion(item, cross: known.cross(row)) {
                content = min(content, specified)
            }
            // Capped by the item's maximum; with a definite cross size the main axis is the one
            // the ratio sizes, and only the item's own maximum caps it, not the one the ratio
            // transfers (css-sizing-4 §5.1, as Chromium); without one, the transferred maximum
            // caps it even where a `flex-basis` frees the main size from it (`ownMainLimits`).
            let maxMain = item.box.style.aspectRatio == nil ? item.maxSize.main(row)
                : known.cross(row) == nil
                ? StyleSupport.sizes(item.box, base: c.percentBase, paddingBorder: item.paddingBorderSum).max.main(row)
                : StyleSupport.ownLimits(item.box, base: c.percentBase, paddingBorder: item.paddingBorderSum).max.main(row)
            if let maxMain { content = min(content, maxMain) }
            item.resolvedMinMain = max(content, pbMain, transferredMin)
        }
        item.minDeferred = false
        return item.resolvedMinMain
    }

    /// The item's main size as written (`nil` for `auto` and for a percentage of an
    /// indefinite size, even when the ratio gives one).
    @inline(__always)  // called per item; a call was 60 instructions an item of `wide`
    func specifiedMain(_ item: borrowing FlexItem) -> Double? {
        switch c.row ? item.box.style.width : item.box.style.height {
        case .auto: nil
        case .points: item.size.main(c.row)
        case .percent: c.percentBase.main(c.row) == nil ? nil : item.size.main(c.row)
        default: item.box.style.aspectRatio == nil ? item.size.main(c.row) : nil  // a keyword: the ratio's
        }
    }

    /// The automatic minimum, computed now if it was deferred.
    mutating func minMain(_ i: Int) -> Double {
        guard items[i].minDeferred else { return items[i].resolvedMinMain }
        var item = items[i]
        let (cross, known) = itemCrossConstraints(item)
        let value = resolveMinMain(&item, crossSpace: cross, known: known)
        items[i] = item
        return value
    }

    /// A column item's `fit-content` widths resolve against the space the column offers when
    /// the column's own width (the items' percentage base) is not known yet, as in Chromium;
    /// under a min-content constraint, against none.
    /// Called for such columns only (`determineFlexBaseSize` checks, without a call per item).
    mutating func resolveFitContentWidths(_ item: inout FlexItem) {
        let space: Double
        switch available.width {
        case .definite(let v): space = v
        case .minContent: space = 0  // no room: `fit-content` is the min-content width
        case .maxContent: return
        }
        let box = item.box
        guard box.style.width == .fitContent || box.style.minWidth == .fitContent || box.style.maxWidth == .fitContent,
              !FlexContainerLayout.usesPercentWidth(box, inRow: false) else { return }
        let sizes = StyleSupport.sizes(box, base: OptSize(width: space, height: c.percentBase.height),
                                       paddingBorder: item.paddingBorderSum)
        item.size.width = sizes.size.width
        item.minSize.width = sizes.min.width
        item.maxSize.width = sizes.max.width
    }

    /// The item's flex base size and hypothetical main size. `generateItems` calls it as it
    /// makes each item, while the child's box is in the cache.
    mutating func determineFlexBaseSize(_ item: inout FlexItem) {
        let row = c.row
        if !row, c.percentBase.width == nil { resolveFitContentWidths(&item) }
        let (crossSpace, childKnown) = itemCrossConstraints(item)
        let pbMain = item.paddingBorderSum.main(row)
        let adjust = StyleSupport.boxSizingAdjustment(item.box.style.boxSizing, paddingBorder: item.paddingBorderSum)
        let styleBasis = item.box.style.flexBasis
        var basisIsMaxContent = styleBasis == .maxContent
        let basis = styleBasis.resolve(c.percentBase.main(row)).map { $0 + adjust.main(row) }
        if basis != nil, case .some = item.box.style.aspectRatio { ownMainLimits(&item) }
        // A percentage of a column's indefinite height sizes the item by its content, as
        // `content` (css-flexbox §7.2.3), not by its `height`. A row's width is indefinite
        // only while it is being found, where the item contributes its `width`.
        let basisIsContent = basis == nil && !row && styleBasis.isPercent
        if styleBasis.isContentKeyword {
            // Content keywords size the item by its content along the main axis.
            var mode: AvailableSpace = styleBasis == .minContent ? .minContent : .maxContent
            if styleBasis == .fitContent, let inner = c.nodeInner.main(row) {
                mode = .definite(max(0, inner - item.margin.mainSum(row)))
            }
            let space = AvailSize.axes(row: row, main: mode, cross: crossSpace)
            item.flexBasis = measure(item.box, known: childKnown, available: space).size.main(row)
            item.contentBasis = true
        } else if styleBasis == .stretch, let inner = c.nodeInner.main(row) {
            item.flexBasis = max(0, inner - item.margin.mainSum(row))
        } else if !basisIsContent,
                  let basis = basis ?? (item.box.ratioInSubtree ? ratioKeywordMain(item, cross: childKnown.cross(row))
                                                                 : item.size.main(row)) {
            item.flexBasis = basis
        } else if let ratio = item.box.style.aspectRatio, let cross = childKnown.cross(row) {
            // §9.2 3B: a definite cross size through the aspect ratio.
            item.flexBasis = StyleSupport.ratioTransfer(cross, fromWidth: !row, ratio: ratio,
                                                        adjust: StyleSupport.ratioAdjustment(item.box, paddingBorder: item.paddingBorderSum))
            // A content keyword's size (the ratio's) is a content size for the contributions.
            item.contentBasis = (row ? item.box.style.width : item.box.style.height).isContentKeyword
        } else {
            let space = AvailSize.axes(row: row, main: .maxContent, cross: crossSpace)
            let size = measure(item.box, known: childKnown, available: space).size
            item.flexBasis = size.main(row)
            basisIsMaxContent = true
            item.contentBasis = true
            if row, childKnown.height == nil, item.box.textCache != nil, item.box.image == nil, item.box.style.aspectRatio == nil {
                (item.oneLineWidth, item.oneLineHeight) = (size.width, size.height)
            }
        }
        item.flexBasis = max(item.flexBasis, pbMain)

        // The automatic minimum is at most the specified size and the max-content size:
        // when the base size is at least either, the minimum cannot change the
        // hypothetical size, so it waits until a shrinking line needs it.
        let floor: Double
        if item.minSize.main(row) == nil, !item.box.ratioInSubtree,
           basisIsMaxContent || specifiedMain(item).map({ item.flexBasis >= $0 }) == true {
            item.minDeferred = true
            floor = pbMain
        } else {
            floor = max(resolveMinMain(&item, crossSpace: crossSpace, known: childKnown), pbMain)
        }
        let hypothetical = item.flexBasis.clamped(floor, item.maxSize.main(row))
        item.hypotheticalInner = Size.axes(row: row, main: hypothetical, cross: 0)
    }
}

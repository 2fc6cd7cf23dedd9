import ViewTree

/// Flex containers with an `aspect-ratio` and children (css-sizing-4 §5.1, as Chromium sizes
/// them): an auto width is the content's, at least what the ratio makes of the padding and
/// border; an auto height is the ratio's, at least the content's (`min-height: auto`), where
/// the content is laid out in the ratio's height: items stretched to it push nothing.
extension FlexContainerLayout {
    @inline(never)  // off the common path
    static func ratioSize(_ box: LayoutBox, ratio: Double, styled: OptSize, known: OptSize, parent: OptSize,
                          available: AvailSize, inherentSize: Bool, indefiniteHeight: Bool,
                          context: LayoutContext) -> (size: OptSize, ratioHeight: Double?) {
        var styled = styled
        let (padding, border) = box.paddingBorder(parent.width)
        let pbSum = (padding + border).sum
        let sizes = StyleSupport.sizes(box, base: parent, paddingBorder: pbSum)
        let adjust = StyleSupport.boxSizingAdjustment(box.style.boxSizing, paddingBorder: pbSum)
        let floor = StyleSupport.ratioFloor(ratio, of: box, paddingBorder: pbSum)
        // Measured for its parent (`inherentSize` false: a column's flex base size), an auto
        // height is still the ratio's; the parent applies the box's own sizes. So is a content
        // keyword's (the ratio box's content height is the ratio's).
        let heightIsRatios = known.height == nil && (box.style.height.isContentKeyword
            || StyleSupport.resolve(box.style.height, width: false, box: box, base: parent, adjust: adjust.height) == nil)
        if styled.width == nil {
            guard inherentSize || floor.width > pbSum.width || heightIsRatios else { return (styled, nil) }
            var sizing = FlexAlgorithm(box: box, known: styled, parent: parent, available: available,
                                       inherentSize: inherentSize, indefiniteHeight: indefiniteHeight, context: context)
            styled.width = max(sizing.run(performLayout: false).size.width, floor.width)
        } else if inherentSize, known.width == nil, let height = styled.height, box.style.minWidth == .auto,
                  !box.isScrollContainer, StyleSupport.ratioMayWiden(box, base: parent) {
            // A width the ratio made of the height is at least the content's min-content width
            // (the automatic minimum, within the own `max-width`, not one the ratio transfers).
            var least = FlexAlgorithm(box: box, known: OptSize(width: nil, height: height), parent: parent,
                                      available: AvailSize(width: .minContent, height: available.height),
                                      inherentSize: false, indefiniteHeight: indefiniteHeight, context: context)
            let own = StyleSupport.ownLimits(box, base: parent, paddingBorder: pbSum).max.width
            styled.width = max(styled.width!, least.run(performLayout: false).size.width.clamped(nil, own))
        }
        // The height is the ratio's only where nothing else sets it.
        let (lo, hi) = inherentSize ? (sizes.min.height, sizes.max.height) : (nil, nil)
        guard heightIsRatios, lo.map({ lo in hi.map { $0 > lo } ?? true }) ?? true, let width = styled.width else {
            return (styled, nil)
        }
        let transferred = StyleSupport.ratioTransfer(width, fromWidth: true, ratio: ratio,
                                                     adjust: StyleSupport.ratioAdjustment(box, paddingBorder: pbSum))
        var height = max(transferred.clamped(lo, hi), floor.height)
        let ratioHeight = height
        if box.style.minHeight == .auto && !box.isScrollContainer {
            var content = FlexAlgorithm(box: box, known: OptSize(width: width, height: height), parent: parent,
                                        available: available, inherentSize: false, indefiniteHeight: indefiniteHeight,
                                        context: context)
            let own = inherentSize ? StyleSupport.ownLimits(box, base: parent, paddingBorder: pbSum).max.height : nil
            height = max(height, content.contentHeight().clamped(nil, own))
        }
        styled.height = height
        // The items' percentages resolve against the ratio's height, not the content's that
        // raised it (Chromium: `{aspect-ratio:1}[{height:50%;margin:3px}]` is 3 tall in 9).
        return (styled, height > ratioHeight ? ratioHeight : nil)
    }
}

extension FlexAlgorithm {
    /// The height the items take laid out in `known` (Chromium's intrinsic block size): a
    /// column's longest line; a row's lines, where an item stretched to a single line's
    /// definite height takes no more than the line.
    mutating func contentHeight() -> Double {
        guard c.row else { return longestLineHeight() }
        determineAvailableSpace()
        generateItems()
        defer { keepItems() }
        if c.nodeInner.width == nil { determineRowContainerWidth() }
        collectLines()
        var total = sumGaps(c.crossGap, lines.count)
        for l in lines.indices {
            resolveFlexibleLengths(l)
            determineHypotheticalCrossSizes(l)
            if ratioItems { floorRatioHeightsAtContent(lines[l].range) }
            var cross = 0.0
            for i in lines[l].range {
                let stretched = !c.wrap && items[i].alignSelf == .stretch && !items[i].crossMarginIsAuto(true)
                    && items[i].box.style.height.isAuto
                // A stretched item is the line's height clamped by its own minimum, and never
                // less than its padding and border.
                let outer = stretched
                    ? max(items[i].minSize.height ?? 0, items[i].paddingBorderSum.height) + items[i].margin.vertical
                    : items[i].hypotheticalOuter.height
                cross = max(cross, outer)
            }
            total += cross
        }
        return total + c.contentInset.vertical
    }
}

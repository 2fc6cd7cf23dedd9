import ViewTree

/// §9.4 steps 7–11: item and line cross sizes, and baselines for `align-*: baseline`.
extension FlexAlgorithm {
    /// Step 7: the cross size of each item of line `l` when laid out at its target main size.
    mutating func determineHypotheticalCrossSizes(_ l: Int) {
        let row = c.row
        let ratioApplies = row || c.nodeOuter.width != nil
        let (context, percentBase) = (context, c.percentBase)
        // Items that need measuring are measured after the loop (their size left NaN), which
        // writes the others through the array's buffer (each write of `items[i]` checked its
        // uniqueness, a call; a list of the items to measure was an allocation per line).
        let range = lines[l].range
        var measuring = false
        items.withMutableSpan { items in
            for i in range {
                let pbCross = items[i].paddingBorderSum.cross(row)
                let lo = items[i].minSize.cross(row), hi = items[i].maxSize.cross(row)
                var inner: Double
                if let fixed = items[i].size.cross(row) {
                    inner = max(fixed.clamped(lo, hi), pbCross)
                } else if items[i].oneLineWidth <= items[i].target.width {  // a text leaf with no ratio
                    inner = max(items[i].oneLineHeight.clamped(lo, hi), pbCross)
                    context.statistics.textAnswers += 1
                    if context.checksLooseMatches { Self.checkOneLineHeight(items[i], percentBase: percentBase, context: context) }
                } else if let ratio = items[i].box.style.aspectRatio, ratioApplies || items[i].size.main(row) != nil {
                    // The ratio transfers the flexed main size, never a stretched cross size, and
                    // not into a min-/max-content width, which comes from content, not layout,
                    // or from the specified main size (the column's width is then found first).
                    let adjust = StyleSupport.ratioAdjustment(items[i].box, paddingBorder: items[i].paddingBorderSum)
                    let main = ratioApplies ? items[i].target.main(row) : items[i].size.main(row)!
                    let transferred = StyleSupport.ratioTransfer(main, fromWidth: row, ratio: ratio, adjust: adjust)
                    inner = max(transferred.clamped(lo, hi), pbCross)
                    if !row, items[i].box.style.minWidth == .auto, !items[i].box.isScrollContainer,
                       StyleSupport.ratioMayWiden(items[i].box, base: percentBase) {
                        // A width the ratio makes is at least the min-content width (css-sizing-4
                        // §5.1 automatic minimum), within the own `max-width` (Chromium).
                        let box = items[i].box
                        let own = StyleSupport.ownLimits(box, base: percentBase, paddingBorder: items[i].paddingBorderSum).max.width
                        inner = max(inner, StyleSupport.intrinsicWidth(box, .minContent, base: percentBase).clamped(nil, own))
                    }
                } else {
                    inner = .nan
                    measuring = true
                }
                if row { items[i].hypotheticalInner.height = inner } else { items[i].hypotheticalInner.width = inner }
            }
        }
        guard measuring else { return }
        let containerMain = c.nodeOuter.main(row)
        let lineSpace = BalancedLineBreaker.lineShare(available.cross(row), lines: c.balanceLines, gap: c.crossGap)
        let mainSpace = containerMain.map(AvailableSpace.definite) ?? available.main(row)
        for i in range where items[i].hypotheticalInner.cross(row).isNaN {
            // Read in place: a copy of the item was a `memcpy` each.
            let lo = items[i].minSize.cross(row), hi = items[i].maxSize.cross(row)
            let known = OptSize.axes(row: row, main: items[i].target.main(row), cross: nil)
            let space = AvailSize.axes(row: row, main: mainSpace, cross: lineSpace.clamped(lo, hi))
            // A column's flexed height is as definite for the item's children as in the final layout.
            // While a column's width is found from its items, their heights are not yet laid
            // out: nothing in them transfers a height into a width (Chromium sizes inline first),
            // unless the item's own height is specified.
            let indefinite = !row && ((c.nodeOuter.width == nil && items[i].size.height == nil)
                                      || itemHeightIsIndefinite(items[i]))
            let inner = max(measure(items[i].box, known: known, available: space, indefiniteHeight: indefinite)
                                .size.cross(row).clamped(lo, hi),
                            items[i].paddingBorderSum.cross(row))
            if row { items[i].hypotheticalInner.height = inner } else { items[i].hypotheticalInner.width = inner }
        }
    }

    /// Debug builds: the text leaf `item` measured at its target width is as tall as at its
    /// flex base size (`FlexItem.oneLineWidth`).
    static func checkOneLineHeight(_ item: FlexItem, percentBase: OptSize, context: LayoutContext) {
        let output = LeafLayout.compute(item.box, known: OptSize(width: item.target.width, height: nil), parent: percentBase,
                                        available: AvailSize(width: .maxContent, height: .maxContent), inherentSize: false,
                                        context: context)
        guard abs(output.size.height - item.oneLineHeight) > 1e-9 else { return }
        context.report(item.box, "size cache", "the text measured \(item.oneLineHeight) px tall at its max-content width "
                       + "\(item.oneLineWidth) but \(output.size.height) at \(item.target.width); this is a LayoutWatch bug: "
                       + "please report it with the tree (CrossSizes.swift takes the first height)")
    }

    /// Baselines of line `l`'s items that align by (first or last) baseline in a row (a
    /// column's items have a synthesized one, see `columnAscent`).
    mutating func computeBaselines(_ l: Int) {
        guard c.row, baselineAligned else { return }
        for i in lines[l].range where items[i].alignsByBaseline {
            let item = items[i]
            let known = OptSize(width: item.target.width, height: item.hypotheticalInner.height)
            let space = AvailSize(width: c.nodeOuter.width.map(AvailableSpace.definite) ?? available.width,
                                  height: available.height)
            let output = NodeLayout.compute(item.box, known: known, parent: c.percentBase, available: space,
                                            performLayout: true, inherentSize: false, context: context)
            items[i].baseline = (output.baseline ?? output.size.height) + item.margin.top
            items[i].lastBaseline = (output.lastBaseline ?? output.size.height) + item.margin.top
        }
    }

    /// Step 8: the cross size of line `l`.
    mutating func calculateLineCrossSize(_ l: Int) {
        let row = c.row
        let insetCross = c.contentInset.crossSum(row)
        if !c.wrap, let cross = c.nodeOuter.cross(row) {
            lines[0].crossSize = max(0, cross.clamped(c.minSize.cross(row), c.maxSize.cross(row)) - insetCross)
            return
        }
        let range = lines[l].range
        let groups = baselineGroups(range)
        // Items read in place, and passed on only in a line with baseline groups: a
        // `reduce`, or passing the item, copied each (300 bytes).
        let baselines = groups.first != nil || groups.last != nil
        var cross = 0.0
        for i in range {
            let outer = items[i].hypotheticalOuter.cross(row)
            let shift = baselines ? baselineShift(items[i], groups) : nil
            cross = max(cross, shift.map { $0 + outer } ?? outer)
        }
        lines[l].crossSize = cross
        if !c.wrap {
            lines[0].crossSize = lines[0].crossSize.clamped(c.minSize.cross(row).map { $0 - insetCross },
                                                            c.maxSize.cross(row).map { $0 - insetCross })
        }
    }

    /// Whether `align-content: stretch` may grow the lines (step 9): then the steps after it
    /// wait for every line's cross size.
    var linesMayStretch: Bool {
        c.alignContent == .stretch && c.wrap && (c.nodeOuter.cross(c.row) ?? c.minSize.cross(c.row)) != nil
    }

    /// Step 9: `align-content: stretch` grows the lines to fill a definite cross size.
    mutating func stretchLines() {
        let row = c.row
        guard linesMayStretch, let outer = c.nodeOuter.cross(row) ?? c.minSize.cross(row) else { return }
        let insetCross = c.contentInset.crossSum(row)
        let innerMin = max(0, outer.clamped(c.minSize.cross(row), c.maxSize.cross(row)) - insetCross)
        let total = lines.reduce(0) { $0 + $1.crossSize } + sumGaps(c.crossGap, lines.count)
        if total < innerMin {
            let extra = (innerMin - total) / Double(lines.count)
            for l in lines.indices { lines[l].crossSize += extra }
        }
    }

    /// Step 11: the stretched items of line `l` take its cross size.
    mutating func determineUsedCrossSizes(_ l: Int) {
        let row = c.row, wrappingColumn = !row && c.wrap, percentBase = c.percentBase
        let line = lines[l]
        // Each item read in place (a copy of one, 296 bytes, was a `memcpy`); an item whose
        // width comes from its line (`widthInLine`, which measures) is set after the loop.
        var inLine: [Int] = []
        items.withMutableSpan { items in
            for i in line.range {
                let box = items[i].box
                var cross = items[i].hypotheticalInner.cross(row)
                let styleCross = row ? box.style.height : box.style.width
                if items[i].alignSelf == .stretch && !items[i].crossMarginIsAuto(row) && styleCross.isAuto {
                    // The stretched size obeys the item's own min and max, not those the ratio
                    // transfers from the main axis (stretch overrides the ratio, as in Chromium).
                    var (lo, hi) = (items[i].minSize.cross(row), items[i].maxSize.cross(row))
                    if box.style.aspectRatio != nil {
                        let own = StyleSupport.ownLimits(box, base: percentBase, paddingBorder: items[i].paddingBorderSum)
                        (lo, hi) = (own.min.cross(row), own.max.cross(row))
                    }
                    cross = (line.crossSize - items[i].margin.crossSum(row)).clamped(lo, hi)
                    cross = max(cross, items[i].paddingBorderSum.cross(row))
                } else if wrappingColumn && styleCross.isAuto && box.style.aspectRatio == nil {
                    inLine.append(i)
                    continue
                }
                Self.setCross(cross, of: &items[i], row: row)
            }
        }
        for i in inLine {
            let item = items[i]
            Self.setCross(widthInLine(item, line), of: &items[i], row: row)
        }
    }

    private static func setCross(_ cross: Double, of item: inout FlexItem, row: Bool) {
        if row { item.target.height = cross } else { item.target.width = cross }
    }

    /// Chromium lays a multi-line column's item out in its line's cross size: a width that
    /// filled the space offered (text that wraps) takes the line's, which is wider when the
    /// lines shared out the space (`flex-wrap: balance`) and `align-content` stretched them.
    mutating func widthInLine(_ item: borrowing FlexItem, _ line: FlexLine) -> Double {
        let space = max(0, line.crossSize - item.margin.horizontal)
        let hypothetical = item.hypotheticalInner.width
        let offered = BalancedLineBreaker.lineShare(available.width, lines: c.balanceLines, gap: c.crossGap).value
        guard space > hypothetical + 1e-9, let offered, hypothetical >= offered - item.margin.horizontal - 1e-9
        else { return hypothetical }
        let measured = measure(item.box, known: OptSize(width: nil, height: item.target.height),
                               available: AvailSize(width: .definite(space), height: .definite(item.target.height))).size.width
        return max(measured.clamped(item.minSize.width, item.maxSize.width), item.paddingBorderSum.width)
    }

    /// A column whose width is not known is as wide as its min and max widths allow (Chromium
    /// sizes the inline axis first), so its items lay out, and their text wraps, in that width.
    mutating func limitColumnCrossSpace() {
        guard !c.row, known.width == nil else { return }
        let inset = c.contentInset.horizontal
        let lo = c.minSize.width.map { max(0, $0 - inset) }, hi = c.maxSize.width.map { max(0, $0 - inset) }
        switch available.width {
        case .definite(let space): available.width = .definite(space.clamped(lo, hi))
        case .maxContent: if let hi { available.width = .definite(max(hi, lo ?? 0)) }
        case .minContent: break
        }
    }

    /// Step 15: the container's cross size; returns the sum of the lines' cross sizes.
    mutating func determineContainerCrossSize() -> Double {
        let row = c.row
        let total = lines.reduce(0) { $0 + $1.crossSize }
        let insetCross = c.contentInset.crossSum(row)
        let outer = max((c.nodeOuter.cross(row) ?? total + sumGaps(c.crossGap, lines.count) + insetCross)
            .clamped(c.minSize.cross(row), c.maxSize.cross(row)), insetCross - c.gutter.crossSum(row))
        let mainOuter = c.nodeOuter.main(row) ?? 0
        c.containerSize = Size.axes(row: row, main: mainOuter, cross: outer)
        c.innerContainerSize = Size.axes(row: row, main: c.nodeInner.main(row) ?? 0, cross: max(0, outer - insetCross))
        return total
    }
}

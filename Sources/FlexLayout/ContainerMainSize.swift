import ViewTree

/// §9.2 step 4 and §9.9.1: the main size of a container whose main size is not fixed.
/// Rows take their fit-content width from the items' contributions (as Chromium does);
/// columns take the sum of the items' hypothetical main sizes on the longest line.
extension FlexAlgorithm {
    mutating func determineRowContainerWidth() {
        let insetMain = c.contentInset.mainSum(true)
        let outer: Double
        switch available.main(true) {
        case .maxContent: outer = intrinsicMain(.maxContent) + insetMain
        case .minContent: outer = intrinsicMain(.minContent) + insetMain
        case .definite(let space):
            let maxContent = intrinsicMain(.maxContent)
            let fit = maxContent <= space ? maxContent : max(intrinsicMain(.minContent), space)
            outer = fit + insetMain
        }
        setContainerMain(outer)
    }

    mutating func determineColumnContainerHeight() {
        let insetMain = c.contentInset.mainSum(false)
        var longest = 0.0
        for line in lines {
            var length = sumGaps(c.mainGap, line.range.count)
            for i in line.range { length += items[i].hypotheticalOuter.height }
            longest = max(longest, length)
        }
        setContainerMain(longest + insetMain)
    }

    mutating func setContainerMain(_ outerSize: Double) {
        let row = c.row
        let insetMain = c.contentInset.mainSum(row)
        let outer = max(outerSize.clamped(c.minSize.main(row), c.maxSize.main(row)),
                        insetMain - c.gutter.mainSum(row))
        let inner = max(0, outer - insetMain)
        c.nodeOuter.setMain(row, outer)
        c.nodeInner.setMain(row, inner)
        available = AvailSize.axes(row: row, main: .definite(inner), cross: available.cross(row))
        // A percentage gap of a width found from the content resolves against it (CSS sizes
        // inline sizes first); of a height found from the content, it stays 0 (Chromium).
        if row { c.gap.width = box.style.columnGap.resolve(inner) }
    }

    /// The sum (nowrap) or largest (wrap, min-content) of the items' outer contributions. A
    /// multi-line container's min-content size is its largest min-content contribution, which
    /// no item's hypothetical main size limits, and its max-content size is at least that (as
    /// Chromium sizes them).
    mutating func intrinsicMain(_ mode: AvailableSpace) -> Double {
        let row = c.row
        var sum = 0.0, largest = 0.0
        // Only balanced lines need every contribution (most containers make no array).
        let balanced = mode == .maxContent && (c.balanceLines ?? 1) > 1
        var outer: [Double] = []
        for i in items.indices {
            let hypothetical = items[i].hypotheticalInner.main(row)
            var contribution = contribution(i, mode)
            if mode == .minContent && c.wrap {
                largest = max(largest, contribution + items[i].margin.mainSum(row))
                continue
            }
            // An item that cannot grow (shrink) contributes no more (less) than its
            // hypothetical main size (§9.9.1, without the per-line flex fraction, as Chromium),
            // unless that size is its content size: then Chromium takes the contribution.
            // A `fit-content` width is its min-content width under a min-content constraint, its
            // flex base size too (Chromium): nothing clamps that contribution.
            let fitsContent = mode == .minContent && row && items[i].box.style.width == .fitContent
            if !items[i].contentBasis && !fitsContent {
                if contribution > hypothetical && items[i].flexGrow == 0 {
                    contribution = hypothetical
                    // Its min-content contribution, unlimited, may be more than a line holds (an
                    // item's max-content one is at least its min-content one: others need none).
                    if c.wrap { largest = max(largest, self.contribution(i, .minContent) + items[i].margin.mainSum(row)) }
                }
                if contribution < hypothetical && items[i].flexShrink == 0 { contribution = hypothetical }
            }
            if balanced { outer.append(contribution + items[i].margin.mainSum(row)) }
            sum += contribution + items[i].margin.mainSum(row)
        }
        if mode == .minContent && c.wrap { return largest }
        if balanced, let minLines = c.balanceLines {
            return max(BalancedLineBreaker.maxContent(sizes: outer, gap: c.mainGap, minLines: minLines), largest)
        }
        return max(sum + sumGaps(c.mainGap, items.count), largest)
    }

    /// Item `i`'s outer-less contribution under `mode`: its size when min, preferred and max
    /// sizes fix it, else its content's, within them.
    mutating func contribution(_ i: Int, _ mode: AvailableSpace) -> Double {
        let row = c.row
        let item = items[i]
        let lo = item.minSize.main(row), pref = item.size.main(row), hi = item.maxSize.main(row)
        // A content keyword's width with ratio boxes inside, measured at a definite cross size.
        if row, item.box.ratioInSubtree, item.box.style.aspectRatio == nil, item.box.style.width.isContentKeyword,
           let sized = ratioKeywordMain(item, cross: itemCrossConstraints(item).known.cross(row)) {
            return max(sized, item.paddingBorderSum.width)
        }
        var contribution: Double
        // A main size the ratio made of a definite cross size is at least the content's
        // min-content size: the limits do not fix it (`LeafLayout.ratioWidth`).
        let ratioMade = item.box.style.aspectRatio != nil && row && StyleSupport.ratioMayWiden(item.box, base: c.percentBase)
        if ratioMade { contribution = .nan }
        else if let lo, let pref, pref <= lo { contribution = lo }
        else if let lo, let hi, hi <= lo { contribution = lo }
        else if let pref, let hi, hi <= pref { contribution = hi }
        else { contribution = .nan }
        if contribution.isNaN {
            let cross = itemCrossConstraints(item)
            let space = AvailSize.axes(row: row, main: mode, cross: cross.space)
            let known = OptSize.axes(row: row, main: nil, cross: cross.known.cross(row))
            // A `fit-content` width contributes the content's min-content width to a min-content
            // size (css-sizing-3 §5.1), not the max-content width it resolves to without room.
            let fitsContent = mode == .minContent && row && item.box.style.width == .fitContent
            contribution = measure(item.box, known: known, available: space, inherent: !fitsContent).size.main(row)
            // A ratio item of definite cross size is as wide as its ratio and content make it
            // (`LeafLayout.ratioWidth`): a maximum the ratio transfers does not cap it.
            let ratioSized = item.box.style.aspectRatio != nil && known.cross(row) != nil
            contribution = ratioSized ? max(contribution, lo ?? 0) : contribution.clamped(lo, hi)
        }
        return max(contribution, item.paddingBorderSum.main(row))
    }
}

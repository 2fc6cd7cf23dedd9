import ViewTree

/// §9.5–9.6 steps 12–14 and 16: auto margins, `justify-content`, `align-self`, `align-content`.
/// Offsets are computed in physical order (reversed for `*-reverse` and `wrap-reverse`).
extension FlexAlgorithm {
    enum Distribution { case start, flexStart, end, flexEnd, center, spaceBetween, spaceAround, spaceEvenly, stretch }

    static func distribution(_ j: JustifyContent) -> Distribution {
        switch j {
        case .normal, .flexStart: .flexStart
        case .flexEnd: .flexEnd
        case .start, .left: .start
        case .end, .right: .end
        case .center: .center
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        case .spaceEvenly: .spaceEvenly
        case .stretch: .flexStart
        }
    }

    /// `left`/`right` as the container's direction makes them: a row's start or end, a
    /// column's start (Chromium, horizontal writing mode).
    static func physicalJustify(_ j: JustifyContent, row: Bool, rtl: Bool) -> JustifyContent {
        switch j {
        case .left: row && rtl ? .end : .start
        case .right: row && !rtl ? .end : .start
        default: j
        }
    }

    static func distribution(_ a: AlignContent) -> Distribution {
        switch a {
        case .normal, .stretch: .stretch
        case .flexStart: .flexStart
        case .flexEnd: .flexEnd
        case .start: .start
        case .end: .end
        case .center: .center
        case .spaceBetween: .spaceBetween
        case .spaceAround: .spaceAround
        case .spaceEvenly: .spaceEvenly
        }
    }

    /// Distributed alignment falls back when there is one item or no room, as Chromium does:
    /// `stretch` and `space-between` to `flex-start` (the main or cross end of a reversed
    /// container, overflowing ones too), `space-around` and `space-evenly` to `center` when
    /// there is room and to `start` when there is none (CSS Align §5.2's safe fallback).
    static func fallback(_ mode: Distribution, free: Double, count: Int) -> Distribution {
        guard count <= 1 || free <= 0 else { return mode }
        switch mode {
        case .stretch, .spaceBetween: return .flexStart
        case .spaceAround, .spaceEvenly: return free <= 0 ? .start : .center
        default: return mode
        }
    }

    /// The space before the item at physical position `index`.
    static func offset(free: Double, count: Int, gap: Double, mode: Distribution, reversed: Bool, first: Bool) -> Double {
        if first {
            switch mode {
            case .start, .stretch, .spaceBetween: return 0
            case .flexStart: return reversed ? free : 0
            case .end: return free
            case .flexEnd: return reversed ? 0 : free
            case .center: return free / 2
            case .spaceAround: return free >= 0 ? free / Double(count) / 2 : free / 2
            case .spaceEvenly: return free >= 0 ? free / Double(count + 1) : free / 2
            }
        }
        let room = max(free, 0)
        switch mode {
        case .spaceBetween: return gap + room / Double(count - 1)
        case .spaceAround: return gap + room / Double(count)
        case .spaceEvenly: return gap + room / Double(count + 1)
        default: return gap
        }
    }

    /// Step 12: in line `l`, main-axis auto margins take the free space when there is some;
    /// otherwise they are zero and `justify-content` places the items, overflowing ones too.
    mutating func distributeMainAxisFreeSpace(_ l: Int) {
        let row = c.row
        let innerMain = c.nodeInner.main(row) ?? 0
        let range = lines[l].range
        let used = sumGaps(c.mainGap, range.count) + items[range].reduce(0) { $0 + $1.outerTarget.main(row) }
        let free = innerMain - used
        let autoCount = items[range].reduce(0) { n, item in
            n + (row ? (item.autoMargin.left ? 1 : 0) + (item.autoMargin.right ? 1 : 0)
                     : (item.autoMargin.top ? 1 : 0) + (item.autoMargin.bottom ? 1 : 0))
        }
        if autoCount > 0 && free > 0 {
            let share = free / Double(autoCount)
            for i in range {
                if row {
                    if items[i].autoMargin.left { items[i].margin.left = share }
                    if items[i].autoMargin.right { items[i].margin.right = share }
                } else {
                    if items[i].autoMargin.top { items[i].margin.top = share }
                    if items[i].autoMargin.bottom { items[i].margin.bottom = share }
                }
            }
            for i in range { items[i].offsetMain = i == physicalFirst(range) ? 0 : c.mainGap }
            return
        }
        var mode = Self.fallback(Self.distribution(c.justifyContent), free: free, count: range.count)
        if box.style.safeAlignment.justifyContent && free < 0 { mode = .start }
        let (reverse, gap) = (c.reverse, c.mainGap)
        items.withMutableSpan { items in  // no uniqueness check (a call) per item
            for n in 0..<range.count {
                let i = reverse ? range.upperBound - 1 - n : range.lowerBound + n
                items[i].offsetMain = Self.offset(free: free, count: range.count, gap: gap, mode: mode, reversed: reverse, first: n == 0)
            }
        }
    }

    func physicalFirst(_ range: Range<Int>) -> Int { c.reverse ? range.upperBound - 1 : range.lowerBound }

    /// Steps 13–14: in line `l`, cross-axis auto margins, else `align-self`.
    mutating func alignCrossAxis(_ l: Int) {
        let row = c.row
        let line = lines[l]
        let range = line.range
        let groups = baselineGroups(range)
        for i in range {
            // Fields read from `items[i]` in place: a copy of the item (300 bytes) was a
            // memcpy per item.
            let free = line.crossSize - items[i].outerTarget.cross(row)
            let autoMargin = items[i].autoMargin
            let startAuto = row ? autoMargin.top : autoMargin.left
            let endAuto = row ? autoMargin.bottom : autoMargin.right
            let room = max(free, 0)
            if startAuto || endAuto {
                let share = startAuto && endAuto ? room / 2 : room
                if row {
                    if startAuto { items[i].margin.top = share }
                    if endAuto { items[i].margin.bottom = share }
                } else {
                    if startAuto { items[i].margin.left = share }
                    if endAuto { items[i].margin.right = share }
                }
                items[i].offsetCross = 0
                continue
            }
            // The item's style is read only for an item that overflows its line (reading it
            // for every item reached each item's node, long out of the cache in a wide row).
            if free < 0 {
                let itemBox = items[i].box
                let ownAlign = itemBox.style.alignSelf
                if ownAlign == .auto ? box.style.safeAlignment.alignItems : itemBox.style.safeAlignment.alignSelf {
                    items[i].offsetCross = 0
                    continue
                }
            }
            let alignSelf = items[i].alignSelf
            switch alignSelf {
            case .start: items[i].offsetCross = 0
            case .end: items[i].offsetCross = free
            case .flexEnd: items[i].offsetCross = c.wrapReverse ? 0 : free
            case .center: items[i].offsetCross = free / 2
            case .baseline, .lastBaseline:
                // A group sits at its reference side: flex-start for first baselines,
                // flex-end for last ones (`wrap-reverse` turns both).
                let shift = baselineShift(items[i], groups) ?? 0
                let fromEnd = (alignSelf == .lastBaseline) != c.wrapReverse
                items[i].offsetCross = fromEnd ? free - shift : shift
            default: items[i].offsetCross = c.wrapReverse ? free : 0
            }
        }
    }

    /// Step 16: `align-content` places the lines in the container.
    mutating func alignLines(_ totalLineCross: Double) {
        let count = lines.count
        let free = c.innerContainerSize.cross(c.row) - totalLineCross - sumGaps(c.crossGap, count)
        var mode = Self.fallback(Self.distribution(c.alignContent), free: free, count: count)
        if box.style.safeAlignment.alignContent && free < 0 { mode = .start }
        if !c.wrap { mode = .flexStart }
        for n in lines.indices {
            lines[physical(lines.indices, n, reversed: c.wrapReverse)].offsetCross = Self.offset(free: free, count: count, gap: c.crossGap, mode: mode,
                                               reversed: c.wrapReverse, first: n == 0)
        }
    }
}

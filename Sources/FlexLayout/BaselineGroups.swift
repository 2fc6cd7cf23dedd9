import ViewTree

/// Baseline alignment (CSS Flexbox §8.3, Box Alignment §9): the items of a line aligned by
/// their first baselines share one, as a group at the line's flex-start side; those aligned
/// by their last baselines share another, at the flex-end side (`wrap-reverse` swaps the
/// sides). An item's ascent is the distance from its group's side (its margin edge) to the
/// baseline; the group lines the ascents up.
extension FlexAlgorithm {
    /// The largest ascent of each group in a line (`nil` for an empty group).
    struct BaselineGroups {
        var first: Double?
        var last: Double?
    }

    mutating func baselineGroups(_ range: Range<Int>) -> BaselineGroups {
        var groups = BaselineGroups()
        guard baselineAligned else { return groups }
        for i in range where !items[i].crossMarginIsAuto(c.row) {
            switch items[i].alignSelf {
            case .baseline: groups.first = max(groups.first ?? -.infinity, baselineAscent(items[i]))
            case .lastBaseline: groups.last = max(groups.last ?? -.infinity, baselineAscent(items[i]))
            default: break
            }
        }
        return groups
    }

    /// How far a baseline-aligned item sits from its group's side; `nil` for other items.
    mutating func baselineShift(_ item: borrowing FlexItem, _ groups: BaselineGroups) -> Double? {
        guard !item.crossMarginIsAuto(c.row) else { return nil }
        switch item.alignSelf {
        case .baseline: return (groups.first ?? 0) - baselineAscent(item)
        case .lastBaseline: return (groups.last ?? 0) - baselineAscent(item)
        default: return nil
        }
    }

    /// The distance from the item's group side to its baseline. In a row the side is the top,
    /// or the bottom (first baselines in `wrap-reverse`, last ones otherwise: Chromium measures
    /// those from the bottom edge).
    mutating func baselineAscent(_ item: borrowing FlexItem) -> Double {
        let last = item.alignSelf == .lastBaseline
        let outer = item.hypotheticalOuter.cross(c.row)
        if c.row {
            let fromTop = last ? item.lastBaseline : item.baseline
            return last == c.wrapReverse ? fromTop : outer - fromTop
        }
        let fromFlexStart = columnAscent(item)
        return last ? outer - fromFlexStart : fromFlexStart
    }

    /// Chromium synthesizes a column item's baseline (first and last) at the physical left
    /// edge of its border box; this is its distance from the line's flex-start side. (In the
    /// RTL frame the physical left is the frame's right; `wrap-reverse` puts flex-start at the
    /// frame's right.)
    mutating func columnAscent(_ item: borrowing FlexItem) -> Double {
        let outer = item.hypotheticalOuter.width
        switch (box.rtl, c.wrapReverse) {
        case (false, false): return item.margin.left
        case (false, true): return outer - item.margin.left
        case (true, false): return outer - item.margin.right
        case (true, true): return item.margin.right
        }
    }
}

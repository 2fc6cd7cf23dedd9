import ViewTree

/// What percentages need of a container whose own width comes from its content. CSS sizes
/// the inline axis first: while that width is being found, the items' percentages of it
/// (sizes, margins, padding, insets, a row's `flex-basis`) count as nothing (their
/// contributions take them as `auto` or 0); then they resolve against the width found, in a
/// second run of the algorithm.
extension FlexContainerLayout {
    /// Whether an item of `box` has a percentage that resolves against `box`'s inner width.
    /// `hasChildPercentHeights` is set whenever a child uses percentages, so most containers
    /// look at no child.
    @inline(__always)
    static func itemsNeedWidth(_ box: LayoutBox) -> Bool {
        guard box.hasChildPercentHeights else { return false }
        let row = box.style.flexDirection == .row || box.style.flexDirection == .rowReverse
        return box.flexChildren.contains { resolvesAgainstWidth($0, inRow: row) }
    }

    /// Whether `child` has a percentage of its containing block's inline size: width, min and
    /// max width, any margin or padding, the horizontal insets of a relatively positioned
    /// box, or its `flex-basis` in a row (`inRow`).
    static func resolvesAgainstWidth(_ child: LayoutBox, inRow row: Bool) -> Bool {
        guard child.usesPercentages, !child.isAbsolute else { return false }
        if usesPercentWidth(child, inRow: row) { return true }
        func p(_ v: LengthPercentage) -> Bool { if case .percent = v { true } else { false } }
        func p(_ v: LengthPercentageAuto) -> Bool { if case .percent = v { true } else { false } }
        let s = child.style
        return p(s.margin.top) || p(s.margin.right) || p(s.margin.bottom) || p(s.margin.left)
            || p(s.padding.top) || p(s.padding.right) || p(s.padding.bottom) || p(s.padding.left)
            || p(s.inset.left) || p(s.inset.right)
    }

    /// Whether `child`'s width, min or max width, or, in a row container (`inRow`), its
    /// `flex-basis` is a percentage.
    static func usesPercentWidth(_ child: LayoutBox, inRow row: Bool) -> Bool {
        func p(_ d: Dimension?) -> Bool { if case .percent? = d { true } else { false } }
        return p(child.style.width) || p(child.style.minWidth) || p(child.style.maxWidth) || (row && p(child.style.flexBasis))
    }
}

extension Dimension {
    var isPercent: Bool { if case .percent = self { true } else { false } }
}

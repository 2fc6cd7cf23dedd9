import ViewTree

/// The content height a wrapping column gives `min-height`/`max-height: fit-content` (and the
/// other content keywords): Chromium breaks its lines at its preferred height and takes the
/// longest line, so a column of 50 and 100 px items with `height: 90px` has a content height
/// of 100, not of one line of 150.
extension FlexAlgorithm {
    /// The longest line's outer length plus the padding, border and gutter, with the lines
    /// broken at `known.height`.
    mutating func longestLineHeight() -> Double {
        determineAvailableSpace()
        generateItems()
        defer { keepItems() }
        collectLines()
        var longest = 0.0
        for line in lines {
            var length = sumGaps(c.mainGap, line.range.count)
            for i in line.range { length += items[i].hypotheticalOuter.height }
            longest = max(longest, length)
        }
        return longest + c.contentInset.vertical
    }
}

extension StyleSupport {
    /// The preferred height of a wrapping column whose lines break at it, else `nil`.
    static func wrappingColumnHeight(_ box: LayoutBox, base: OptSize) -> Double? {
        guard isWrappingColumn(box.styleInPlace), !box.flexChildren.isEmpty,
              let height = box.style.height.resolve(base.height) else { return nil }
        let (padding, border) = box.paddingBorder(base.width)
        return height + boxSizingAdjustment(box.style.boxSizing, paddingBorder: (padding + border).sum).height
    }
}

extension StyleSupport {
    /// Whether the style is a multi-line column (`flex-wrap` in a column direction).
    @inline(__always)
    static func isWrappingColumn(_ style: InPlace<Style>) -> Bool {
        style.pointee.flexWrap != .nowrap
            && (style.pointee.flexDirection == .column || style.pointee.flexDirection == .columnReverse)
    }
}

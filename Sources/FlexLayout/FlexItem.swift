import ViewTree

/// One in-flow child during the flex algorithm (CSS Flexbox §9), in the container's
/// (possibly mirrored) frame. Sizes are border-box sizes. A plain value (a box is a pointer):
/// copying one takes no reference counting. Steps update `items[i]` in place.
struct FlexItem {
    // Declared so that what most steps read (the box, alignment, margins, target size) shares
    // the first cache line, and each step's other fields lie together: the steps stream the
    // items through the cache, one pass each.
    let box: LayoutBox
    var alignSelf: AlignSelf
    var autoMargin: (top: Bool, right: Bool, bottom: Bool, left: Bool)
    var frozen = false
    /// Set while the automatic minimum size is deferred (`FlexAlgorithm.minMain` computes it
    /// under the constraints `itemCrossConstraints` gives again).
    var minDeferred = false
    /// Set when the flex base size is the item's content size (`flex-basis: auto` with an
    /// `auto` main size, `content`, or a content keyword).
    var contentBasis = false
    var margin: Insets
    var target = Size.zero
    var hypotheticalInner = Size.zero
    var offsetMain = 0.0
    var offsetCross = 0.0
    var baseline = 0.0
    /// For `last baseline` items: the last baseline from the top of the margin box (after the
    /// final pass, from the container's top).
    var lastBaseline = 0.0
    var size: OptSize
    var minSize: OptSize
    var maxSize: OptSize
    var flexGrow: Double
    var flexShrink: Double
    var flexBasis = 0.0
    var resolvedMinMain = 0.0
    var violation = 0.0
    /// In a row, a text leaf's border-box height at any width of at least `oneLineWidth`, the
    /// width its flex base size measured (max-content): its text on one line at both, so the
    /// hypothetical cross size needs no second measurement. NaN for other items (and for a
    /// leaf with an aspect ratio, which sizes it instead).
    var oneLineWidth = Double.nan
    var oneLineHeight = 0.0
    /// Padding and border, summed per axis (the steps need no single edge of them; the item
    /// stays small, as the steps copy items often).
    let paddingBorderSum: Size

    init(box: LayoutBox, size: OptSize, minSize: OptSize, maxSize: OptSize, alignSelf: AlignSelf,
         flexGrow: Double, flexShrink: Double, margin: Insets,
         autoMargin: (top: Bool, right: Bool, bottom: Bool, left: Bool), paddingBorderSum: Size) {
        self.box = box
        self.size = size
        self.minSize = minSize
        self.maxSize = maxSize
        self.alignSelf = alignSelf
        self.flexGrow = flexGrow
        self.flexShrink = flexShrink
        self.margin = margin
        self.autoMargin = autoMargin
        self.paddingBorderSum = paddingBorderSum
    }

    /// The item as `FlexAlgorithm.generateItems` made it, for the container's next run: every
    /// step's result cleared. Only items with no auto margins are kept (the steps write those).
    mutating func restart() {
        self = FlexItem(box: box, size: size, minSize: minSize, maxSize: maxSize, alignSelf: alignSelf,
                        flexGrow: flexGrow, flexShrink: flexShrink, margin: margin, autoMargin: autoMargin,
                        paddingBorderSum: paddingBorderSum)
    }

    // Derived rather than stored: each step streams the items through the cache, and a
    // smaller item is fewer lines per step (288 bytes to 216).
    /// The hypothetical size with the margins (auto margins as zero until they are resolved).
    var hypotheticalOuter: Size { hypotheticalInner.adding(margin) }
    /// The target size with the margins.
    var outerTarget: Size { target.adding(margin) }
    /// The flex base size less padding and border.
    func innerFlexBasis(_ row: Bool) -> Double { flexBasis - paddingBorderSum.main(row) }

    var alignsByBaseline: Bool { alignSelf == .baseline || alignSelf == .lastBaseline }
    var hasAutoMargin: Bool { autoMargin.top || autoMargin.right || autoMargin.bottom || autoMargin.left }
    func crossMarginIsAuto(_ row: Bool) -> Bool {
        row ? (autoMargin.top || autoMargin.bottom) : (autoMargin.left || autoMargin.right)
    }
}

/// One flex line: a range of items and its cross size and offset.
struct FlexLine {
    var range: Range<Int>
    var crossSize = 0.0
    var offsetCross = 0.0
}

/// The container's own values every step reads (`compute_constants` in Taffy).
struct FlexConstants {
    var row: Bool
    var reverse: Bool
    var wrap: Bool
    var wrapReverse: Bool
    /// `flex-line-count` when lines are balanced (`flex-wrap: balance`).
    var balanceLines: Int?
    var margin: Insets
    var padding: Insets
    var border: Insets
    var gutter: Insets
    var contentInset: Insets
    var alignItems: AlignSelf
    var alignContent: AlignContent
    var justifyContent: JustifyContent
    var gap: Size
    var nodeOuter: OptSize
    var nodeInner: OptSize
    var minSize: OptSize
    var maxSize: OptSize
    var containerSize = Size.zero
    var innerContainerSize = Size.zero

    /// What the items' percentages resolve against: the inner size, unless the parent called
    /// this container's height indefinite.
    var percentBase: OptSize

    init(_ box: LayoutBox, known: OptSize, parent: OptSize, scrollbarWidth: Double, inherentSize: Bool,
         indefiniteHeight: Bool) {
        row = box.style.flexDirection == .row || box.style.flexDirection == .rowReverse
        reverse = box.style.flexDirection == .rowReverse || box.style.flexDirection == .columnReverse
        wrap = box.style.flexWrap != .nowrap
        wrapReverse = box.style.flexWrap == .wrapReverse
        balanceLines = box.balanceLines
        margin = box.margins(parent.width)
        (padding, border) = box.paddingBorder(parent.width)
        gutter = box.scrollbarGutter(scrollbarWidth)
        contentInset = padding + border + gutter
        alignItems = FlexConstants.alignSelf(box.style.alignItems)
        alignContent = box.style.alignContent == .normal ? .stretch : box.style.alignContent
        justifyContent = FlexAlgorithm.physicalJustify(box.style.justifyContent, row: row, rtl: box.rtl)
        nodeOuter = known
        let insetSum = contentInset.sum
        nodeInner = OptSize(width: known.width.map { max(0, $0 - insetSum.width) },
                            height: known.height.map { max(0, $0 - insetSum.height) })
        percentBase = OptSize(width: nodeInner.width, height: indefiniteHeight ? nil : nodeInner.height)
        // A percentage of an indefinite height is 0 (Chromium).
        gap = Size(width: box.style.columnGap.resolve(nodeInner.width ?? 0), height: box.style.rowGap.resolve(percentBase.height ?? 0))
        // Without its inherent size the container's own min/max belong to the parent.
        let sizes = StyleSupport.sizes(box, base: parent, paddingBorder: (padding + border).sum)
        minSize = inherentSize ? sizes.min : .none
        maxSize = inherentSize ? sizes.max : .none
        if inherentSize, case .some = box.style.aspectRatio {
            // The height `ratioSize` found is at least the content's: a maximum the ratio
            // transfers from `max-width` does not cut it (the automatic minimum wins, Chromium).
            maxSize.height = StyleSupport.ownLimits(box, base: parent, paddingBorder: (padding + border).sum).max.height
        }
    }

    var mainGap: Double { row ? gap.width : gap.height }
    var crossGap: Double { row ? gap.height : gap.width }

    static func alignSelf(_ items: AlignItems) -> AlignSelf {
        switch items {
        case .normal, .stretch: .stretch
        case .flexStart: .flexStart
        case .flexEnd: .flexEnd
        case .start: .start
        case .end: .end
        // Kept: each item resolves them against its own direction.
        case .selfStart: .selfStart
        case .selfEnd: .selfEnd
        case .center: .center
        case .baseline: .baseline
        case .lastBaseline: .lastBaseline
        }
    }

    /// `self-start`/`self-end` (its own or the container's `align-items`) follow the item's own
    /// direction on a column's inline cross axis.
    func resolvedAlignSelf(_ own: AlignSelf, itemRTL: Bool, containerRTL: Bool) -> AlignSelf {
        let flip = !row && itemRTL != containerRTL
        switch own {
        case .auto:
            switch alignItems {
            case .selfStart: return flip ? .end : .start
            case .selfEnd: return flip ? .start : .end
            default: return alignItems
            }
        case .normal: return .stretch
        case .selfStart: return flip ? .end : .start
        case .selfEnd: return flip ? .start : .end
        default: return own
        }
    }
}

import ViewTree

/// Flex items with an `aspect-ratio` (css-sizing-4 §5, as Chromium sizes them): the ratio
/// relates the main size the line gives the item to its cross size, so a cross size it
/// transfers from a specified main size is no size of the item's own.
extension FlexAlgorithm {
    /// `size` with its cross side only when the style gives one: a side the ratio filled in
    /// from the specified main size follows the flexed main size instead (§9.4 step 7), and is
    /// no definite cross size for the flex base size or the automatic minimum (§4.5).
    @inline(never)
    static func ownCrossSize(_ size: OptSize, box: LayoutBox, base: OptSize, row: Bool,
                             paddingBorder: Size) -> OptSize {
        let style = box.style
        let written = row ? style.height : style.width
        var size = size
        if written.isAuto || (row && written.isContentKeyword) {  // a content keyword's height is the ratio's
            size.setCross(row, nil)
        } else {
            let adjust = StyleSupport.boxSizingAdjustment(style.boxSizing, paddingBorder: paddingBorder)
            let resolved = StyleSupport.resolve(written, width: !row, box: box, base: base,
                                                adjust: row ? adjust.height : adjust.width)
            if resolved == nil { size.setCross(row, nil) }
        }
        return size
    }
}

/// Ratio items sized by a `flex-basis` or a content keyword (Chromium's answers).
extension FlexAlgorithm {
    /// The item's main size, unless a content keyword of a ratio item of definite cross size
    /// (§9.2 3B then sizes it through the ratio), or a content keyword's width of an item with
    /// ratio boxes inside: its content is measured at that cross size (Chromium).
    mutating func ratioKeywordMain(_ item: borrowing FlexItem, cross: Double?) -> Double? {
        guard let cross, item.box.ratioInSubtree else { return item.size.main(c.row) }
        let written = c.row ? item.box.style.width : item.box.style.height
        guard written.isContentKeyword else { return item.size.main(c.row) }
        if case .some = item.box.style.aspectRatio { return nil }
        guard c.row else { return item.size.main(c.row) }
        let mode: AvailableSpace = written == .minContent ? .minContent : .maxContent
        var size = measure(item.box, known: OptSize(width: nil, height: cross),
                           available: AvailSize(width: mode, height: .definite(cross))).size.width
        if written == .fitContent, let inner = c.nodeInner.width {
            let least = measure(item.box, known: OptSize(width: nil, height: cross),
                                available: AvailSize(width: .minContent, height: .definite(cross))).size.width
            size = max(least, min(size, inner - item.margin.horizontal))
        }
        return size.clamped(item.minSize.width, item.maxSize.width)
    }

    /// A ratio item whose `flex-basis` sizes it: its main size is not the ratio's, so the
    /// maximum the ratio transfers from the cross axis does not bound it; the minimum it
    /// transfers still floors the automatic minimum (Chromium).
    @inline(never)  // off the common path
    mutating func ownMainLimits(_ item: inout FlexItem) {
        let own = StyleSupport.ownLimits(item.box, base: c.percentBase, paddingBorder: item.paddingBorderSum)
        item.maxSize.setMain(c.row, own.max.main(c.row))
    }

    /// The specified size suggestion of a ratio item whose main size is a content keyword: what
    /// its ratio makes of a definite cross size (Chromium).
    func ratioKeywordSuggestion(_ item: borrowing FlexItem, cross: Double?) -> Double? {
        guard let cross, let ratio = item.box.style.aspectRatio,
              (c.row ? item.box.style.width : item.box.style.height).isContentKeyword else { return nil }
        return StyleSupport.ratioTransfer(cross, fromWidth: !c.row, ratio: ratio,
                                          adjust: StyleSupport.ratioAdjustment(item.box, paddingBorder: item.paddingBorderSum))
    }
}

extension StyleSupport {
    /// The smallest border box an auto-sized box with `ratio` takes: its padding and border,
    /// and what the ratio makes of the other side's (Chromium floors the block size it
    /// transfers at the padding and border, so with `box-sizing: border-box` a box with only
    /// `padding-bottom` is as wide as the ratio makes that).
    static func ratioFloor(_ ratio: Double, of box: LayoutBox, paddingBorder pb: Size) -> Size {
        let adjust = ratioAdjustment(box, paddingBorder: pb)
        return Size(width: max(pb.width, ratioTransfer(pb.height, fromWidth: false, ratio: ratio, adjust: adjust)),
                    height: max(pb.height, ratioTransfer(pb.width, fromWidth: true, ratio: ratio, adjust: adjust)))
    }
}

extension FlexAlgorithm {
    /// A row's items whose height their ratio gives are at least as tall as their content laid
    /// out in that height (`min-height: auto`), unless they scroll or set a `min-height`; a
    /// text leaf only when its text does not stretch to that height (`stretchesText`).
    @inline(never)  // off the common path: inlined, it slowed the step for every row
    mutating func floorRatioHeightsAtContent(_ range: Range<Int>) {
        for i in range {
            let box = items[i].box
            guard case .some = box.style.aspectRatio, box.style.height.isAuto || box.style.height.isContentKeyword,
                  box.style.minHeight == .auto, !box.isScrollContainer else { continue }
            let height = items[i].hypotheticalInner.height
            let contentHeight: Double
            if box.isLeaf {
                guard !TextSupport.stretchesText(box) else { continue }
                contentHeight = measure(box, known: OptSize(width: items[i].target.width, height: nil),
                                        available: AvailSize(width: .definite(items[i].target.width), height: .maxContent)).size.height
            } else {
                var content = FlexAlgorithm(box: box, known: OptSize(width: items[i].target.width, height: height),
                                            parent: c.percentBase, available: available, inherentSize: false,
                                            indefiniteHeight: false, context: context)
                contentHeight = content.contentHeight()
            }
            // Capped by the item's own `max-height`, not one its ratio transfers (css-sizing-4 §5.1).
            let own = StyleSupport.ownLimits(box, base: c.percentBase, paddingBorder: items[i].paddingBorderSum).max.height
            let least = contentHeight.clamped(nil, own)
            items[i].hypotheticalInner.height = max(height, least)
        }
    }
}

extension FlexAlgorithm {
    /// A column's ratio item's content height at `width`, its ratio set aside: the min-content
    /// size its automatic minimum takes (Chromium lays the content out in an indefinite height,
    /// so items stretched in it push; `{flex-direction:column;width:10px}[{aspect-ratio:16/9}"H"]`
    /// is 10 tall, not 5.625).
    @inline(never)  // off the common path
    mutating func contentHeightBesideRatio(_ item: borrowing FlexItem, width: Double) -> Double {
        let box = item.box
        guard !box.isLeaf else {
            let (padding, border) = box.paddingBorder(c.percentBase.width)
            let inset = padding + border + box.scrollbarGutter(context.scrollbarWidth)
            let inner = max(0, width - inset.horizontal)
            let (content, _) = LeafLayout.measure(box, known: OptSize(width: inner, height: nil),
                                                  available: AvailSize(width: .definite(inner), height: .maxContent),
                                                  context: context)
            return content.height + inset.vertical
        }
        var content = FlexAlgorithm(box: box, known: OptSize(width: width, height: nil), parent: c.percentBase,
                                    available: AvailSize(width: .definite(width), height: .maxContent),
                                    inherentSize: false, indefiniteHeight: true, context: context)
        return content.run(performLayout: false).size.height
    }
}

extension FlexAlgorithm {
    /// What a row's item is laid out at: its target size, but a ratio container whose content
    /// raised its height above the ratio's, and no stretching to a definite line set it, finds
    /// that height itself (`ratioSize`, to the same size), so that its items' percentages resolve
    /// against the ratio's height (Chromium: `{}[{aspect-ratio:1}[{height:50%;margin:3px}]]`
    /// is 3 tall in 9).
    @inline(never)  // off the common path: the final pass of every row stays lean
    func ratioItemKnown(_ i: Int) -> OptSize {
        let known = OptSize(width: items[i].target.width, height: items[i].target.height)
        let box = items[i].box
        guard case .some = box.style.aspectRatio, !box.flexChildren.isEmpty,
              box.style.height.isAuto || box.style.height.isContentKeyword, box.style.minHeight == .auto,
              items[i].minSize.height == nil, items[i].maxSize.height == nil, !box.isScrollContainer,
              items[i].target.height == items[i].hypotheticalInner.height else { return known }
        let stretched = items[i].alignSelf == .stretch && !items[i].crossMarginIsAuto(true)
        return stretched && c.percentBase.height != nil ? known : OptSize(width: items[i].target.width, height: nil)
    }
}

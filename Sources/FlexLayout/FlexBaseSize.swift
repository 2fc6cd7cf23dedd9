import ViewTree

/// §9.2 step 3: the flex base size and hypothetical main size of each item.
extension FlexAlgorithm {
    func measure(_ box: LayoutBox, known: OptSize, available: AvailSize, inherent: Bool = false) -> NodeOutput {
        NodeLayout.compute(box, known: known, parent: c.percentBase, available: available,
                           performLayout: false, inherentSize: inherent, context: context)
    }

    /// The cross space an item may take, and the known sizes it is measured with.
    func itemCrossConstraints(_ item: FlexItem) -> (space: AvailableSpace, known: OptSize) {
        let row = c.row
        let crossMargin = item.margin.crossSum(row)
        var space = available.cross(row)
        if case .definite(let v) = space { space = .definite(c.nodeInner.cross(row) ?? v) }
        space = space.clamped(item.minSize.cross(row).map { $0 + crossMargin },
                              item.maxSize.cross(row).map { $0 + crossMargin })
        let crossSize = item.size.cross(row).map { $0.clamped(item.minSize.cross(row), item.maxSize.cross(row)) }
        var known = OptSize.axes(row: row, main: nil, cross: crossSize)
        if item.alignSelf == .stretch, known.cross(row) == nil, !item.crossMarginIsAuto(row),
           !c.wrap, c.nodeInner.cross(row) != nil {
            known.setCross(row, space.value.map { max(0, $0 - crossMargin) })
        }
        return (space, known)
    }

    /// §4.5: the automatic minimum size is the content size, capped by the specified and
    /// maximum sizes; scroll containers have none.
    func resolveMinMain(_ item: inout FlexItem, crossSpace: AvailableSpace, known: OptSize) -> Double {
        let row = c.row
        let pbMain = item.paddingBorderSum.main(row)
        if let minMain = item.minSize.main(row) ?? (item.box.isScrollContainer ? 0 : nil) {
            item.resolvedMinMain = minMain
        } else {
            let space = AvailSize.axes(row: row, main: .minContent, cross: crossSpace)
            var content = measure(item.box, known: known, available: space).size.main(row)
            if let specified = item.size.main(row) { content = min(content, specified) }
            if let maxMain = item.maxSize.main(row) { content = min(content, maxMain) }
            item.resolvedMinMain = max(content, pbMain)
        }
        item.minCross = nil
        return item.resolvedMinMain
    }

    /// The automatic minimum, computed now if it was deferred.
    mutating func minMain(_ i: Int) -> Double {
        guard let cross = items[i].minCross else { return items[i].resolvedMinMain }
        var item = items[i]
        let value = resolveMinMain(&item, crossSpace: cross, known: item.minKnown)
        items[i] = item
        return value
    }

    mutating func determineFlexBaseSizes() {
        let row = c.row
        for index in items.indices {
            var item = items[index]
            defer { items[index] = item }
            let (crossSpace, childKnown) = itemCrossConstraints(item)
            let pbMain = item.paddingBorderSum.main(row)
            let adjust = StyleSupport.boxSizingAdjustment(item.box, paddingBorder: item.paddingBorderSum)
            let styleBasis = item.box.style.flexBasis
            var basisIsMaxContent = styleBasis == .maxContent
            let basis = styleBasis.resolve(c.percentBase.main(row)).map { $0 + adjust.main(row) }
            if styleBasis.isContentKeyword {
                // Content keywords size the item by its content along the main axis.
                var mode: AvailableSpace = styleBasis == .minContent ? .minContent : .maxContent
                if styleBasis == .fitContent, let inner = c.nodeInner.main(row) {
                    mode = .definite(max(0, inner - item.margin.mainSum(row)))
                }
                let space = AvailSize.axes(row: row, main: mode, cross: crossSpace)
                item.flexBasis = measure(item.box, known: childKnown, available: space).size.main(row)
            } else if styleBasis == .stretch, let inner = c.nodeInner.main(row) {
                item.flexBasis = max(0, inner - item.margin.mainSum(row))
            } else if let basis = basis ?? item.size.main(row) {
                item.flexBasis = basis
            } else if let ratio = item.box.style.aspectRatio, let cross = childKnown.cross(row) {
                // §9.2 3B: a definite cross size through the aspect ratio.
                item.flexBasis = row ? cross * ratio : cross / ratio
            } else {
                let space = AvailSize.axes(row: row, main: .maxContent, cross: crossSpace)
                item.flexBasis = measure(item.box, known: childKnown, available: space).size.main(row)
                basisIsMaxContent = true
            }
            item.flexBasis = max(item.flexBasis, pbMain)
            item.innerFlexBasis = item.flexBasis - pbMain

            // The automatic minimum is at most the specified size and the max-content size:
            // when the base size is at least either, the minimum cannot change the
            // hypothetical size, so it waits until a shrinking line needs it.
            let floor: Double
            if item.minSize.main(row) == nil,
               basisIsMaxContent || item.size.main(row).map({ item.flexBasis >= $0 }) == true {
                item.minCross = crossSpace
                item.minKnown = childKnown
                floor = pbMain
            } else {
                floor = max(resolveMinMain(&item, crossSpace: crossSpace, known: childKnown), pbMain)
            }
            let hypothetical = item.flexBasis.clamped(floor, item.maxSize.main(row))
            item.hypotheticalInner = Size.axes(row: row, main: hypothetical, cross: 0)
            item.hypotheticalOuter = Size.axes(row: row, main: hypothetical + item.margin.mainSum(row), cross: 0)
        }
    }
}

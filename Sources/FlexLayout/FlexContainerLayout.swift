import ViewTree

/// A flex container: the steps of CSS Flexbox §9 in order, each in its own file.
enum FlexContainerLayout {
    static func compute(_ box: LayoutBox, known: OptSize, parent: OptSize, available: AvailSize,
                        performLayout: Bool, inherentSize: Bool, indefiniteHeight: Bool,
                        context: LayoutContext) -> NodeOutput {
        let (padding, border) = box.paddingBorder(parent.width)
        let pbSum = (padding + border).sum
        let sizes = StyleSupport.sizes(box, base: parent, paddingBorder: pbSum)
        let styleSize = inherentSize ? sizes.size.clamped(sizes.min, sizes.max) : .none
        // Equal or crossed min and max fix the size whatever the content.
        let fixedByMinMax = OptSize(
            width: sizes.min.width.flatMap { lo in sizes.max.width.flatMap { $0 <= lo ? lo : nil } },
            height: sizes.min.height.flatMap { lo in sizes.max.height.flatMap { $0 <= lo ? lo : nil } })
        var styled = known.or(fixedByMinMax.or(styleSize))
        // A height only equal or crossed limits fix is still `auto`: indefinite for the items'
        // percentages and stretching (Chromium).
        let indefiniteHeight = indefiniteHeight || (known.height == nil && sizes.size.height == nil && fixedByMinMax.height != nil)
        if inherentSize {
            // A content keyword's width of a ratio box of definite height is the ratio's.
            if known.width == nil, styled.height != nil, box.style.width.isContentKeyword, box.style.aspectRatio != nil {
                styled.width = fixedByMinMax.width
            }
            styled = styled.applyingAspectRatio(box.style.aspectRatio, adjust: StyleSupport.ratioAdjustment(box, paddingBorder: pbSum))
                .clamped(sizes.min, sizes.max)
        }
        var ratioHeight: Double?
        if let ratio = box.style.aspectRatio, !box.flexChildren.isEmpty {
            (styled, ratioHeight) = ratioSize(box, ratio: ratio, styled: styled, known: known, parent: parent, available: available,
                               inherentSize: inherentSize, indefiniteHeight: indefiniteHeight, context: context)
        }
        styled = OptSize(width: styled.width.map { max($0, pbSum.width) }, height: styled.height.map { max($0, pbSum.height) })
        if !performLayout, let w = styled.width, let h = styled.height {
            return NodeOutput(size: Size(width: w, height: h), baseline: nil)
        }
        if box.flexChildren.isEmpty {
            // No items: the content box is empty, so the size is the padding, border and scrollbars.
            let clampLo = inherentSize ? sizes.min : .none, clampHi = inherentSize ? sizes.max : .none
            let gutter = box.scrollbarGutter(context.scrollbarWidth)
            var least = Size(width: pbSum.width + gutter.horizontal, height: pbSum.height + gutter.vertical)
            if let ratio = box.style.aspectRatio {
                // The height is what the ratio makes of the width, scrollbars included (Chromium:
                // even under the horizontal scrollbar's).
                let floor = StyleSupport.ratioFloor(ratio, of: box, paddingBorder: pbSum)
                let width = max(least.width, floor.width)
                let adjust = StyleSupport.ratioAdjustment(box, paddingBorder: pbSum)
                least = Size(width: width,
                             height: max(floor.height, StyleSupport.ratioTransfer(width, fromWidth: true, ratio: ratio, adjust: adjust)))
            }
            var size = styled.or(OptSize(width: least.width, height: least.height))
            if styled.width == nil { size.width = size.width!.clamped(clampLo.width, clampHi.width) }
            if styled.height == nil { size.height = size.height!.clamped(clampLo.height, clampHi.height) }
            return NodeOutput(size: Size(width: max(size.width!, pbSum.width), height: max(size.height!, pbSum.height)),
                              baseline: nil)
        }
        // A width found from the content becomes definite for the items' percentages (CSS
        // sizes inline sizes first), so a container whose items use them runs twice; so does a
        // balanced column, whose lines share out that width.
        let balancedColumn = (box.balanceLines ?? 1) > 1
            && (box.style.flexDirection == .column || box.style.flexDirection == .columnReverse)
        // A column's items are laid out in its width once that is known (CSS sizes inline
        // sizes first): its ratio items take the cross size of their flexed height, and an item
        // whose height changes when it is wider than its content (percentages of its width
        // inside it) is measured stretched to that width.
        let column = !(box.style.flexDirection == .row || box.style.flexDirection == .rowReverse)
        if styled.width == nil, balancedColumn || itemsNeedWidth(box)
            || (column && box.flexChildren.contains { ($0.style.aspectRatio != nil || !$0.plainWhenWider) && !$0.isAbsolute }) {
            var sizing = FlexAlgorithm(box: box, known: styled, parent: parent, available: available,
                                       inherentSize: inherentSize, indefiniteHeight: indefiniteHeight, context: context)
            styled.width = sizing.run(performLayout: false).size.width
        }
        var algorithm = FlexAlgorithm(box: box, known: styled, parent: parent, available: available,
                                      inherentSize: inherentSize, indefiniteHeight: indefiniteHeight, context: context)
        if let ratioHeight, algorithm.c.percentBase.height != nil {
            algorithm.c.percentBase.height = max(0, ratioHeight - algorithm.c.contentInset.vertical)
            algorithm.c.gap.height = box.style.rowGap.resolve(algorithm.c.percentBase.height ?? 0)
        }
        return algorithm.run(performLayout: performLayout)
    }
}

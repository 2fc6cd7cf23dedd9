import ViewTree

/// The root is placed like an absolutely positioned box at the origin of its containing block,
/// the space the layout is given.
enum RootLayout {
    static func perform(_ root: LayoutBox, parentSize: OptSize, available: AvailSize, context: LayoutContext) {
        if root.isHidden { return }
        if root.usesPercentages { reportUnresolvablePercentages(root, parentSize: parentSize, context: context) }
        var known = OptSize.none
        if case .some = root.style.aspectRatio, root.style.width != .auto {
            let (padding, border) = root.paddingBorder(parentSize.width)
            let sizes = StyleSupport.sizes(root, base: parentSize, paddingBorder: (padding + border).sum)
            let width = AbsoluteLayout.ratioFloorWidth(root, width: sizes.size.width, base: parentSize,
                                                       paddingBorder: (padding + border).sum)
            if width != sizes.size.width { known.width = width }
        }
        func layOut() {
            _ = NodeLayout.compute(root, known: known, parent: parentSize, available: available,
                                   performLayout: true, inherentSize: true, context: context)
        }
        layOut()
        if !context.scrollbarChanges.isEmpty { AutoScrollbars.settle(context: context, layOut: layOut) }
        let margin = root.margins(parentSize.width)
        let inset = root.insets(parentSize)
        root.frame.x = margin.left + (inset.left ?? 0)
        root.frame.y = margin.top + (inset.top ?? 0)
    }

    /// The root's percentages resolve against its containing block; on a side the layout was
    /// given no size for (unbounded), they are taken as `auto` or 0, which no browser does.
    static func reportUnresolvablePercentages(_ root: LayoutBox, parentSize: OptSize, context: LayoutContext) {
        func p(_ d: Dimension?) -> Bool { if case .percent? = d { true } else { false } }
        func p(_ v: LengthPercentage) -> Bool { if case .percent = v { true } else { false } }
        func p(_ v: LengthPercentageAuto) -> Bool { if case .percent = v { true } else { false } }
        let s = root.style
        var found: [String] = []
        if parentSize.width == nil {
            // Margins and padding on every side are percentages of the block's width.
            let named: [(String, Bool)] = [
                ("width", p(s.width)), ("min-width", p(s.minWidth)), ("max-width", p(s.maxWidth)),
                ("margin", p(s.margin.top) || p(s.margin.right) || p(s.margin.bottom) || p(s.margin.left)),
                ("padding", p(s.padding.top) || p(s.padding.right) || p(s.padding.bottom) || p(s.padding.left)),
                ("border-width", p(s.border.top) || p(s.border.right) || p(s.border.bottom) || p(s.border.left)),
                ("left", p(s.inset.left)), ("right", p(s.inset.right))]
            found += named.filter(\.1).map(\.0)
        }
        if parentSize.height == nil {
            let named: [(String, Bool)] = [
                ("height", p(s.height)), ("min-height", p(s.minHeight)), ("max-height", p(s.maxHeight)),
                ("top", p(s.inset.top)), ("bottom", p(s.inset.bottom))]
            found += named.filter(\.1).map(\.0)
        }
        for property in found {
            context.report(root, property, "the root's percentage resolves against its containing block, and the layout "
                           + "was given no size on that side (unbounded): it is taken as auto or 0; lay the tree out in a "
                           + "definite size (a tree file's containing block: ViewTreeDocument.layoutSpace)")
        }
    }
}

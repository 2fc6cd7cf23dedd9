import ViewTree

extension StyleSupport {
    /// A size value as a border-box size: lengths and percentages of `base`, and the keywords
    /// `min-content`, `max-content`, `fit-content` (widths; heights take their content size)
    /// and `stretch` (the containing block less the margins).
    @inline(__always)
    static func resolve(_ d: Dimension?, width: Bool, box: LayoutBox, base: OptSize, adjust: Double) -> Double? {
        guard let d else { return nil }
        switch d {
        case .auto: return nil
        case .points, .percent: return d.resolve(width ? base.width : base.height).map { $0 + adjust }
        default: return resolveKeyword(d, width: width, box: box, base: base)
        }
    }

    /// `stretch` and the content keywords (`resolve` inlines only the common cases).
    private static func resolveKeyword(_ d: Dimension, width: Bool, box: LayoutBox, base: OptSize) -> Double? {
        switch d {
        case .auto, .points, .percent: return nil  // `resolve` answers these
        case .stretch:
            let margin = box.margins(base.width)
            if width { return base.width.map { max(0, $0 - margin.horizontal) } }
            return base.height.map { max(0, $0 - margin.vertical) }
        case .minContent, .maxContent, .fitContent:
            guard !box.resolvingKeyword else { return nil }
            // In the block axis all three are the content height.
            guard width else { return intrinsicHeight(box, base: base) }
            let lo = intrinsicWidth(box, .minContent, base: base)
            let hi = intrinsicWidth(box, .maxContent, base: base)
            if d == .minContent { return lo }
            if d == .maxContent { return hi }
            guard let available = base.width else { return hi }
            return max(lo, min(hi, available - box.margins(base.width).horizontal))
        }
    }

    /// The content height in the width the box may take: the base's, within its own `min-width`
    /// and `max-width` (which can wrap its content).
    @inline(never)  // the keyword path: kept out of `resolve`, which the sizes of every box inline
    static func intrinsicHeight(_ box: LayoutBox, base: OptSize) -> Double {
        box.resolvingKeyword = true
        defer { box.resolvingKeyword = false }
        let saved = box.lastSizes
        box.lastSizes = nil
        defer { box.lastSizes = saved }
        var width: AvailableSpace = base.width.map { .definite($0) } ?? .maxContent
        let known = OptSize(width: box.style.width.resolve(base.width), height: nil)
        if known.width == nil, box.style.maxWidth != nil || box.style.minWidth != .auto {
            let (padding, border) = box.paddingBorder(base.width)
            let adjust = boxSizingAdjustment(box.style.boxSizing, paddingBorder: (padding + border).sum).width
            let margin = box.margins(base.width).horizontal
            if let most = box.style.maxWidth?.resolve(base.width).map({ $0 + adjust }) {
                if case .definite(let space) = width { width = .definite(min(space, most + margin)) } else { width = .definite(most + margin) }
            }
            if let least = box.style.minWidth.resolve(base.width).map({ $0 + adjust }), case .definite(let space) = width,
               space < least + margin {
                width = .definite(least + margin)
            }
        }
        let available = AvailSize(width: width, height: .maxContent)
        if let height = wrappingColumnHeight(box, base: base) {
            var algorithm = FlexAlgorithm(box: box, known: OptSize(width: known.width, height: height), parent: base,
                                          available: available, inherentSize: false, indefiniteHeight: false,
                                          context: box.context)
            return algorithm.longestLineHeight()
        }
        return NodeLayout.compute(box, known: known, parent: base, available: available,
                                  performLayout: false, inherentSize: false, context: box.context).size.height
    }

    /// The border-box width the box's content asks for under a min- or max-content constraint.
    static func intrinsicWidth(_ box: LayoutBox, _ mode: AvailableSpace, base: OptSize) -> Double {
        box.resolvingKeyword = true
        defer { box.resolvingKeyword = false }
        let saved = box.lastSizes
        box.lastSizes = nil
        defer { box.lastSizes = saved }
        // A wrapping column's max-content width has its lines broken at its own height; its
        // min-content width is its widest item's, in one line (Chromium).
        let known = OptSize(width: nil, height: mode == .maxContent ? wrappingColumnHeight(box, base: base) : nil)
        return NodeLayout.compute(box, known: known, parent: base, available: AvailSize(width: mode, height: .maxContent),
                                  performLayout: false, inherentSize: false, context: box.context).size.width
    }
}

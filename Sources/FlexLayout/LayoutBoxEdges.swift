import ViewTree

/// Edges as the layout steps need them: resolved, and mirrored for right-to-left frames.
extension LayoutBox {
    /// Margins as the flex parent uses them (percentages of `base`, the parent's inner width).
    func margins(_ base: Double?) -> Insets {
        var insets = fixedEdges?.margin ?? Self.margins(style.margin, base)
        if parentMirrored { swap(&insets.left, &insets.right) }
        return insets
    }

    /// Margins in the node's own frame, `auto` as 0.
    @inline(__always)  // as `paddingBorder`
    static func margins(_ m: Edges<LengthPercentageAuto>, _ base: Double?) -> Insets {
        Insets(top: m.top.resolve(base) ?? 0, right: m.right.resolve(base) ?? 0,
               bottom: m.bottom.resolve(base) ?? 0, left: m.left.resolve(base) ?? 0)
    }

    /// Which margins are `auto`, in the parent's frame: top, right, bottom, left.
    var autoMargins: (top: Bool, right: Bool, bottom: Bool, left: Bool) {
        let m = style.margin
        let left = m.left == .auto, right = m.right == .auto
        return (m.top == .auto, parentMirrored ? left : right, m.bottom == .auto, parentMirrored ? right : left)
    }

    /// Insets in the parent's frame; `nil` for `auto` (percentages of `base`).
    func insets(_ base: OptSize) -> (top: Double?, right: Double?, bottom: Double?, left: Double?) {
        func r(_ v: LengthPercentageAuto, _ b: Double?) -> Double? {
            switch v {
            case .auto: nil
            case .points(let p): p
            case .percent(let p): b.map { $0 * p / 100 }
            }
        }
        let i = style.inset
        let left = r(i.left, base.width), right = r(i.right, base.width)
        return (r(i.top, base.height), parentMirrored ? left : right, r(i.bottom, base.height), parentMirrored ? right : left)
    }

    /// Padding and border in the node's own frame (mirrored when it lays out right to left).
    @inline(__always)  // returned in memory by a call, read back wider than written (as below)
    func paddingBorder(_ base: Double?) -> (padding: Insets, border: Insets) {
        if let fixed = fixedEdges { return (fixed.padding, fixed.border) }
        return resolvedPaddingBorder(base)
    }

    @inline(never)
    private func resolvedPaddingBorder(_ base: Double?) -> (padding: Insets, border: Insets) {
        Self.paddingBorder(styleInPlace, base, rtl: rtl)
    }

    @inline(__always)  // called, it returned the edges in memory, 8 bytes a store, which the
    // caller read back 16 bytes at a time: the loads waited for the stores to retire (a
    // store-forwarding stall, 3 % of the `perf` samples of `layout-once wide-text`)
    static func paddingBorder(_ s: InPlace<Style>, _ base: Double?, rtl: Bool) -> (padding: Insets, border: Insets) {
        let p = s.pointee.padding, b = s.pointee.border
        var padding = Insets(top: p.top.resolve(base), right: p.right.resolve(base),
                             bottom: p.bottom.resolve(base), left: p.left.resolve(base))
        var border = Insets(top: b.top.resolve(base), right: b.right.resolve(base),
                            bottom: b.bottom.resolve(base), left: b.left.resolve(base))
        if rtl {
            swap(&padding.left, &padding.right)
            swap(&border.left, &border.right)
        }
        return (padding, border)
    }

    /// The `overflow: scroll` gutters: right (for a vertical bar) and bottom (horizontal bar).
    @inline(__always)  // asked for several times per text leaf; a call was 16 instructions each
    func scrollbarGutter(_ width: Double) -> Insets {
        Insets(top: 0, right: style.overflowY == .scroll ? width : 0,
               bottom: style.overflowX == .scroll ? width : 0, left: 0)
    }

    var isScrollContainer: Bool {
        func scrolls(_ o: Overflow) -> Bool { o == .hidden || o == .scroll || o == .auto }
        return scrolls(style.overflowX) || scrolls(style.overflowY)
    }
}

/// A box's padding, border and margins when none is a percentage (most boxes), resolved when
/// the box is made: the steps read them here, not from the style's edges. Padding and border
/// are in the node's own frame, margins unmirrored (`LayoutBox.margins` mirrors them).
struct FixedEdges {
    var padding: Insets
    var border: Insets
    var margin: Insets

    /// All zero.
    init() {
        (padding, border, margin) = (Insets(), Insets(), Insets())
    }

    @inline(__always)  // returned in memory by a call, read back wider than written (as above)
    init?(_ style: InPlace<Style>, rtl: Bool, usesPercentages: Bool) {
        guard !usesPercentages else { return nil }
        (padding, border) = LayoutBox.paddingBorder(style, nil, rtl: rtl)
        margin = LayoutBox.margins(style.pointee.margin, nil)
    }
}

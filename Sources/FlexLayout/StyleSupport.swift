import ViewTree

/// Style questions every step asks: sizes with box-sizing and aspect ratio applied, and the
/// diagnostics for what the engine does not implement.
enum StyleSupport {
    static func report(_ box: LayoutBox, unsupported: [String], context: LayoutContext) {
        for declaration in unsupported {
            let property = declaration.split(separator: ":").first.map(String.init) ?? declaration
            context.report(box, property, "'\(declaration)' is not supported by the layout engine")
        }
    }

    /// The other side's border-box size through the aspect ratio, which relates the
    /// box-sizing box (`adjust`: what `box-sizing: content-box` adds).
    static func ratioTransfer(_ value: Double, fromWidth: Bool, ratio: Double, adjust: Size) -> Double {
        fromWidth ? (value - adjust.width) / ratio + adjust.height : (value - adjust.height) * ratio + adjust.width
    }

    /// The adjustment `ratioTransfer` takes for `box`: what its ratio's box adds to the border
    /// box (`aspect-ratio: auto <ratio>` relates the content box whatever `box-sizing` says).
    static func ratioAdjustment(_ box: LayoutBox, paddingBorder: Size) -> Size {
        box.style.aspectRatioContentBox ? paddingBorder : boxSizingAdjustment(box.style.boxSizing, paddingBorder: paddingBorder)
    }

    /// Whether a ratio box's width is the ratio's (or its content's): `auto`, a content keyword
    /// (its intrinsic widths come through the ratio of a definite height), or a percentage of an
    /// indefinite width.
    static func ratioMayWiden(_ box: LayoutBox, base: OptSize) -> Bool {
        switch box.style.width {
        case .auto, .minContent, .maxContent, .fitContent: true
        case .percent: base.width == nil
        default: false
        }
    }

    /// The border-box adjustment `box-sizing: content-box` adds to sizes.
    static func boxSizingAdjustment(_ sizing: BoxSizing, paddingBorder: Size) -> Size {
        sizing == .contentBox ? paddingBorder : .zero
    }

    /// `width`/`height` (and min/max) resolved against `base`, as border-box sizes; the last
    /// answer is kept on the box, as the steps ask the same question many times.
    static func sizes(_ box: LayoutBox, base: OptSize, paddingBorder: Size) -> BoxSizes {
        if !box.sizesDependOnBase, case .none = box.style.aspectRatio {
            let sizes = lengthSizes(box.styleInPlace, paddingBorder: paddingBorder)
            #if DEBUG
            assert(sizes == generalSizes(box, base: base, paddingBorder: paddingBorder),
                   "FlexLayout: lengthSizes differs at \(box.path)")
            #endif
            return sizes
        }
        return generalSizes(box, base: base, paddingBorder: paddingBorder)
    }

    /// The sizes of a style whose sizes are lengths, `auto` or `none` (no percentage, keyword or
    /// aspect ratio: most boxes), read straight off it: the general path with its cache took
    /// 200 instructions a box of `wide`, a tenth of a cold layout.
    @inline(__always)
    private static func lengthSizes(_ s: InPlace<Style>, paddingBorder: Size) -> BoxSizes {
        let adjust = boxSizingAdjustment(s.pointee.boxSizing, paddingBorder: paddingBorder)
        @inline(__always) func w(_ d: Dimension) -> Double { if case .points(let v) = d { v + adjust.width } else { .nan } }
        @inline(__always) func h(_ d: Dimension) -> Double { if case .points(let v) = d { v + adjust.height } else { .nan } }
        @inline(__always) func w(_ d: Dimension?) -> Double { if case .points(let v)? = d { v + adjust.width } else { .nan } }
        @inline(__always) func h(_ d: Dimension?) -> Double { if case .points(let v)? = d { v + adjust.height } else { .nan } }
        return BoxSizes(size: OptSize(widthOrNaN: w(s.pointee.width), heightOrNaN: h(s.pointee.height)),
                        min: OptSize(widthOrNaN: w(s.pointee.minWidth), heightOrNaN: h(s.pointee.minHeight)),
                        max: OptSize(widthOrNaN: w(s.pointee.maxWidth), heightOrNaN: h(s.pointee.maxHeight)))
    }

    private static func generalSizes(_ box: LayoutBox, base: OptSize, paddingBorder: Size) -> BoxSizes {
        if let last = box.lastSizes, last.paddingBorder == paddingBorder, last.base == base || !box.sizesDependOnBase {
            return last.sizes
        }
        let adjust = boxSizingAdjustment(box.style.boxSizing, paddingBorder: paddingBorder)
        let ratio = box.style.aspectRatio
        let ratioAdjust = ratio == nil ? adjust : ratioAdjustment(box, paddingBorder: paddingBorder)
        let s = box.styleInPlace
        func r(_ d: Dimension?, width: Bool) -> Double? {
            resolve(d, width: width, box: box, base: base, adjust: width ? adjust.width : adjust.height)
        }
        // `height: min-content` (`max-content`, `fit-content`) is the automatic height (CSS Sizing
        // §3.1): the content height at the width the box ends up with, never stretched (`CrossSizes`
        // asks the style); as a `max-height` the keywords are the content height (`resolve`).
        let height = s.pointee.height.isContentKeyword ? nil : r(s.pointee.height, width: false)
        let specified = OptSize(width: r(s.pointee.width, width: true), height: height)
        let own = ownLimits(box, base: base, paddingBorder: paddingBorder)
        // A border box is never smaller than its padding and border: the ratio transfers that.
        let used = OptSize(width: specified.width.map { max($0, paddingBorder.width) },
                           height: specified.height.map { max($0, paddingBorder.height) })
        var sizes = BoxSizes(size: specified, min: own.min, max: own.max)
        if let ratio {  // most boxes have nothing to transfer
            sizes.size = used.applyingAspectRatio(ratio, adjust: ratioAdjust)
            // Min and max sizes transfer through the ratio only into a side the ratio sizes, never
            // into a specified one (Chromium keeps `height: 60px` under a transferred maximum). A
            // transferred minimum raises the side's own one but stays within its own maximum; a
            // transferred maximum lowers its own one but not under its own minimum (css-sizing-4
            // §5.2, as Chromium: `{min-width:1px;min-height:4px;aspect-ratio:1/2}` is 2 wide).
            func through(_ value: Double?, fromWidth: Bool) -> Double? {
                value.map { ratioTransfer(max($0, fromWidth ? paddingBorder.width : paddingBorder.height),
                                          fromWidth: fromWidth, ratio: ratio, adjust: ratioAdjust) }
            }
            func raised(_ own: Double?, by transferred: Double?, cap: Double?) -> Double? {
                guard let transferred = transferred.map({ min($0, cap ?? $0) }) else { return own }
                return max(own ?? transferred, transferred)
            }
            func lowered(_ own: Double?, by transferred: Double?, floor: Double?) -> Double? {
                guard let transferred = transferred.map({ max($0, floor ?? $0) }) else { return own }
                return min(own ?? transferred, transferred)
            }
            if specified.width == nil {
                sizes.min.width = raised(own.min.width, by: through(own.min.height, fromWidth: false), cap: own.max.width)
                sizes.max.width = lowered(own.max.width, by: through(own.max.height, fromWidth: false), floor: own.min.width)
            }
            if specified.height == nil {
                sizes.min.height = raised(own.min.height, by: through(own.min.width, fromWidth: true), cap: own.max.height)
                sizes.max.height = lowered(own.max.height, by: through(own.max.width, fromWidth: true), floor: own.min.height)
            }
        }
        box.lastSizes = (base, paddingBorder, sizes)
        return sizes
    }

    /// The min and max sizes as written, without what an aspect ratio transfers from the other
    /// side (`sizes` has them transferred; without a ratio the two are the same). Chromium takes
    /// content keywords in `min-height` as `auto`.
    static func ownLimits(_ box: LayoutBox, base: OptSize, paddingBorder: Size) -> (min: OptSize, max: OptSize) {
        let adjust = boxSizingAdjustment(box.style.boxSizing, paddingBorder: paddingBorder)
        let s = box.styleInPlace
        @inline(__always)  // called, each of the four was a call (62 instructions a text leaf of `wide-text`)
        func r(_ d: Dimension?, width: Bool) -> Double? {
            resolve(d, width: width, box: box, base: base, adjust: width ? adjust.width : adjust.height)
        }
        // A percentage minimum of an indefinite size is 0, not `auto` (CSS 2.1 §10.7; Chromium
        // takes min-width the same way while a content-sized container finds its width).
        @inline(__always)
        func least(_ d: Dimension, width: Bool) -> Double? {
            if case .percent = d, (width ? base.width : base.height) == nil { return width ? adjust.width : adjust.height }
            return r(d, width: width)
        }
        let minHeight = least(s.pointee.minHeight, width: false)
        return (OptSize(width: least(s.pointee.minWidth, width: true), height: minHeight),
                OptSize(width: r(s.pointee.maxWidth, width: true), height: r(s.pointee.maxHeight, width: false)))
    }
}

struct BoxSizes: Equatable {
    var size: OptSize
    var min: OptSize
    var max: OptSize
}

extension LayoutBox {
    /// Whether any size, edge, inset or gap of the style is a percentage.
    static func hasPercentages(_ style: InPlace<Style>) -> Bool {
        func p(_ d: Dimension?) -> Bool { if case .percent? = d { true } else { false } }
        func p(_ v: LengthPercentage) -> Bool { if case .percent = v { true } else { false } }
        func p(_ v: LengthPercentageAuto) -> Bool { if case .percent = v { true } else { false } }
        func p(_ e: Edges<LengthPercentage>) -> Bool { p(e.top) || p(e.right) || p(e.bottom) || p(e.left) }
        func p(_ e: Edges<LengthPercentageAuto>) -> Bool { p(e.top) || p(e.right) || p(e.bottom) || p(e.left) }
        let s = style
        return p(s.pointee.width) || p(s.pointee.height) || p(s.pointee.minWidth) || p(s.pointee.minHeight)
            || p(s.pointee.maxWidth) || p(s.pointee.maxHeight) || p(s.pointee.flexBasis) || p(s.pointee.padding)
            || p(s.pointee.border) || p(s.pointee.margin) || p(s.pointee.inset) || p(s.pointee.rowGap) || p(s.pointee.columnGap)
    }

    /// Whether a size of the style is `stretch` or a content keyword (they depend on the base).
    static func hasBaseDependentKeywords(_ style: InPlace<Style>) -> Bool {
        // Each size gives a bit and the bits are or-ed, with no branch per size: most boxes have
        // none of these, and a chain of `||` tested and branched on each in turn.
        func k(_ d: Dimension?) -> UInt8 {
            switch d {
            case .stretch?, .minContent?, .maxContent?, .fitContent?: 1
            default: 0
            }
        }
        let s = style
        return k(s.pointee.width) | k(s.pointee.height) | k(s.pointee.minWidth) | k(s.pointee.minHeight)
            | k(s.pointee.maxWidth) | k(s.pointee.maxHeight) != 0
    }
}

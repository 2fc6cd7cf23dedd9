import ViewTree

/// Style questions every step asks: sizes with box-sizing and aspect ratio applied, and the
/// diagnostics for what the engine does not implement.
enum StyleSupport {
    static func report(_ box: LayoutBox, unsupported: [String], context: LayoutContext) {
        for declaration in unsupported {
            let property = declaration.split(separator: ":").first.map(String.init) ?? declaration
            context.report(box, property, "'\(declaration)' is not supported by the layout engine")
        }
        let s = box.style
        let sizes: [(String, Dimension?)] = [("width", s.width), ("height", s.height), ("min-width", s.minWidth),
                                             ("min-height", s.minHeight), ("max-width", s.maxWidth),
                                             ("max-height", s.maxHeight), ("flex-basis", s.flexBasis)]
        for (name, value) in sizes {
            switch value {
            case .minContent?, .maxContent?, .fitContent?, .stretch?:
                context.report(box, name, "intrinsic size keywords are not supported yet; laid out as 'auto'")
            default: break
            }
        }
        if s.position == .static, s.inset != Edges(all: .auto) || s.inlineEdges.insetStart != nil || s.inlineEdges.insetEnd != nil {
            // Insets on static boxes have no effect in CSS either: nothing to report.
        }
    }

    /// The border-box adjustment `box-sizing: content-box` adds to sizes.
    static func boxSizingAdjustment(_ style: Style, paddingBorder: Size) -> Size {
        style.boxSizing == .contentBox ? paddingBorder : .zero
    }

    /// `width`/`height` (and min/max) resolved against `base`, as border-box sizes; the last
    /// answer is kept on the box, as the steps ask the same question many times.
    static func sizes(_ box: LayoutBox, base: OptSize, paddingBorder: Size) -> BoxSizes {
        if let last = box.lastSizes, last.base == base, last.paddingBorder == paddingBorder { return last.sizes }
        let adjust = box.style.boxSizing == .contentBox ? paddingBorder : .zero
        let ratio = box.style.aspectRatio
        let size = OptSize(width: box.style.width.resolve(base.width), height: box.style.height.resolve(base.height))
            .applyingAspectRatio(ratio).adding(adjust)
        let min = OptSize(width: box.style.minWidth.resolve(base.width), height: box.style.minHeight.resolve(base.height))
            .applyingAspectRatio(ratio).adding(adjust)
        let max = OptSize(width: box.style.maxWidth?.resolve(base.width), height: box.style.maxHeight?.resolve(base.height))
            .applyingAspectRatio(ratio).adding(adjust)
        let sizes = BoxSizes(size: size, min: min, max: max)
        box.lastSizes = (base, paddingBorder, sizes)
        return sizes
    }
}

struct BoxSizes {
    var size: OptSize
    var min: OptSize
    var max: OptSize
}

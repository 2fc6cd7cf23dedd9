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

    /// `width`/`height` (and min/max) resolved against `base`, as border-box sizes.
    static func sizes(_ style: Style, base: OptSize, paddingBorder: Size)
        -> (size: OptSize, min: OptSize, max: OptSize) {
        let adjust = boxSizingAdjustment(style, paddingBorder: paddingBorder)
        let ratio = style.aspectRatio
        let size = OptSize(width: style.width.resolve(base.width), height: style.height.resolve(base.height))
            .applyingAspectRatio(ratio).adding(adjust)
        let min = OptSize(width: style.minWidth.resolve(base.width), height: style.minHeight.resolve(base.height))
            .applyingAspectRatio(ratio).adding(adjust)
        let max = OptSize(width: style.maxWidth?.resolve(base.width), height: style.maxHeight?.resolve(base.height))
            .applyingAspectRatio(ratio).adding(adjust)
        return (size, min, max)
    }
}

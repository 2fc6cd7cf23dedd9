/// Logical inline-axis edges (`margin-inline-start`, `padding-inline-end`, …). A `nil` side
/// leaves the physical value in place; a set side replaces left or right by `direction`.
public struct InlineEdges: Sendable, Hashable {
    public var marginStart: LengthPercentageAuto?
    public var marginEnd: LengthPercentageAuto?
    public var paddingStart: LengthPercentage?
    public var paddingEnd: LengthPercentage?
    public var borderStart: LengthPercentage?
    public var borderEnd: LengthPercentage?
    public var insetStart: LengthPercentageAuto?
    public var insetEnd: LengthPercentageAuto?
    public init() {}

    public var isEmpty: Bool {
        marginStart == nil && marginEnd == nil && paddingStart == nil && paddingEnd == nil
            && borderStart == nil && borderEnd == nil && insetStart == nil && insetEnd == nil
    }
}

/// The `safe` keyword on the alignment properties: when the item or content overflows, it
/// aligns to the start instead, so nothing overflows on the start side.
public struct SafeAlignment: Sendable, Hashable {
    public var justifyContent = false
    public var alignContent = false
    public var alignItems = false
    public var alignSelf = false
    public init() {}
}

extension Edges {
    /// The physical edges with logical `start`/`end` applied for a writing direction.
    public func applyingInline(start: Value?, end: Value?, rtl: Bool) -> Edges {
        var edges = self
        if let start { if rtl { edges.right = start } else { edges.left = start } }
        if let end { if rtl { edges.left = end } else { edges.right = end } }
        return edges
    }
}

extension Style {
    /// Margins, padding, borders and insets with the logical inline edges resolved.
    public func resolvingInlineEdges(rtl: Bool) -> Style {
        guard !inlineEdges.isEmpty else { return self }
        var style = self
        let e = inlineEdges
        style.margin = margin.applyingInline(start: e.marginStart, end: e.marginEnd, rtl: rtl)
        style.padding = padding.applyingInline(start: e.paddingStart, end: e.paddingEnd, rtl: rtl)
        style.border = border.applyingInline(start: e.borderStart, end: e.borderEnd, rtl: rtl)
        style.inset = inset.applyingInline(start: e.insetStart, end: e.insetEnd, rtl: rtl)
        style.inlineEdges = InlineEdges()
        return style
    }
}

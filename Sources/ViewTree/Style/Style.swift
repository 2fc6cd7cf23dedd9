/// The computed style of one node. Every default is the CSS initial value, so a `Style()` is
/// what a `<div style="display:flex">` starts from.
public struct Style: Sendable, Hashable {
    public var display: Display = .flex
    public var position: Position = .relative
    public var direction: Direction = .inherit
    public var boxSizing: BoxSizing = .borderBox
    public var overflowX: Overflow = .visible
    public var overflowY: Overflow = .visible

    public var flexDirection: FlexDirection = .row
    public var flexWrap: FlexWrap = .nowrap
    /// `flex-wrap: balance`: lines are broken so that their free space is even (Chromium's
    /// balanced line breaking) instead of greedily; `flexWrap` is then `wrap` or `wrap-reverse`.
    public var flexWrapBalance = false
    /// `aspect-ratio: auto <ratio>`: the ratio relates the content box, whatever `box-sizing`.
    public var aspectRatioContentBox = false
    /// `order`: items are laid out in this order, equal values in the document's. 32 bits, in
    /// the room the one-byte fields before it leave, so a `Style` is no larger for it.
    public var order: Int32 = 0
    /// `flex-line-count`: the fewest lines a balanced container breaks its items into.
    public var flexLineCount = 1
    public var justifyContent: JustifyContent = .normal
    public var alignItems: AlignItems = .normal
    public var alignSelf: AlignSelf = .auto
    public var alignContent: AlignContent = .normal
    public var flexGrow: Double = 0
    public var flexShrink: Double = 1
    public var flexBasis: Dimension = .auto

    public var width: Dimension = .auto
    public var height: Dimension = .auto
    public var minWidth: Dimension = .auto
    public var minHeight: Dimension = .auto
    public var maxWidth: Dimension? = nil
    public var maxHeight: Dimension? = nil
    /// `aspect-ratio` as width / height.
    public var aspectRatio: Double? = nil

    public var margin = Edges<LengthPercentageAuto>(all: .zero)
    public var padding = Edges<LengthPercentage>(all: .zero)
    public var border = Edges<LengthPercentage>(all: .zero)
    /// `top`, `right`, `bottom`, `left`.
    public var inset = Edges<LengthPercentageAuto>(all: .auto)
    public var rowGap: LengthPercentage = .zero
    public var columnGap: LengthPercentage = .zero

    // Text (inherited in CSS; the tree builder resolves inheritance before layout).
    public var fontSize: Double = 16
    public var lineHeight: LineHeight = .normal
    /// `font-weight`, 1–1000 (400 normal, 700 bold).
    public var fontWeight: Int = 400
    /// The line limit (`-webkit-line-clamp`); `nil` for none.
    public var maxLines: Int? = nil

    // Paint, for rendering and contrast checks (CSS colour text).
    public var color: String? = nil
    public var backgroundColor: String? = nil
    /// `opacity`, 0–1.
    public var opacity: Double = 1
    /// `visibility`; `nil` inherits.
    public var visibility: Visibility? = nil
    /// `z-index`; `nil` is `auto`.
    public var zIndex: Int? = nil

    /// `*-inline-start` / `*-inline-end` values; they win over the physical side that
    /// `direction` maps them to.
    public var inlineEdges = InlineEdges()
    /// Which alignment properties were written `safe` (overflow falls back to `start`).
    public var safeAlignment = SafeAlignment()
    /// Declarations the layout engine cannot honour (`display: grid`), as `property: value`;
    /// the engine reports each one as a diagnostic instead of guessing.
    public var unsupported: [String] = []

    public init() {}
}

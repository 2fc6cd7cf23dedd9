import ViewTree

/// The layout properties of a `Style`, with the logical inline edges resolved and without its
/// strings and arrays (paint, unsupported declarations): the steps read and copy it often,
/// and a copy of it takes no reference counting.
struct LayoutStyle {
    var display: Display
    var position: Position
    var boxSizing: BoxSizing
    var overflowX: Overflow
    var overflowY: Overflow
    var flexDirection: FlexDirection
    var flexWrap: FlexWrap
    var justifyContent: JustifyContent
    var alignItems: AlignItems
    var alignSelf: AlignSelf
    var alignContent: AlignContent
    var flexGrow: Double
    var flexShrink: Double
    var flexBasis: Dimension
    var width: Dimension
    var height: Dimension
    var minWidth: Dimension
    var minHeight: Dimension
    var maxWidth: Dimension?
    var maxHeight: Dimension?
    var aspectRatio: Double?
    var margin: Edges<LengthPercentageAuto>
    var padding: Edges<LengthPercentage>
    var border: Edges<LengthPercentage>
    var inset: Edges<LengthPercentageAuto>
    var rowGap: LengthPercentage
    var columnGap: LengthPercentage
    var fontSize: Double
    var lineHeight: LineHeight
    var fontWeight: Int
    var maxLines: Int?
    var safeAlignment: SafeAlignment

    /// `style` as a node of direction `rtl` lays it out.
    init(_ style: Style, rtl: Bool) {
        if !style.inlineEdges.isEmpty {
            self.init(resolved: style.resolvingInlineEdges(rtl: rtl))
        } else {
            self.init(resolved: style)
        }
    }

    private init(resolved s: Style) {
        display = s.display
        position = s.position
        boxSizing = s.boxSizing
        overflowX = s.overflowX
        overflowY = s.overflowY
        flexDirection = s.flexDirection
        flexWrap = s.flexWrap
        justifyContent = s.justifyContent
        alignItems = s.alignItems
        alignSelf = s.alignSelf
        alignContent = s.alignContent
        flexGrow = s.flexGrow
        flexShrink = s.flexShrink
        flexBasis = s.flexBasis
        width = s.width
        height = s.height
        minWidth = s.minWidth
        minHeight = s.minHeight
        maxWidth = s.maxWidth
        maxHeight = s.maxHeight
        aspectRatio = s.aspectRatio
        margin = s.margin
        padding = s.padding
        border = s.border
        inset = s.inset
        rowGap = s.rowGap
        columnGap = s.columnGap
        fontSize = s.fontSize
        lineHeight = s.lineHeight
        fontWeight = s.fontWeight
        maxLines = s.maxLines
        safeAlignment = s.safeAlignment
    }
}

extension Dimension {
    /// `min-content`, `max-content` or `fit-content`.
    var isContentKeyword: Bool {
        switch self {
        case .minContent, .maxContent, .fitContent: true
        default: false
        }
    }

    var isAuto: Bool { if case .auto = self { true } else { false } }
}

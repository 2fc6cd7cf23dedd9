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

    /// `style` as a node of direction `rtl` lays it out. Read through a pointer: a `Style` value
    /// would be copied (its strings and arrays retained) only to be read.
    init(_ style: UnsafePointer<Style>, rtl: Bool) {
        if !style.pointee.inlineEdges.isEmpty {
            var resolved = style.pointee.resolvingInlineEdges(rtl: rtl)
            self = withUnsafePointer(to: &resolved) { LayoutStyle(resolved: $0) }
        } else {
            self.init(resolved: style)
        }
    }

    private init(resolved s: UnsafePointer<Style>) {
        display = s.pointee.display
        position = s.pointee.position
        boxSizing = s.pointee.boxSizing
        overflowX = s.pointee.overflowX
        overflowY = s.pointee.overflowY
        flexDirection = s.pointee.flexDirection
        flexWrap = s.pointee.flexWrap
        justifyContent = s.pointee.justifyContent
        alignItems = s.pointee.alignItems
        alignSelf = s.pointee.alignSelf
        alignContent = s.pointee.alignContent
        flexGrow = s.pointee.flexGrow
        flexShrink = s.pointee.flexShrink
        flexBasis = s.pointee.flexBasis
        width = s.pointee.width
        height = s.pointee.height
        minWidth = s.pointee.minWidth
        minHeight = s.pointee.minHeight
        maxWidth = s.pointee.maxWidth
        maxHeight = s.pointee.maxHeight
        aspectRatio = s.pointee.aspectRatio
        margin = s.pointee.margin
        padding = s.pointee.padding
        border = s.pointee.border
        inset = s.pointee.inset
        rowGap = s.pointee.rowGap
        columnGap = s.pointee.columnGap
        fontSize = s.pointee.fontSize
        lineHeight = s.pointee.lineHeight
        fontWeight = s.pointee.fontWeight
        maxLines = s.pointee.maxLines
        safeAlignment = s.pointee.safeAlignment
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

import ViewTree

/// The text of a `display: contents` node. The node has no box, so Chromium wraps its text in
/// an anonymous block, which is a flex item of the nearest flex container above it. The
/// node's own box plays that item (`LayoutBox.collectFlexChildren`), laid out as a text leaf
/// with the item's style (`NodeAddress`) and reported with no frame of its own (`OutputTree`).
enum ContentsText {
    /// The anonymous item's style: every property initial (`auto` sizes, `flex: 0 1 auto`, no
    /// edges) but the inherited text ones. Its lines break at its own width, as a block's do,
    /// not at no less than their min-content width as a row's anonymous item does
    /// (`TextCache.inRow`): hence a column.
    static func itemStyle(of style: Style) -> Style {
        var item = Style()
        item.inherit(from: style)
        item.flexDirection = .column
        return item
    }
}

import ViewTree

/// How far a scroll container's content reaches, as Chromium measures its scrollable overflow
/// (CSS Overflow 3 §2.2): the margin boxes of its in-flow items where the flex layout placed
/// them (before their relative offsets) with its end padding after them, and the border boxes
/// of everything inside that nothing clips on the way (items where their offsets move them,
/// what overflows them, absolutely positioned boxes, the lines of text), without margins or
/// padding; an empty box adds nothing. Only what passes the end
/// edges scrolls: the main end and the cross end of the flex container (the left in a
/// `row-reverse` row, the top when it wraps in reverse), measured from the opposite edge of
/// the room inside the border and the scrollbars.
enum ScrollableOverflow {
    /// The width and height the content of `box`, laid out at `size`, reaches to from the
    /// scrolling edges.
    static func reach(of box: LayoutBox, size: Size, context: LayoutContext) -> Size {
        let (padding, border) = box.paddingBorder(box.parentWidth)
        let gutter = box.scrollbarGutter(context.scrollbarWidth)
        let style = box.style
        let row = style.flexDirection == .row || style.flexDirection == .rowReverse
        let reversed = style.flexDirection == .rowReverse || style.flexDirection == .columnReverse
        let wrapReversed = style.flexWrap == .wrapReverse
        // In the box's own frame (mirrored when it lays out right to left).
        let leftward = row ? reversed : wrapReversed, upward = row ? wrapReversed : reversed
        var content: Rect?
        func add(_ rect: Rect?, endPadding: Bool) {
            guard var rect, rect.width > 0, rect.height > 0 else { return }
            if endPadding {
                if leftward { rect.x -= padding.left }
                rect.width += padding.horizontal - (leftward ? padding.right : padding.left)
                if upward { rect.y -= padding.top }
                rect.height += padding.vertical - (upward ? padding.bottom : padding.top)
            }
            content = content.map { united($0, rect) } ?? rect
        }
        if box.isLeaf {
            if let text = TextItemPlacement.place(box, size: size, parentWidth: box.parentWidth, context: context) {
                // The anonymous item holding the text is the one in-flow item.
                add(text.item, endPadding: true)
                add(text.lines, endPadding: false)
            }
        } else {
            for child in box.flexChildren {
                var frame = child.frame
                if box.rtl { frame.x = size.width - frame.maxX }
                if !child.isAbsolute {
                    if child.hasRelativeOffsets { frame = staticPosition(child, frame, in: box, size: size, context: context) }
                    let margin = child.margins(child.parentWidth)
                    add(Rect(x: frame.x - margin.left, y: frame.y - margin.top, width: frame.width + margin.horizontal,
                             height: frame.height + margin.vertical), endPadding: true)
                }
                add(extent(of: child, context: context).map {
                    Rect(x: box.rtl ? size.width - child.frame.x - $0.maxX : child.frame.x + $0.x, y: child.frame.y + $0.y,
                         width: $0.width, height: $0.height)
                }, endPadding: false)
            }
        }
        guard let content else { return .zero }
        return Size(width: leftward ? size.width - border.right - gutter.right - content.x : content.maxX - border.left,
                    height: upward ? size.height - border.bottom - gutter.bottom - content.y : content.maxY - border.top)
    }

    /// Where the flex layout placed `child` before its relative offset moved it to `frame` (in
    /// `box`'s own frame, as the offsets are), the offsets resolved as `FinalLayout` resolves
    /// them.
    private static func staticPosition(_ child: LayoutBox, _ frame: Rect, in box: LayoutBox, size: Size,
                                       context: LayoutContext) -> Rect {
        let (padding, border) = box.paddingBorder(box.parentWidth)
        let inner = size.height - (padding + border + box.scrollbarGutter(context.scrollbarWidth)).vertical
        // The percentage base is indefinite as `FlexContainerLayout` takes it: so marked, or a
        // height neither given nor specified (an auto-height root's).
        var indefinite = box.layoutKey?.indefiniteHeight ?? false
        if let key = box.layoutKey, key.known.height == nil, key.inherentSize {
            let edges = box.paddingBorder(key.parent.width)
            indefinite = indefinite
                || StyleSupport.sizes(box, base: key.parent, paddingBorder: (edges.padding + edges.border).sum).size.height == nil
        }
        let inset = child.insets(OptSize(width: child.parentWidth, height: indefinite ? nil : max(0, inner)))
        var frame = frame
        frame.x -= inset.left ?? inset.right.map { -$0 } ?? 0
        frame.y -= inset.top ?? inset.bottom.map { -$0 } ?? 0
        return frame
    }

    /// A box and what overflows it, in its own physical frame (a box that clips is its border
    /// box); `nil` when all of it is empty.
    private static func extent(of box: LayoutBox, context: LayoutContext) -> Rect? {
        let size = Size(width: box.frame.width, height: box.frame.height)
        var out: Rect? = size.width > 0 && size.height > 0 ? Rect(x: 0, y: 0, width: size.width, height: size.height) : nil
        func add(_ rect: Rect?) {
            guard let rect, rect.width > 0, rect.height > 0 else { return }
            out = out.map { united($0, rect) } ?? rect
        }
        if box.nodeFlags.contains(.clips) { return out }
        if box.isLeaf {
            guard let text = TextItemPlacement.place(box, size: size, parentWidth: box.parentWidth, context: context) else { return out }
            for var rect in [text.item, text.lines] {
                if box.rtl { rect.x = size.width - rect.maxX }
                add(rect)
            }
            return out
        }
        for child in box.flexChildren {
            add(extent(of: child, context: context)?.offsetBy(dx: child.frame.x, dy: child.frame.y))
        }
        return out
    }

    private static func united(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}

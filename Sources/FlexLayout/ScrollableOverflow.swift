import ViewTree

/// How far a scroll container's content reaches, as Chromium measures its scrollable overflow
/// (CSS Overflow 3 §2.2): the margin boxes of its in-flow items (moved by their relative
/// offsets) with its end padding after them, and the border boxes of everything inside that
/// nothing clips on the way (what overflows an item, absolutely positioned boxes, the lines of
/// text), without margins or padding; an empty box adds nothing. Only what passes the end
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
            if let text = text(box, size: size, context: context) {
                // The anonymous item holding the text is the one in-flow item.
                add(text.item, endPadding: true)
                add(text.lines, endPadding: false)
            }
        } else {
            for child in box.flexChildren {
                var frame = child.frame
                if box.rtl { frame.x = size.width - frame.maxX }
                if !child.isAbsolute {
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
            guard let text = text(box, size: size, context: context) else { return out }
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

    /// Where a text leaf's text lies in its own frame: the anonymous item that holds it (in a
    /// row no narrower than its min-content width, in a column as wide as the content box;
    /// from the main start) and its lines. `nil` for an image.
    private static func text(_ box: LayoutBox, size: Size, context: LayoutContext) -> (item: Rect, lines: Rect)? {
        guard let cache = box.textCache else { return nil }
        let (padding, border) = box.paddingBorder(box.parentWidth)
        let inset = padding + border + box.scrollbarGutter(context.scrollbarWidth)
        let content = Size(width: max(0, size.width - inset.horizontal), height: max(0, size.height - inset.vertical))
        let sizes = TextSupport.intrinsicSizes(cache, box, context: context)
        let width = cache.pointee.inRow ? max(sizes.minContentWidth, min(content.width, sizes.maxContentWidth)) : content.width
        let lines = TextSupport.extent(cache, box, inContentWidth: content.width, context: context)
        var item = Rect(x: inset.left, y: inset.top, width: width, height: lines.height)
        switch box.style.flexDirection {
        case .rowReverse: item.x += content.width - width
        case .columnReverse: item.y += content.height - lines.height
        default: break
        }
        return (item, Rect(x: item.x, y: item.y, width: lines.width, height: lines.height))
    }

    private static func united(_ a: Rect, _ b: Rect) -> Rect {
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}

import ViewTree

/// Absolute children whose parent is `position: static`: re-placed against the nearest
/// positioned ancestor once the whole tree is laid out.
extension AbsoluteLayout {
    /// The containing block a box gives its absolute children, in its own (mirrored) frame.
    static func block(of box: LayoutBox, scrollbarWidth: Double) -> Block {
        let (padding, border) = box.paddingBorder(box.parentWidth)
        var gutter = box.scrollbarGutter(scrollbarWidth)
        if box.rtl { swap(&gutter.left, &gutter.right) }
        let size = Size(width: box.frame.width, height: box.frame.height)
        let style = box.style
        let row = style.flexDirection == .row || style.flexDirection == .rowReverse
        return Block(size: size,
                     paddingBox: Size(width: size.width - border.horizontal - gutter.horizontal,
                                      height: size.height - border.vertical - gutter.vertical),
                     border: border, gutter: gutter, contentInset: padding + border + gutter, row: row,
                     reverse: style.flexDirection == .rowReverse || style.flexDirection == .columnReverse,
                     wrapReverse: style.flexWrap == .wrapReverse,
                     justify: FlexAlgorithm.physicalJustify(style.justifyContent, row: row, rtl: box.rtl),
                     alignItems: FlexConstants.alignSelf(style.alignItems), rtl: box.rtl,
                     safeAlignItems: style.safeAlignment.alignItems)
    }

    /// Absolute children of `position: static` boxes: CSS sizes them against, and places them
    /// by their insets in, the nearest positioned ancestor; the static box still gives the
    /// static position of an axis whose insets are both `auto`. Runs after the whole layout.
    static func relocateStaticParentChildren(_ root: LayoutBox, context: LayoutContext) {
        typealias Anchor = (box: LayoutBox, x: Double, y: Double)
        var stack: [(box: LayoutBox, x: Double, y: Double, anchor: Anchor?)] = [(root, root.frame.x, root.frame.y, nil)]
        while let (box, x, y, inherited) = stack.popLast() {
            let anchor: Anchor? = box.style.position != .static ? (box, x, y) : inherited
            for child in box.flexChildren {
                if child.deferredStaticPosition {
                    if let anchor, anchor.box.rtl == box.rtl {
                        relocate(child, parent: box, parentOrigin: (x, y), anchor: anchor, context: context)
                    } else {
                        context.report(child, "position", "an absolutely positioned child of a 'position: static' box without a positioned ancestor of the same direction is placed against its parent")
                    }
                }
                stack.append((child, x + child.frame.x, y + child.frame.y, anchor))
            }
        }
    }

    private static func relocate(_ child: LayoutBox, parent: LayoutBox, parentOrigin: (Double, Double),
                                 anchor: (box: LayoutBox, x: Double, y: Double), context: LayoutContext) {
        let anchorBlock = block(of: anchor.box, scrollbarWidth: context.scrollbarWidth)
        let parentBlock = block(of: parent, scrollbarWidth: context.scrollbarWidth)
        let placed = place(child, in: anchorBlock, context: context)
        let inset = child.insets(OptSize(width: anchorBlock.paddingBox.width, height: anchorBlock.paddingBox.height))
        let dx = anchor.x - parentOrigin.0, dy = anchor.y - parentOrigin.1
        var x = anchorBlock.rtl ? anchorBlock.size.width - placed.x - placed.width : placed.x
        x += dx
        var y = placed.y + dy
        let m = child.margins(anchorBlock.paddingBox.width)
        if inset.left == nil && inset.right == nil {
            let logical = position(start: nil, end: nil, size: placed.width, extent: parentBlock.size.width,
                                   borderStart: 0, borderEnd: 0, gutterEnd: 0,
                                   contentStart: parentBlock.contentInset.left, contentEnd: parentBlock.contentInset.right,
                                   marginStart: m.left, marginEnd: m.right,
                                   staticMode: parentBlock.row ? mainMode(parentBlock) : crossMode(child, parentBlock))
            x = parentBlock.rtl ? parentBlock.size.width - logical - placed.width : logical
        }
        if inset.top == nil && inset.bottom == nil {
            y = position(start: nil, end: nil, size: placed.height, extent: parentBlock.size.height,
                         borderStart: 0, borderEnd: 0, gutterEnd: 0,
                         contentStart: parentBlock.contentInset.top, contentEnd: parentBlock.contentInset.bottom,
                         marginStart: m.top, marginEnd: m.bottom,
                         staticMode: parentBlock.row ? crossMode(child, parentBlock) : mainMode(parentBlock))
        }
        child.frame = Rect(x: x, y: y, width: placed.width, height: placed.height)
    }
}

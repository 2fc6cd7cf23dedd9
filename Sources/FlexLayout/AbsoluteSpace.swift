import ViewTree

/// The width an absolutely positioned child's content may fill (css-position-3 §4.1): its
/// containing block (the padding box) less the insets that are set, or, where both are
/// `auto`, less the distance to its static position on the side it is placed from.
extension AbsoluteLayout {
    static func availableWidth(_ child: LayoutBox, left: Double?, right: Double?, in block: Block) -> Double {
        // The padding box, in the parent's (mirrored) frame.
        let start = block.border.left
        let end = block.size.width - block.border.right - block.gutter.right
        if left != nil || right != nil { return max(0, end - start - (left ?? 0) - (right ?? 0)) }
        let mode = block.row ? mainMode(block) : crossMode(child, block)
        let contentStart = block.contentInset.left, contentEnd = block.size.width - block.contentInset.right
        switch mode {
        case .start: return max(0, end - contentStart)
        case .end: return max(0, contentEnd - start)
        case .center:
            let middle = (contentStart + contentEnd) / 2
            return max(0, 2 * min(middle - start, end - middle))
        }
    }
}

import ViewTree

/// Turns the laid-out boxes back into the shape of the `ViewNode` tree.
enum OutputTree {
    static func build(_ box: LayoutBox, context: LayoutContext) -> LaidOutNode {
        build(box, hidden: false, context: context)
    }

    private static func build(_ box: LayoutBox, hidden: Bool, context: LayoutContext) -> LaidOutNode {
        let hide = hidden || box.isHidden
        let frame = hide || box.isContents ? Rect.zero : box.frame
        let style = box.style
        // Only the fields that are set are copied: most nodes have no id, role, label or colour.
        var node = LaidOutNode(frame: frame, clips: style.overflowX != .visible || style.overflowY != .visible)
        if box.id != nil { node.id = box.id }
        if box.traits != nil { node.traits = box.traits }
        if hide || box.isContents { node.traits = (node.traits ?? CheckTraits()).withoutBox }
        if box.text != nil { node.text = box.text }
        if box.meta.role != nil || box.meta.label != nil { (node.role, node.label) = box.meta }
        if box.paint.color != nil || box.paint.background != nil {
            (node.color, node.backgroundColor) = (box.paint.color, box.paint.background)
        }
        if let text = box.text, !hide {
            node.textLayout = textLayout(text, box: box, frame: frame, context: context)
        }
        let children = box.treeChildren
        if !children.isEmpty {
            var built: [LaidOutNode] = []
            built.reserveCapacity(children.count)
            for child in children { built.append(build(child, hidden: hide, context: context)) }
            node.children = built
        }
        return node
    }

    static func textLayout(_ text: String, box: LayoutBox, frame: Rect, context: LayoutContext) -> TextLayoutInfo {
        let (padding, border) = box.paddingBorder(box.parentWidth)
        let inset = padding + border + box.scrollbarGutter(context.scrollbarWidth)
        let width = max(0, frame.width - inset.horizontal), height = max(0, frame.height - inset.vertical)
        let font = TextSupport.font(box.style)
        let maxLines = box.style.maxLines
        // Layout set the text at this width already, unless the frame differs from it.
        let set = box.lastText.flatMap { $0.width == width ? $0.set : nil }
            ?? context.measurer.measure(text, font: font, maxWidth: width, maxLines: maxLines)
        let needed = maxLines == nil ? set : context.measurer.measure(text, font: font, maxWidth: width, maxLines: nil)
        let truncated = set.truncated || needed.width > width + 0.01 || needed.height > height + 0.01
        let lineHeight = set.lineCount > 0 ? set.height / Double(set.lineCount) : font.size
        return TextLayoutInfo(fontSize: font.size, fontWeight: font.weight, lineHeight: lineHeight, lines: set.lines, truncated: truncated,
                              neededSize: Size(width: needed.width, height: needed.height),
                              lineLimit: maxLines, givenSize: Size(width: width, height: height))
    }
}

/// Debug-only checks on the result; each names the node path.
enum Invariants {
    static func check(_ root: LayoutBox, context: LayoutContext) {
        var stack = [root]
        while let box = stack.popLast() {
            let f = box.frame
            assert(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite,
                   "FlexLayout: non-finite frame \(f) at \(box.path)")
            assert(f.width >= -1e-6 && f.height >= -1e-6, "FlexLayout: negative size \(f) at \(box.path)")
            stack.append(contentsOf: box.treeChildren)
        }
    }
}

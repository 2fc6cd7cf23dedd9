import ViewTree

/// Turns the laid-out boxes back into the shape of the `ViewNode` tree.
enum OutputTree {
    // Safe: the temporary slot is initialized by `build(_:into:)` and moved out once.
    static func build(_ box: LayoutBox, context: LayoutContext) -> LaidOutNode {
        guard context.keepsOutputs else {
            return unsafe withUnsafeTemporaryAllocation(of: LaidOutNode.self, capacity: 1) { root in
                unsafe build(box, into: root.baseAddress!, hidden: false, context: context)
                return unsafe root.baseAddress!.move()
            }
        }
        refresh(box, hidden: false, context: context)
        return unsafe box.outputMemo!.node
    }

    /// Builds each node where it is kept (a node is never copied on the way), and retires each
    /// box once its subtree is built (`BoxArena.retire`): nothing reads the boxes afterwards.
    // Safe: `target` is uninitialized and initialized here once (`makeOwnNode`); the children's
    // buffer has `children.count` uninitialized elements, each initialized once by the loop before
    // `count` is set to that number.
    private static func build(_ box: LayoutBox, into target: UnsafeMutablePointer<LaidOutNode>, hidden: Bool,
                              context: LayoutContext) {
        let hide = hidden || box.isHidden
        unsafe makeOwnNode(box, at: target, hidden: hide, context: context)
        let children = box.treeChildren
        if !children.isEmpty {
            unsafe target.pointee.children = unsafe Array(unsafeUninitializedCapacity: children.count) { buffer, count in
                for index in children.indices {
                    unsafe build(children[index], into: buffer.baseAddress! + index, hidden: hide, context: context)
                }
                count = children.count
            }
        }
        context.arena.retire(box)
    }

    /// The node of `box` without its children, made at `target`.
    // Safe: `target` is uninitialized; exactly one of the two `initialize` calls initializes it,
    // and `writeTextLayout` initializes the text-layout slot it is given once.
    private static func makeOwnNode(_ box: LayoutBox, at target: UnsafeMutablePointer<LaidOutNode>, hidden hide: Bool,
                                    context: LayoutContext) {
        let frame = outputFrame(box, hidden: hide)
        // The node's fields are read off its flags: its own lines are long out of the cache.
        let flags = box.nodeFlags
        let clips = flags.contains(.clips)
        let id = flags.contains(.hasID) ? box.id : nil
        // Most nodes have no role, label, colour, traits or text: they get no details at all.
        // Each node is made in place at `target` (made as a value, it was copied on the way).
        var extras = box.extras
        guard flags.contains(.hasText) || hide || flags.contains(.contents) || extras != nil else {
            return unsafe LaidOutNode.initialize(target, frame: frame, id: id, text: nil, clips: clips)
        }
        if hide || box.isContents {
            let traits = (extras?.traits ?? CheckTraits()).withoutBox
            extras = extras?.with(traits: traits)
                ?? NodeExtras.make(role: nil, label: nil, backgroundColor: nil, color: nil, traits: traits)
        }
        let hasTextLayout = box.textCache != nil && !hide  // every text box has a cache
        // A one-off layout's boxes go with it: the node takes the text the cache copied.
        let text = !flags.contains(.hasText) ? nil
            : context.keepsOutputs ? box.text : box.textCache?.pointee.text.take() ?? box.text
        unsafe LaidOutNode.initialize(
            target, id: id, text: text, frame: frame,
            hasTextLayout: hasTextLayout, extras: extras, clips: clips, in: &context.detailsBlocks
        ) { slot in
            // The box's own frame: the node's (a shown node with text), or that of the anonymous
            // item a `display: contents` node's text was laid out as (`ContentsText`), which the
            // node does not report.
            unsafe writeTextLayout(box, frame: box.frame, into: slot, context: context)
        }
    }

    /// Boxless nodes (`display: none` and their subtrees, `display: contents`) report no frame.
    static func outputFrame(_ box: LayoutBox, hidden: Bool) -> Rect {
        hidden || box.isContents ? .zero : box.frame
    }

    // Safe: as `build`: made in a temporary slot, moved out once.
    static func ownNode(_ box: LayoutBox, hidden: Bool, context: LayoutContext) -> LaidOutNode {
        unsafe withUnsafeTemporaryAllocation(of: LaidOutNode.self, capacity: 1) { node in
            unsafe makeOwnNode(box, at: node.baseAddress!, hidden: hidden, context: context)
            return unsafe node.baseAddress!.move()
        }
    }

    /// Initializes `slot` with the text layout of `box` (a text box) at `frame`.
    // Safe: `slot` is an uninitialized text-layout slot of a details block, initialized here once.
    static func writeTextLayout(_ box: LayoutBox, frame: Rect, into slot: UnsafeMutablePointer<TextLayoutInfo?>,
                                context: LayoutContext) {
        let cache = box.textCache!
        let (padding, border) = box.paddingBorder(box.parentWidth)
        let inset = padding + border + box.scrollbarGutter(context.scrollbarWidth)
        let width = max(0, frame.width - inset.horizontal), height = max(0, frame.height - inset.vertical)
        let font = cache.pointee.font
        let maxLines = cache.pointee.maxLines
        // Layout only counted lines; the result sets them when they are read.
        let set = TextSupport.extent(cache, box, breakingAt: width, context: context)
        let needed = maxLines == nil ? set : context.measurer.extent(of: box.text!, font: font, maxWidth: width, maxLines: nil)
        let truncated = needed.lineCount > set.lineCount || needed.width > width + 0.01 || needed.height > height + 0.01
        let lineHeight = set.lineCount > 0 ? set.height / Double(set.lineCount) : font.size
        // The lines are the node's text set by the layout's measurer: the info keeps neither
        // (`TextLayoutInfo`), its node's details block has the measurer.
        unsafe TextLayoutInfo.initialize(
            slot, nodeTextIn: font, maxWidth: width, lineHeight: lineHeight,
            truncated: truncated, neededSize: Size(width: needed.width, height: needed.height), lineLimit: maxLines,
            givenSize: Size(width: width, height: height))
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

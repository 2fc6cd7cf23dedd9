import CMemoryHints
import ViewTree

/// Turns the laid-out boxes back into the shape of the `ViewNode` tree.
enum OutputTree {
    static func build(_ box: LayoutBox, context: LayoutContext) -> LaidOutNode {
        guard context.keepsOutputs else {
            return withUnsafeTemporaryAllocation(of: LaidOutNode.self, capacity: 1) { root in
                build(box, into: root.baseAddress!, hidden: false, context: context)
                return root.baseAddress!.move()
            }
        }
        refresh(box, hidden: false, context: context)
        return box.outputMemo!.node
    }

    /// Builds each node where it is kept (a node is never copied on the way), and retires each
    /// box once its subtree is built (`BoxArena.retire`): nothing reads the boxes afterwards.
    private static func build(_ box: LayoutBox, into target: UnsafeMutablePointer<LaidOutNode>, hidden: Bool,
                              context: LayoutContext) {
        let hide = hidden || box.isHidden
        makeOwnNode(box, at: target, hidden: hide, context: context)
        let children = box.treeChildren
        if !children.isEmpty {
            target.pointee.children = Array(unsafeUninitializedCapacity: children.count) { buffer, count in
                for index in children.indices {
                    build(children[index], into: buffer.baseAddress! + index, hidden: hide, context: context)
                }
                count = children.count
            }
        }
        context.arena.retire(box)
    }

    /// The node of `box` without its children, made at `target`.
    private static func makeOwnNode(_ box: LayoutBox, at target: UnsafeMutablePointer<LaidOutNode>, hidden hide: Bool,
                                    context: LayoutContext) {
        let frame = outputFrame(box, hidden: hide)
        let clips = box.style.overflowX != .visible || box.style.overflowY != .visible
        // Most nodes have no role, label, colour, traits or text: they get no details at all.
        // Each node is made in place at `target` (made as a value, it was copied on the way).
        var extras = box.extras
        guard box.text != nil || hide || box.isContents || extras != nil else {
            return LaidOutNode.initialize(target, frame: frame, id: box.id, text: box.text, clips: clips)
        }
        if hide || box.isContents {
            let traits = (extras?.traits ?? CheckTraits()).withoutBox
            extras = extras?.with(traits: traits)
                ?? NodeExtras.make(role: nil, label: nil, backgroundColor: nil, color: nil, traits: traits)
        }
        let hasTextLayout = box.textCache != nil && !hide  // every text box has a cache
        // The copy the measurer's reader kept, or a new one (a text never measured, a later pass).
        let text = box.textCache?.pointee.measuredText.take() ?? box.text
        LaidOutNode.initialize(
            target, id: box.id, text: text, frame: frame, hasTextLayout: hasTextLayout, extras: extras, clips: clips,
            in: &context.detailsBlocks
        ) { slot in
            writeTextLayout(box, frame: frame, into: slot, context: context)
        }
    }

    /// Boxless nodes (`display: none` and their subtrees, `display: contents`) report no frame.
    private static func outputFrame(_ box: LayoutBox, hidden: Bool) -> Rect {
        hidden || box.isContents ? .zero : box.frame
    }

    private static func ownNode(_ box: LayoutBox, hidden: Bool, context: LayoutContext) -> LaidOutNode {
        withUnsafeTemporaryAllocation(of: LaidOutNode.self, capacity: 1) { node in
            makeOwnNode(box, at: node.baseAddress!, hidden: hidden, context: context)
            return node.baseAddress!.move()
        }
    }

    /// What `refresh` did to a box's kept node, for the copy its parent's node holds.
    private enum Refreshed {
        case same
        /// Only the frame changed: the parent's copy takes the new frame, and shares the rest
        /// (assigning the whole node retained each of its strings and arrays, and released the
        /// old copy's: a third of a relayout of `wide-text` after a leaf's text changed).
        case moved(Rect)
        case replaced
    }

    /// In a `LayoutSession`: brings the node each box keeps up to date, sharing every subtree in
    /// which nothing moved or changed since the previous pass.
    @discardableResult
    private static func refresh(_ box: LayoutBox, hidden: Bool, context: LayoutContext) -> Refreshed {
        let hide = hidden || box.isHidden
        let count = box.data.pointee.treeChildren.count
        guard let memo = box.outputMemo, memo.hidden == hide, memo.node.children.count == count else {
            return rebuild(box, hidden: hide, context: context)
        }
        let frame = outputFrame(box, hidden: hide)
        let moved = memo.node.frame != frame
        var replaced = false
        if memo.ownFieldsStale {
            // The node changed but kept its children (`LayoutReuse.update`): its own fields
            // are made again, its children's nodes are kept and brought up to date in place.
            var node = ownNode(box, hidden: hide, context: context)
            node.children = memo.node.children
            memo.node.children = []
            memo.node = node
            memo.parentWidth = box.parentWidth
            memo.ownFieldsStale = false
            replaced = true
        } else if box.text != nil && !hide && !(memo.node.frame.width == frame.width && memo.node.frame.height == frame.height
                                                && (memo.parentWidth == box.parentWidth || !box.usesPercentages)) {
            // A text leaf's text is set again when its size, or the width its padding
            // percentages resolve against, changed.
            return rebuild(box, hidden: hide, context: context)
        } else if moved {
            // Only the frame can differ (a changed node has a new box): a moved node keeps its node.
            memo.node.frame = frame
        }
        // Not laid out in this pass: nothing below it moved (the children of a `display:
        // contents` box are laid out by its parent, so they are looked at).
        guard count > 0, box.laidOutInPass == context.passNumber || box.isContents else {
            return replaced ? .replaced : moved ? .moved(frame) : .same
        }
        let children = box.treeChildren
        var changedChildren: [LaidOutNode]?
        for index in children.indices {
            if index + 4 < children.count { prefetchMemo(children[index + 4]) }
            let refreshed = refresh(children[index], hidden: hide, context: context)
            if case .same = refreshed { continue }
            if changedChildren == nil {
                // Taken out of the memo, so the writes below do not copy the array.
                changedChildren = memo.node.children
                memo.node.children = []
            }
            if case .moved(let childFrame) = refreshed {
                changedChildren![index].frame = childFrame
            } else {
                changedChildren![index] = children[index].outputMemo!.node
            }
        }
        guard let changedChildren else { return replaced ? .replaced : moved ? .moved(frame) : .same }
        memo.node.children = changedChildren
        return .replaced
    }

    /// Makes the node of `box` and its subtree's afresh (refreshing each child), in the box's
    /// memo (reused when it has one: a new object was an allocation and a free per text leaf).
    private static func rebuild(_ box: LayoutBox, hidden hide: Bool, context: LayoutContext) -> Refreshed {
        let children = box.treeChildren
        var node = ownNode(box, hidden: hide, context: context)
        if !children.isEmpty {
            node.children = Array(unsafeUninitializedCapacity: children.count) { buffer, count in
                for index in children.indices {
                    if index + 4 < children.count { prefetchMemo(children[index + 4]) }
                    refresh(children[index], hidden: hide, context: context)
                    (buffer.baseAddress! + index).initialize(to: children[index].outputMemo!.node)
                }
                count = children.count
            }
        }
        if let memo = box.outputMemo {
            memo.node = node
            memo.hidden = hide
            memo.parentWidth = box.parentWidth
            memo.ownFieldsStale = false
        } else {
            box.outputMemo = OutputMemo(node: node, hidden: hide, parentWidth: box.parentWidth)
        }
        return .replaced
    }

    /// Asks for the lines of `box`'s output memo before `refresh` reads it: a memo is an object
    /// of its own, and reading each one of a wide row out of the cache stalled (two thirds of
    /// `refresh`'s `perf` samples on `wide-text` after a leaf's text changed).
    @inline(__always)
    private static func prefetchMemo(_ box: LayoutBox) {
        guard let caches = box.data.pointee.caches else { return }
        // The reference's bits, read without retaining the memo: only an address for the hint.
        let slot = UnsafeRawPointer(caches.pointer(to: \.outputMemo)!)
        guard let memo = slot.load(as: UnsafeRawPointer?.self) else { return }
        layoutwatch_prefetch(memo)
        layoutwatch_prefetch(memo + 64)
    }

    /// Initializes `slot` with the text layout of `box` (a text box) at `frame`.
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
        TextLayoutInfo.initialize(
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

/// The node a box's last output pass made, and what it depended on beyond the box itself.
final class OutputMemo {
    var node: LaidOutNode
    var hidden: Bool
    var parentWidth: Double?
    /// Set on a memo handed to the new box of a changed node that kept its children
    /// (`LayoutReuse.update`): its fields are the old node's, its children still good.
    var ownFieldsStale = false
    init(node: LaidOutNode, hidden: Bool, parentWidth: Double?) {
        self.node = node
        self.hidden = hidden
        self.parentWidth = parentWidth
    }
}

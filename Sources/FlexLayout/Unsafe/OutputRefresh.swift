import CMemoryHints
import ViewTree

/// The output of a `LayoutSession`'s later passes: each box keeps the node its last pass made
/// (`OutputMemo`), and a pass brings the kept nodes up to date instead of making them all.
extension OutputTree {
    /// What `refresh` did to a box's kept node, for the copy its parent's node holds.
    enum Refreshed {
        case same
        /// Only the frame changed: the parent's copy takes the new frame, and shares the rest
        /// (assigning the whole node retained each of its strings and arrays, and released the
        /// old copy's: a third of a relayout of `wide-text` after a leaf's text changed).
        case moved(Rect)
        /// A text leaf's frame and text layout changed: the parent's copy takes the new frame
        /// and the node's details, and shares its strings (made again, the node retained its
        /// text, whose storage was long out of the cache: 6 % of a relayout of `wide-text` at
        /// another width after the caches were written over).
        case resized(Rect, LaidOutNode.DetailsReference)
        case replaced
    }

    /// In a `LayoutSession`: brings the node each box keeps up to date, sharing every subtree in
    /// which nothing moved or changed since the previous pass.
    // Safe: the memo is kept by the box's caches for the whole call, so using it unretained
    // (guaranteed) is valid.
    @discardableResult
    static func refresh(_ box: LayoutBox, hidden: Bool, context: LayoutContext) -> Refreshed {
        let hide = hidden || box.isHidden
        guard let memo = unsafe box.unretainedOutputMemo else { return rebuild(box, hidden: hide, context: context) }
        // Borrowed, not retained: a retain and a release of each node's memo were 7 % of a
        // relayout of `wide-text` after a leaf's text changed.
        return unsafe memo._withUnsafeGuaranteedRef { refresh(box, memo: $0, hidden: hide, context: context) }
    }

    // Safe: `memo`'s unchecked fields: one pass on one thread refreshes each memo once, and each
    // access is a read or a one-statement write that overlaps no other; details go into the
    // context's blocks (`replaceTextLayout`), which `writeTextLayout` initializes once.
    private static func refresh(_ box: LayoutBox, memo: OutputMemo, hidden hide: Bool, context: LayoutContext) -> Refreshed {
        let count = unsafe box.data.pointee.treeChildren.count
        guard unsafe memo.hidden == hide, unsafe memo.node.children.count == count else {
            return rebuild(box, hidden: hide, context: context)
        }
        let frame = outputFrame(box, hidden: hide)
        let moved = unsafe memo.node.frame != frame
        var replaced = false
        if unsafe memo.ownFieldsStale {
            // The node changed but kept its children (`LayoutReuse.update`): its own fields
            // are made again, its children's nodes are kept and brought up to date in place.
            var node = ownNode(box, hidden: hide, context: context)
            node.children = unsafe memo.node.children
            unsafe memo.node.children = []
            unsafe memo.node = node
            unsafe memo.parentWidth = box.parentWidth
            unsafe memo.ownFieldsStale = false
            replaced = true
        } else if box.isContents && box.text != nil && !hide && box.laidOutInPass == context.passNumber {
            // Its text was set again, in the frame of the item it was laid out as, which the node
            // does not report (`makeOwnNode`).
            return rebuild(box, hidden: hide, context: context)
        } else if unsafe box.text != nil && !hide && !(memo.node.frame.width == frame.width && memo.node.frame.height == frame.height
                                                && (memo.parentWidth == box.parentWidth || !box.usesPercentages)) {
            // A text leaf's text is set again when its size, or the width its padding
            // percentages resolve against, changed; nothing else of its node can have.
            guard count == 0, !box.isContents else { return rebuild(box, hidden: hide, context: context) }
            unsafe memo.node.frame = frame
            let details = unsafe memo.node.replaceTextLayout(in: &context.detailsBlocks) { slot in
                unsafe writeTextLayout(box, frame: frame, into: slot, context: context)
            }
            unsafe memo.parentWidth = box.parentWidth
            return .resized(frame, details)
        } else if moved {
            // Only the frame can differ (a changed node has a new box): a moved node keeps its node.
            unsafe memo.node.frame = frame
        }
        // Not laid out in this pass: nothing below it moved or changed (the children of a
        // `display: contents` box are laid out by its parent, and a hidden subtree is never laid
        // out, so their nodes are looked at).
        let own: Refreshed = replaced ? .replaced : moved ? .moved(frame) : .same
        guard count > 0, box.laidOutInPass == context.passNumber || box.isContents || hide else { return own }
        let children = box.treeChildren
        var changedChildren: [LaidOutNode]?
        for index in children.indices {
            if index + 4 < children.count { prefetchMemo(children[index + 4]) }
            let refreshed = refresh(children[index], hidden: hide, context: context)
            if case .same = refreshed { continue }
            if changedChildren == nil {
                // Taken out of the memo, so the writes below do not copy the array.
                changedChildren = unsafe memo.node.children
                unsafe memo.node.children = []
            }
            if case .moved(let childFrame) = refreshed {
                changedChildren![index].frame = childFrame
            } else if case .resized(let childFrame, let details) = refreshed {
                changedChildren![index].frame = childFrame
                changedChildren![index].shareDetails(details)
            } else {
                changedChildren![index] = unsafe children[index].outputMemo!.node
            }
        }
        guard let changedChildren else { return own }
        unsafe memo.node.children = changedChildren
        return .replaced
    }

    /// Makes the node of `box` and its subtree's afresh (refreshing each child), in the box's
    /// memo (reused when it has one: a new object was an allocation and a free per text leaf).
    // Safe: as `refresh`: the box's memo and its fields are this pass's alone.
    private static func rebuild(_ box: LayoutBox, hidden hide: Bool, context: LayoutContext) -> Refreshed {
        let children = box.treeChildren
        var node = ownNode(box, hidden: hide, context: context)
        if !children.isEmpty {
            node.children = unsafe Array(unsafeUninitializedCapacity: children.count) { buffer, count in
                for index in children.indices {
                    if index + 4 < children.count { prefetchMemo(children[index + 4]) }
                    refresh(children[index], hidden: hide, context: context)
                    unsafe (buffer.baseAddress! + index).initialize(to: children[index].outputMemo!.node)
                }
                count = children.count
            }
        }
        if let memo = box.outputMemo {
            unsafe memo.node = node
            unsafe memo.hidden = hide
            unsafe memo.parentWidth = box.parentWidth
            unsafe memo.ownFieldsStale = false
        } else {
            box.outputMemo = OutputMemo(node: node, hidden: hide, parentWidth: box.parentWidth)
        }
        return .replaced
    }

    /// Asks for the lines of `box`'s output memo before `refresh` reads it: a memo is an object
    /// of its own, and reading each one of a wide row out of the cache stalled (two thirds of
    /// `refresh`'s `perf` samples on `wide-text` after a leaf's text changed).
    // Safe: a hint: only the memo's address is taken (it is kept by the box), never read through.
    @inline(__always)
    private static func prefetchMemo(_ box: LayoutBox) {
        // Read without retaining the memo: only an address for the hint.
        guard let memo = unsafe box.unretainedOutputMemo.map({ unsafe UnsafeRawPointer($0.toOpaque()) }) else { return }
        unsafe layoutwatch_prefetch(memo)
        unsafe layoutwatch_prefetch(memo + 64)
    }
}

/// The node a box's last output pass made, and what it depended on beyond the box itself.
/// Its fields are read and written without exclusivity checks: one pass on one thread
/// refreshes each memo once, and the checks were 5 % of a relayout of `wide-text` at another width.
// Safe: see `refresh`: a memo belongs to one box of one session, whose passes run one at a time on
// one thread, and no access to a field overlaps another.
final class OutputMemo {
    @exclusivity(unchecked) var node: LaidOutNode
    @exclusivity(unchecked) var hidden: Bool
    @exclusivity(unchecked) var parentWidth: Double?
    /// Set on a memo handed to the new box of a changed node that kept its children
    /// (`LayoutReuse.update`): its fields are the old node's, its children still good.
    @exclusivity(unchecked) var ownFieldsStale = false
    init(node: LaidOutNode, hidden: Bool, parentWidth: Double?) {
        unsafe self.node = node
        unsafe self.hidden = hidden
        unsafe self.parentWidth = parentWidth
    }
}

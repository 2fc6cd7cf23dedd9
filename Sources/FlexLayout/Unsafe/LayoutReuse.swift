import Foundation
import ViewTree

/// Brings the boxes of the previous pass up to a new `ViewNode` tree: a subtree whose nodes
/// did not change keeps its boxes with all their cached sizes and layouts; a changed node gets
/// a new box; the ancestors of a change forget what depended on their children.
enum LayoutReuse {
    /// The root box for the tree in `new`, brought up from `box`, the root of the tree in `old`.
    static func update(_ box: LayoutBox, from old: TreeStorage, to new: TreeStorage, inheritedRTL: Bool,
                       context: LayoutContext, hint: ChangedPaths?) -> (box: LayoutBox, changed: Bool) {
        // Safe: both storages are kept by the caller for the call, and `new` by the pass after it.
        unsafe update(box, old: old.root, new: new.root, parent: nil, index: 0, inheritedRTL: inheritedRTL,
                      context: context, hint: hint)
    }

    /// The box for `new`, and whether anything in its subtree differs from `old`. With `hint`
    /// (not an edited node's), only the children it leads to are compared (`ChangedPaths`).
    // Safe: `old` and `new` are nodes of the previous and the new pass's tree storage, both kept
    // for the call; children's buffers are borrowed for the loop and indexed below `count`, which
    // both have; a released box is dropped by its parent (the new box replaces it).
    static func update(_ box: LayoutBox, old: UnsafePointer<ViewNode>, new: UnsafePointer<ViewNode>, parent: LayoutBox?,
                       index: Int, inheritedRTL: Bool, context: LayoutContext,
                       hint: ChangedPaths? = nil) -> (box: LayoutBox, changed: Bool) {
        let direction = unsafe new.pointee.style.direction
        let rtl = direction == .inherit ? inheritedRTL : direction == .rtl
        let count = unsafe new.pointee.children.count
        guard rtl == box.rtl, unsafe old.pointee.children.count == count, box.treeChildren.count == count else {
            context.arena.releaseSubtree(box)
            return unsafe (LayoutBox.build(new, parent: parent, index: index, inheritedRTL: inheritedRTL, context: context), true)
        }
        let same = unsafe sameOwnFields(old, new)
        // A kept box reads its node in the new tree from now on (the old one goes).
        if same { unsafe box.address.move(to: new) }
        // Arrays are values: children stored in the same buffer (the new tree holds it too)
        // are the same subtrees, so they need no walk: their boxes already point into it.
        let sharedChildren = unsafe sharesStorage(old.pointee.children, new.pointee.children)
        if same && sharedChildren { return (box, false) }
        let target = unsafe same ? box : LayoutBox.make(new, parent: parent, index: index, inheritedRTL: inheritedRTL, context: context)
        if sharedChildren {
            // Only this node changed (a root's width): its new box takes the children as they are.
            target.attach(box.treeChildren, context: context)
            handOverOutput(from: box, to: target)
            context.arena.release(box)
            return (target, true)
        }
        var changed = !same
        var children: [LayoutBox] = []
        children.reserveCapacity(count)
        // A hint holds only below a node whose own fields are unchanged (a new direction, say,
        // changes its children's boxes).
        let guide = same ? hint.flatMap { $0.edited ? nil : $0 } : nil
        var next = 0  // the guide's next entry
        unsafe old.pointee.children.withUnsafeBufferPointer { olds in
            unsafe new.pointee.children.withUnsafeBufferPointer { news in
                for i in 0..<count {
                    var childHint: ChangedPaths?
                    if let guide {
                        while next < guide.nextIndices.count && guide.nextIndices[next] < i { next += 1 }
                        if next < guide.nextIndices.count && guide.nextIndices[next] == i {
                            childHint = guide.next[next]
                        } else if let kept = unsafe keep(box.treeChildren[i], old: olds.baseAddress! + i,
                                                  new: news.baseAddress! + i, context: context) {
                            children.append(kept)
                            continue
                        }
                    }
                    let child = unsafe update(box.treeChildren[i], old: olds.baseAddress! + i, new: news.baseAddress! + i,
                                       parent: target, index: i, inheritedRTL: rtl, context: context, hint: childHint)
                    children.append(child.box)
                    changed = changed || child.changed
                }
            }
        }
        guard changed else { return (box, false) }
        target.attach(children, context: context)
        if same {
            target.forgetChildDependentResults()
        } else {
            handOverOutput(from: box, to: target)
            context.arena.release(box)
        }
        return (target, true)
    }

    /// `box`, pointed at `new`, for a node no changed path leads to, taken on trust to equal
    /// `old` without comparing them; `nil` (compare it) when its children are not the same
    /// array, as boxes below it read their nodes in the old one, which goes with the old tree.
    /// Debug builds compare the nodes and report a node the paths left out (`changed paths`).
    // Safe: as `update`.
    private static func keep(_ box: LayoutBox, old: UnsafePointer<ViewNode>, new: UnsafePointer<ViewNode>,
                             context: LayoutContext) -> LayoutBox? {
        guard unsafe sharesStorage(old.pointee.children, new.pointee.children) else { return nil }
        #if DEBUG
        if unsafe !sameOwnFields(old, new) {
            context.report(box, "changed paths", "this node changed, but no path in `changed` names it or an ancestor; "
                           + "it was compared here, but release builds take it to be unchanged and keep its old layout: "
                           + "add its path to `changed`")
            return nil
        }
        #endif
        unsafe box.address.move(to: new)
        return box
    }

    /// Gives the new box of a changed node that kept its children the old box's output memo,
    /// marked stale: `OutputTree` makes the node's own fields again and brings its children's
    /// nodes up to date in place, where a memo-less box copied every child's node into a new
    /// array (their strings retained, the old array's released: a root's width change on
    /// `wide-text`).
    private static func handOverOutput(from old: LayoutBox, to new: LayoutBox) {
        guard !old.treeChildren.isEmpty, let memo = old.outputMemo else { return }
        unsafe memo.ownFieldsStale = true
        new.outputMemo = memo
    }

    // Safe: both are initialized nodes (of kept tree storages); `memcmp` reads `size` bytes of each
    // and only compares them.
    static func sameOwnFields(_ a: UnsafePointer<ViewNode>, _ b: UnsafePointer<ViewNode>) -> Bool {
        // A node copied along with an edited sibling is the same bytes (its strings and arrays
        // the same buffers), which is far quicker to see than comparing every style field; the
        // field comparison is for the rest (padding bytes or buffers that differ).
        if unsafe memcmp(a, b, MemoryLayout<ViewNode>.size) == 0 { return true }
        return unsafe ViewNode.sameOwnFields(a, b)
    }

    // Safe: only the buffers' base addresses are compared, while both arrays are borrowed.
    static func sharesStorage(_ a: [ViewNode], _ b: [ViewNode]) -> Bool {
        unsafe a.withUnsafeBufferPointer { x in unsafe b.withUnsafeBufferPointer { y in unsafe x.baseAddress == y.baseAddress } }
    }
}

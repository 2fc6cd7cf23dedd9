import CMemoryHints
import ViewTree

/// Building the boxes of a view tree, and keeping their children and caches consistent.
extension LayoutBox {
    // Safe: the storage is kept by the pass (and, through the boxes' addresses, read only while it
    // is).
    static func build(_ tree: TreeStorage, direction rtlDefault: Bool, context: LayoutContext) -> LayoutBox {
        unsafe build(tree.root, parent: nil, index: 0, inheritedRTL: rtlDefault, context: context)
    }

    /// Reads the node through a pointer: a node value would be copied (all its strings
    /// retained) just to be read.
    ///
    /// A node `depth` levels down (the root is 1) at `context.buildDepthLimit`, raised to what
    /// this thread's stack has room for when a tree reaches it, gets no children and sets
    /// `context.builtTooDeep`: the caller lays the tree out again on a thread of its own.
    // Safe: `pointer` is a node of the pass's tree storage, which is not written while the pass
    // lives; its children's buffer is borrowed for the loop and the child addresses stay within its
    // count.
    static func build(_ pointer: UnsafePointer<ViewNode>, parent: LayoutBox?, index: Int, inheritedRTL: Bool,
                      context: LayoutContext, depth: Int = 1) -> LayoutBox {
        let box = unsafe make(pointer, parent: parent, index: index, inheritedRTL: inheritedRTL, context: context)
        let hasChildren = unsafe !pointer.pointee.children.isEmpty
        guard hasChildren, depth < context.buildDepthLimit || context.roomForDeeperBuild(depth) else {
            if hasChildren { context.builtTooDeep = true }
            box.settleChildless()
            return box
        }
        // Each child is summed up as it is built, while its box is in the cache: a second pass
        // over them all (`attach`) found a wide node's boxes out of it (4 % of the `perf` samples
        // of `layout-once wide-text`).
        var summary = ChildrenSummary()
        let built = unsafe pointer.pointee.children.withUnsafeBufferPointer { nodes in
            nodes.indices.map {
                if $0 + 4 < nodes.count { unsafe prefetchAllLines(of: nodes.baseAddress! + $0 + 4) }
                let child = unsafe build(nodes.baseAddress! + $0, parent: box, index: $0, inheritedRTL: box.rtl, context: context,
                                  depth: depth + 1)
                summary.add(child)
                return child
            }
        }
        box.attach(built, summary: summary, context: context)
        return box
    }

    /// Asks for every line of the node at `node` (816 bytes, 13 lines), which `make` reads
    /// soon after.
    // Safe: a hint only; the addresses are within the node and never read through.
    @inline(__always)
    private static func prefetchAllLines(of node: UnsafePointer<ViewNode>) {
        let raw = unsafe UnsafeRawPointer(node)
        for offset in stride(from: 0, to: MemoryLayout<ViewNode>.size, by: 64) { unsafe layoutwatch_prefetch(raw + offset) }
    }

    /// The box of one node, without its children.
    // Safe: as `build`: the node at `pointer` is in the pass's tree storage, read here in place.
    static func make(_ pointer: UnsafePointer<ViewNode>, parent: LayoutBox?, index: Int, inheritedRTL: Bool,
                     context: LayoutContext) -> LayoutBox {
        let s = unsafe NodeAddress.address(pointer)
        let direction = unsafe s.pointee.direction
        let rtl = direction == .inherit ? inheritedRTL : direction == .rtl
        let flags = unsafe NodeFlags(hasID: pointer.pointee.id != nil, hasText: pointer.pointee.text != nil,
                                     hasImage: pointer.pointee.image != nil, style: InPlace(s), context: context)
        let box = unsafe context.arena.make(BoxData(address: NodeAddress(pointer, rtl: rtl), parent: parent, index: index, rtl: rtl,
                                                    nodeFlags: flags, context: context))
        box.parentMirrored = parent != nil && inheritedRTL  // as `attach` sets it
        let hasChildren = unsafe !pointer.pointee.children.isEmpty
        let traits = unsafe CheckTraits.carriesNothing(opacity: s.pointee.opacity, visibility: s.pointee.visibility,
                                                zIndex: s.pointee.zIndex, position: s.pointee.position,
                                                flexDirection: s.pointee.flexDirection,
                                                noneAllowed: pointer.pointee.allowedChecks.isEmpty,
                                                hasChildren: hasChildren, rtl: rtl)
            ? nil
            : CheckTraits.of(opacity: s.pointee.opacity, visibility: s.pointee.visibility, zIndex: s.pointee.zIndex,
                             position: s.pointee.position, flexDirection: s.pointee.flexDirection,
                             allowed: pointer.pointee.allowedChecks, hasChildren: hasChildren, rtl: rtl)
        // Not `traits != nil`: that copies the optional (3.6 % of a cold layout of `wide`).
        let hasTraits = if case .some = traits { true } else { false }
        if unsafe hasTraits || s.pointee.color != nil || s.pointee.backgroundColor != nil || pointer.pointee.role != nil
            || pointer.pointee.label != nil {
            box.extras = unsafe NodeExtras.make(role: pointer.pointee.role, label: pointer.pointee.label,
                                         backgroundColor: s.pointee.backgroundColor, color: s.pointee.color,
                                         traits: traits)
        }
        if box.text != nil {
            box.textCache = context.arena.make(TextSupport.cache(box, context: context))
        }
        if unsafe !s.pointee.unsupported.isEmpty {
            unsafe StyleSupport.report(box, unsupported: s.pointee.unsupported, context: context)
        }
        return box
    }

    /// Makes `children` this box's tree children (and flex children).
    func attach(_ children: [LayoutBox], context: LayoutContext) {
        var summary = ChildrenSummary()
        for index in children.indices {
            let child = children[index]
            child.treeParent = self
            child.index = index
            child.parentMirrored = rtl
            summary.add(child)
        }
        attach(children, summary: summary, context: context)
    }

    /// What `attach([])` sets, for a box just made (most leaves): its arrays are empty already.
    // Safe: reads the box's own field in place (`LayoutBox`).
    private func settleChildless() {
        unsafe settle(plain: data.pointee.plainSizing.holds(hasContent: isLeaf), wider: true, percentages: false, ratios: false, absolute: false,
               childless: true)
    }

    /// Makes `children`, whose parent, index and mirroring are this box's, its tree children.
    // Safe: reads and writes the box's own fields in place (`LayoutBox`).
    private func attach(_ children: [LayoutBox], summary: ChildrenSummary, context: LayoutContext) {
        var (allBoxes, percentages, ratios, absolute) = (summary.allBoxes, summary.percentages, summary.ratios, summary.absolute)
        var plain = unsafe data.pointee.plainSizing.holds(hasContent: isLeaf || !children.isEmpty) && summary.plain
        var wider = summary.wider
        if children.isEmpty {
            // A childless box keeps the empty arrays it was made with: assigning one retains
            // and releases the shared empty storage, 100 instructions a leaf.
            if !treeChildren.isEmpty { treeChildren = [] }
            if !flexChildren.isEmpty { flexChildren = [] }
        } else if isLeaf {
            treeChildren = children
            flexChildren = []
            context.report(self, "children", "a text or image leaf cannot hold children; they are not laid out")
        } else if allBoxes {
            treeChildren = children
            flexChildren = children
        } else {
            treeChildren = children
            flexChildren = []
            collectFlexChildren(from: children, mirrored: rtl)
            percentages = flexChildren.contains { $0.usesPercentages }
            ratios = flexChildren.contains { $0.ratioInSubtree }
            absolute = flexChildren.contains { $0.isAbsolute }
            plain = unsafe data.pointee.plainSizing.holds(hasContent: isLeaf || !flexChildren.isEmpty)
                && flexChildren.allSatisfy { $0.plainSubtree }
            wider = flexChildren.allSatisfy { $0.plainWhenWider }
        }
        settle(plain: plain, wider: wider, percentages: percentages, ratios: ratios, absolute: absolute,
               childless: children.isEmpty)
    }

    /// The flags that sum up the box's children and subtree.
    @inline(__always)
    // Safe: reads and writes the box's own fields in place (`LayoutBox`).
    private func settle(plain: Bool, wider: Bool, percentages: Bool, ratios: Bool, absolute: Bool, childless: Bool) {
        hasAbsoluteChildren = absolute && !flexChildren.isEmpty  // a leaf lays out no children
        hasChildPercentHeights = percentages || ratios || style.rowGap != .zero
        ratioInSubtree = unsafe ratios || data.pointee.plainSizing == .no && style.aspectRatio != nil
        plainSubtree = plain
        answersLooseMatches = unsafe plain || (data.pointee.plainSizing == .withoutContent && text != nil && childless)
        childrenPlainWhenWider = wider
        plainWhenWider = plain && wider && keepsHeightWhenWider
    }

    /// Forgets every size and layout that depended on the children (one of them changed).
    // Safe: reads and writes the box's own fields and caches in place (`LayoutBox`).
    func forgetChildDependentResults() {
        if let caches = unsafe data.pointee.caches {
            caches.pointee.firstSize = nil
            caches.pointee.moreSizes = []
            caches.pointee.oldestSize = 0
            caches.pointee.keptItems = nil
        }
        layoutKey = nil
        lastSizes = nil  // intrinsic size keywords (max-content, fit-content) come from children
    }

    private func collectFlexChildren(from children: [LayoutBox], mirrored: Bool) {
        for child in children {
            if child.isHidden { continue }
            if child.isContents {
                // Its text is an item of this box (`ContentsText`), before its children's.
                if child.textCache != nil {
                    child.parentMirrored = mirrored
                    flexChildren.append(child)
                }
                collectFlexChildren(from: child.treeChildren, mirrored: mirrored)
                continue
            }
            child.parentMirrored = mirrored
            flexChildren.append(child)
        }
    }
}

/// What `attach` needs to know of a box's children, summed up one child at a time.
struct ChildrenSummary {
    /// No child is `display: none` or `display: contents`.
    var allBoxes = true
    var percentages = false
    var ratios = false
    var absolute = false
    var plain = true
    var wider = true

    mutating func add(_ child: LayoutBox) {
        allBoxes = allBoxes && !child.isHidden && !child.isContents
        percentages = percentages || child.usesPercentages
        ratios = ratios || child.ratioInSubtree
        absolute = absolute || child.isAbsolute
        plain = plain && child.plainSubtree
        wider = wider && child.plainWhenWider
    }
}

import ViewTree

/// What a `LayoutBox` stores: where its node is (read in place), its children, the caches of
/// earlier steps and passes, and the result. Lives in the pass's `BoxArena`.
// Safe: `context` is `unowned(unsafe)`: the context owns the arena that owns every box, so it
// outlives the box (no reference count per box). The style and node are read through the box's
// `NodeAddress` (see there).
@safe struct BoxData {
    // Laid out in cache lines (a box starts at a line, `BoxArena`), each step of a large tree
    // streaming its boxes through the cache: line 0 the references (what freeing a box reads)
    // and what every step reads first; line 1 the flags; line 2 the padding and border every
    // measuring of an item reads; line 3 the margins and the frame; then the final layout's
    // key and output; 7 lines in all (a text leaf answered by `TextLeafAnswer` never fills
    // `caches`, which hold another 128 bytes).
    var address: NodeAddress
    /// The layout this box belongs to (for intrinsic size keywords); it owns the arena.
    unowned(unsafe) let context: LayoutContext
    /// The text's measurements (in the arena), made for text leaves only.
    var textCache: Slot<TextCache>?
    /// Every child node, in tree order, for output.
    var treeChildren: [LayoutBox] = []
    /// The boxes this node lays out: in-flow and absolutely positioned (the same array as
    /// `treeChildren` when no child is hidden or `display: contents`).
    var flexChildren: [LayoutBox] = []
    /// Role, label, colours and check traits, passed through to the result untouched; `nil`
    /// when the node has none of them (most nodes), which keeps a box small.
    var extras: NodeExtras?

    /// The tree parent and this node's index in it; the path is only spelled out for messages.
    var treeParent: LayoutBox?
    var index: Int
    /// The `passNumber` of the last pass that laid this box out (not answered from its cache):
    /// in any other pass, nothing below it moved.
    var laidOutInPass = -1
    /// The node's own direction.
    let rtl: Bool
    /// Margins and insets as the flex parent sees them: left and right swapped when the
    /// parent lays out right to left (it lays out mirrored, then flips x).
    var parentMirrored = false
    /// Whether the node's own style has percentages (resolved against its parent).
    let usesPercentages: Bool
    /// Whether `StyleSupport.sizes` depends on the base it resolves against; when not, the
    /// flex item the parent makes of this box is the same on every run.
    let sizesDependOnBase: Bool
    /// How plain the node's own style's sizing is (`LayoutBox.plainSizing`).
    let plainSizing: PlainSizing
    /// Whether every box in the subtree has plain sizing, so its cached sizes answer more
    /// requests (`NodeLayout.looseAnswer`).
    var plainSubtree = false
    /// Whether sizes measured under other keys may answer (`NodeLayout.looseAnswer`): a plain
    /// subtree, or a text leaf whose only sizing that is not plain is a min or max size.
    var answersLooseMatches = false
    /// Whether, besides, every box in the subtree keeps its height when laid out wider than its
    /// max-content width (`LayoutBox.keepsHeightWhenWider`).
    var plainWhenWider = false
    /// Whether every flex child's subtree is `plainWhenWider`.
    var childrenPlainWhenWider = false
    /// Whether the node is `position: relative` with an inset that is not `auto` (most are not).
    let hasRelativeOffsets: Bool
    /// Whether a child's percentages, or an aspect ratio below it, could depend on this node's
    /// height being definite.
    var hasChildPercentHeights = false
    /// Whether the node or a node below it has an aspect ratio: a height it is given can then
    /// widen its content, which makes its min-content width no longer at most its max-content.
    var ratioInSubtree = false
    /// Whether a flex child is absolutely positioned (most containers have none to look for).
    var hasAbsoluteChildren = false
    /// Set when the containing block of this absolute box is not its parent (static parent).
    var deferredStaticPosition = false
    /// Set while an intrinsic size keyword of this box is being resolved.
    var resolvingKeyword = false
    /// Whether `edges` holds the box's edges (`fixedEdges`).
    private let hasFixedEdges: Bool
    /// What the late steps and the output read of the node (`NodeFlags`).
    let nodeFlags: NodeFlags
    /// The width percentages of padding and margins last resolved against.
    var parentWidth: Double?

    /// Zero unless `hasFixedEdges`: as an optional, its tag came after the margins, a line
    /// further than the padding and border most reads want.
    private let edges: FixedEdges
    /// Result, relative to the parent's border box (mirrored later if the parent is RTL).
    var frame = Rect.zero

    /// The key and output of the last layout (`frame` may be moved or re-placed after it).
    var layoutKey: CacheKey?
    var layoutOutput = NodeOutput(size: .zero, baseline: nil)
    /// The caches most boxes of a large tree never fill (`BoxCaches`), made on first write.
    var caches: Slot<BoxCaches>?
    var lastSizes: (base: OptSize, paddingBorder: Size, sizes: BoxSizes)?

    /// Set when no edge is a percentage (`LayoutBox.paddingBorder`, `margins`).
    var fixedEdges: FixedEdges? {
        @inline(__always) get { hasFixedEdges ? edges : nil }
    }

    @inline(__always)  // called, it took its context owned: a retain and a release a box
    init(address: NodeAddress, parent: LayoutBox?, index: Int, rtl: Bool, nodeFlags: NodeFlags, context: LayoutContext) {
        unsafe self.context = context
        self.address = address
        self.treeParent = parent
        self.index = index
        self.rtl = rtl
        let style = unsafe InPlace(address.pointer)
        usesPercentages = LayoutBox.hasPercentages(style)
        let fixed = FixedEdges(style, rtl: rtl, usesPercentages: usesPercentages)
        hasFixedEdges = fixed != nil
        edges = fixed ?? FixedEdges()
        sizesDependOnBase = usesPercentages || LayoutBox.hasBaseDependentKeywords(style)
        plainSizing = unsafe LayoutBox.plainSizing(style, sizesDependOnBase: sizesDependOnBase, image: address.node.pointee.image)
        self.nodeFlags = nodeFlags
        let inset = style.pointee.inset
        hasRelativeOffsets = style.pointee.position == .relative
            && (inset.top != .auto || inset.right != .auto || inset.bottom != .auto || inset.left != .auto)
    }
}

import ViewTree

/// One node during layout: its style with logical edges resolved, its flex children
/// (`display: contents` flattened, `display: none` left out), caches and the result.
final class LayoutBox {
    @exclusivity(unchecked) var styleAddress: StyleAddress
    /// Read in place, never copied (`StyleAddress`).
    var style: Style { unsafeAddress { styleAddress.pointer } }
    let id: String?
    /// The tree parent and this node's index in it; the path is only spelled out for messages.
    @exclusivity(unchecked) unowned(unsafe) var treeParent: LayoutBox?
    @exclusivity(unchecked) var index: Int
    var path: NodePath {
        var indices: [Int] = []
        var box: LayoutBox? = self
        while let current = box, let parent = current.treeParent {
            indices.append(current.index)
            box = parent
        }
        return NodePath(indices.reversed())
    }
    let text: String?
    let image: ImageContent?
    /// The node's own direction.
    let rtl: Bool
    /// Margins and insets as the flex parent sees them: left and right swapped when the
    /// parent lays out right to left (it lays out mirrored, then flips x).
    @exclusivity(unchecked) var parentMirrored = false
    /// Role, label, colours and check traits, passed through to the result untouched; `nil`
    /// when the node has none of them (most nodes), which keeps a box small.
    @exclusivity(unchecked) var passThrough: PassThrough?
    /// Every child node, in tree order, for output.
    @exclusivity(unchecked) var treeChildren: [LayoutBox] = []
    /// The boxes this node lays out: in-flow and absolutely positioned (the same array as
    /// `treeChildren` when no child is hidden or `display: contents`).
    @exclusivity(unchecked) var flexChildren: [LayoutBox] = []
    var isHidden: Bool { style.display == .none }
    var isContents: Bool { style.display == .contents }
    var isAbsolute: Bool { style.position == .absolute }
    var isLeaf: Bool { text != nil || image != nil }

    /// Whether the node's own style has percentages (resolved against its parent).
    let usesPercentages: Bool
    /// Whether `StyleSupport.sizes` depends on the base it resolves against; when not, the
    /// flex item the parent makes of this box is the same on every run.
    let sizesDependOnBase: Bool
    /// The flex items of a container whose items are the same on every run, once made.
    @exclusivity(unchecked) var itemTemplates: [FlexItem]?
    /// Whether a child's percentages could depend on this node's height being definite.
    @exclusivity(unchecked) var hasChildPercentHeights = false
    /// Whether a flex child is absolutely positioned (most containers have none to look for).
    @exclusivity(unchecked) var hasAbsoluteChildren = false

    // Caches. Accesses never overlap, so they skip the runtime exclusivity checks.
    @exclusivity(unchecked) var lastSizes: (base: OptSize, paddingBorder: Size, sizes: BoxSizes)?
    /// Sizes measured (not laid out) under other keys: the first inline, the rest in `moreSizes`.
    @exclusivity(unchecked) var firstSize: SizeEntry?
    @exclusivity(unchecked) var moreSizes: [SizeEntry] = []
    /// The key and output of the last layout (`frame` may be moved or re-placed after it).
    @exclusivity(unchecked) var layoutKey: CacheKey?
    @exclusivity(unchecked) var layoutOutput = NodeOutput(size: .zero, baseline: nil)
    /// The node the last pass of a `LayoutSession` made of this box (never set outside one).
    @exclusivity(unchecked) var outputMemo: OutputMemo?
    /// The `passNumber` of the last pass that laid this box out (not answered from its cache):
    /// in any other pass, nothing below it moved.
    @exclusivity(unchecked) var laidOutInPass = -1
    /// The text's measurements, made for text leaves only.
    @exclusivity(unchecked) var textCache: TextCache?
    // Result, relative to the parent's border box (mirrored later if the parent is RTL).
    @exclusivity(unchecked) var frame = Rect.zero
    /// The width percentages of padding and margins last resolved against.
    @exclusivity(unchecked) var parentWidth: Double?
    /// Set when the containing block of this absolute box is not its parent (static parent).
    @exclusivity(unchecked) var deferredStaticPosition = false

    /// The layout this box belongs to (for intrinsic size keywords).
    /// Unowned: the pass (or session) holds the context for as long as its boxes.
    unowned(unsafe) let context: LayoutContext
    /// Set while an intrinsic size keyword of this box is being resolved.
    @exclusivity(unchecked) var resolvingKeyword = false

    init(style: StyleAddress, id: String?, parent: LayoutBox?, index: Int, text: String?, image: ImageContent?, rtl: Bool,
         context: LayoutContext) {
        self.context = context
        self.styleAddress = style
        self.id = id
        self.treeParent = parent
        self.index = index
        self.text = text
        self.image = image
        self.rtl = rtl
        usesPercentages = Self.hasPercentages(style.pointer)
        sizesDependOnBase = usesPercentages || Self.hasBaseDependentKeywords(style.pointer)
    }

    deinit { styleAddress.release() }

    static func build(_ tree: TreeStorage, direction rtlDefault: Bool, context: LayoutContext) -> LayoutBox {
        build(tree.root, parent: nil, index: 0, inheritedRTL: rtlDefault, context: context)
    }

    /// Reads the node through a pointer: a node value would be copied (all its strings
    /// retained) just to be read.
    static func build(_ pointer: UnsafePointer<ViewNode>, parent: LayoutBox?, index: Int, inheritedRTL: Bool,
                      context: LayoutContext) -> LayoutBox {
        let box = make(pointer, parent: parent, index: index, inheritedRTL: inheritedRTL, context: context)
        let children = pointer.pointee.children
        var built: [LayoutBox] = []
        if !children.isEmpty {
            built = children.withUnsafeBufferPointer { nodes in
                nodes.indices.map { build(nodes.baseAddress! + $0, parent: box, index: $0, inheritedRTL: box.rtl, context: context) }
            }
        }
        box.attach(built, context: context)
        return box
    }

    /// The box of one node, without its children.
    static func make(_ pointer: UnsafePointer<ViewNode>, parent: LayoutBox?, index: Int, inheritedRTL: Bool,
                     context: LayoutContext) -> LayoutBox {
        let s = StyleAddress.address(pointer)
        let direction = s.pointee.direction
        let rtl = direction == .inherit ? inheritedRTL : direction == .rtl
        let box = LayoutBox(style: StyleAddress(pointer, rtl: rtl), id: pointer.pointee.id, parent: parent,
                            index: index, text: pointer.pointee.text, image: pointer.pointee.image, rtl: rtl, context: context)
        let traits = CheckTraits.of(opacity: s.pointee.opacity, visibility: s.pointee.visibility, zIndex: s.pointee.zIndex,
                                    position: s.pointee.position, flexDirection: s.pointee.flexDirection,
                                    allowed: pointer.pointee.allowedChecks, hasChildren: !pointer.pointee.children.isEmpty,
                                    rtl: rtl)
        // Not `traits != nil`: that copies the optional (3.6 % of a cold layout of `wide`).
        let hasTraits = if case .some = traits { true } else { false }
        if hasTraits || s.pointee.color != nil || s.pointee.backgroundColor != nil || pointer.pointee.role != nil
            || pointer.pointee.label != nil {
            box.passThrough = PassThrough(color: s.pointee.color, background: s.pointee.backgroundColor,
                                          role: pointer.pointee.role, label: pointer.pointee.label, traits: traits)
        }
        if box.text != nil { box.textCache = TextCache() }
        if !s.pointee.unsupported.isEmpty {
            StyleSupport.report(box, unsupported: s.pointee.unsupported, context: context)
        }
        StyleSupport.reportOverflowAuto(box, context: context)
        return box
    }

    /// Makes `children` this box's tree children (and flex children).
    func attach(_ children: [LayoutBox], context: LayoutContext) {
        // One pass over the children: most have no `display: none`/`contents` among them.
        var allBoxes = true, percentages = false, absolute = false
        for index in children.indices {
            let child = children[index]
            child.treeParent = self
            child.index = index
            child.parentMirrored = rtl
            allBoxes = allBoxes && !child.isHidden && !child.isContents
            percentages = percentages || child.usesPercentages
            absolute = absolute || child.isAbsolute
        }
        treeChildren = children
        flexChildren = []
        if isLeaf && !children.isEmpty {
            context.report(self, "children", "a text or image leaf cannot hold children; they are not laid out")
        } else if allBoxes {
            flexChildren = children
        } else {
            collectFlexChildren(from: children, mirrored: rtl)
            percentages = flexChildren.contains { $0.usesPercentages }
            absolute = flexChildren.contains { $0.isAbsolute }
        }
        hasAbsoluteChildren = absolute && !flexChildren.isEmpty  // a leaf lays out no children
        hasChildPercentHeights = percentages || style.rowGap != .zero
    }

    /// Forgets every size and layout that depended on the children (one of them changed).
    func forgetChildDependentResults() {
        firstSize = nil
        moreSizes = []
        layoutKey = nil
        itemTemplates = nil
        lastSizes = nil  // intrinsic size keywords (max-content, fit-content) come from children
    }

    private func collectFlexChildren(from children: [LayoutBox], mirrored: Bool) {
        for child in children {
            if child.isHidden { continue }
            if child.isContents {
                collectFlexChildren(from: child.treeChildren, mirrored: mirrored)
                continue
            }
            child.parentMirrored = mirrored
            flexChildren.append(child)
        }
    }

    /// Margins as the flex parent uses them (percentages of `base`, the parent's inner width).
    func margins(_ base: Double?) -> Insets {
        let m = style.margin
        var insets = Insets(top: m.top.resolve(base) ?? 0, right: m.right.resolve(base) ?? 0,
                            bottom: m.bottom.resolve(base) ?? 0, left: m.left.resolve(base) ?? 0)
        if parentMirrored { swap(&insets.left, &insets.right) }
        return insets
    }

    /// Which margins are `auto`, in the parent's frame: top, right, bottom, left.
    var autoMargins: (top: Bool, right: Bool, bottom: Bool, left: Bool) {
        let m = style.margin
        let left = m.left == .auto, right = m.right == .auto
        return (m.top == .auto, parentMirrored ? left : right, m.bottom == .auto, parentMirrored ? right : left)
    }

    /// Insets in the parent's frame; `nil` for `auto` (percentages of `base`).
    func insets(_ base: OptSize) -> (top: Double?, right: Double?, bottom: Double?, left: Double?) {
        func r(_ v: LengthPercentageAuto, _ b: Double?) -> Double? {
            switch v {
            case .auto: nil
            case .points(let p): p
            case .percent(let p): b.map { $0 * p / 100 }
            }
        }
        let i = style.inset
        let left = r(i.left, base.width), right = r(i.right, base.width)
        return (r(i.top, base.height), parentMirrored ? left : right, r(i.bottom, base.height), parentMirrored ? right : left)
    }

    /// Padding and border in the node's own frame (mirrored when it lays out right to left).
    func paddingBorder(_ base: Double?) -> (padding: Insets, border: Insets) {
        let p = style.padding, b = style.border
        var padding = Insets(top: p.top.resolve(base), right: p.right.resolve(base),
                             bottom: p.bottom.resolve(base), left: p.left.resolve(base))
        var border = Insets(top: b.top.resolve(base), right: b.right.resolve(base),
                            bottom: b.bottom.resolve(base), left: b.left.resolve(base))
        if rtl {
            swap(&padding.left, &padding.right)
            swap(&border.left, &border.right)
        }
        return (padding, border)
    }

    /// The `overflow: scroll` gutters: right (for a vertical bar) and bottom (horizontal bar).
    func scrollbarGutter(_ width: Double) -> Insets {
        Insets(top: 0, right: style.overflowY == .scroll ? width : 0,
               bottom: style.overflowX == .scroll ? width : 0, left: 0)
    }

    var isScrollContainer: Bool {
        func scrolls(_ o: Overflow) -> Bool { o == .hidden || o == .scroll || o == .auto }
        return scrolls(style.overflowX) || scrolls(style.overflowY)
    }
}

import ViewTree

/// One node during layout: its style with logical edges resolved, its flex children
/// (`display: contents` flattened, `display: none` left out), caches and the result.
/// A handle to the node's `BoxData` in the pass's `BoxArena`: copying or passing a box is
/// copying a pointer (no reference counting), and every access reads or writes in place.
/// The arena outlives every box it made; nothing keeps a box past its pass or session.
struct LayoutBox {
    let data: UnsafeMutablePointer<BoxData>
    init(_ data: UnsafeMutablePointer<BoxData>) { self.data = data }

    /// Read in place, never copied (`NodeAddress`).
    var style: Style { unsafeAddress { data.pointee.address.pointer } }
    var address: NodeAddress {
        get { data.pointee.address }
        nonmutating _modify { yield &data.pointee.address }
    }
    /// Read in place (`NodeAddress`): a reader borrows the string, not a retained copy.
    var id: String? { unsafeAddress { data.pointee.address.node.pointer(to: \.id)! } }
    var text: String? { unsafeAddress { data.pointee.address.node.pointer(to: \.text)! } }
    var image: ImageContent? { data.pointee.address.node.pointee.image }
    var rtl: Bool { data.pointee.rtl }
    var usesPercentages: Bool { data.pointee.usesPercentages }
    var sizesDependOnBase: Bool { data.pointee.sizesDependOnBase }
    var hasRelativeOffsets: Bool { data.pointee.hasRelativeOffsets }
    var context: LayoutContext { data.pointee.context }

    var treeParent: LayoutBox? {
        get { data.pointee.treeParent }
        nonmutating set { data.pointee.treeParent = newValue }
    }
    var index: Int {
        get { data.pointee.index }
        nonmutating set { data.pointee.index = newValue }
    }
    var parentMirrored: Bool {
        get { data.pointee.parentMirrored }
        nonmutating set { data.pointee.parentMirrored = newValue }
    }
    var extras: NodeExtras? {
        get { data.pointee.extras }
        nonmutating _modify { yield &data.pointee.extras }
    }
    var treeChildren: [LayoutBox] {
        get { data.pointee.treeChildren }
        nonmutating _modify { yield &data.pointee.treeChildren }
    }
    var flexChildren: [LayoutBox] {
        get { data.pointee.flexChildren }
        nonmutating _modify { yield &data.pointee.flexChildren }
    }
    /// The box's `BoxCaches`, made (in the arena) when first asked for.
    var caches: UnsafeMutablePointer<BoxCaches> {
        if let caches = data.pointee.caches { return caches }
        let caches = context.arena.make(BoxCaches())
        data.pointee.caches = caches
        return caches
    }
    /// Keeps a container's items for its next run (`FlexAlgorithm.keepItems`).
    func keep(_ items: [FlexItem]) {
        caches.pointee.keptItems = items
    }
    /// The kept items, left empty (none when the box never kept any).
    func takeKeptItems() -> [FlexItem]? {
        data.pointee.caches?.pointee.keptItems.take()
    }
    var hasChildPercentHeights: Bool {
        get { data.pointee.hasChildPercentHeights }
        nonmutating set { data.pointee.hasChildPercentHeights = newValue }
    }
    var plainSubtree: Bool {
        get { data.pointee.plainSubtree }
        nonmutating set { data.pointee.plainSubtree = newValue }
    }
    var answersLooseMatches: Bool {
        get { data.pointee.answersLooseMatches }
        nonmutating set { data.pointee.answersLooseMatches = newValue }
    }
    var plainWhenWider: Bool {
        get { data.pointee.plainWhenWider }
        nonmutating set { data.pointee.plainWhenWider = newValue }
    }
    var childrenPlainWhenWider: Bool {
        get { data.pointee.childrenPlainWhenWider }
        nonmutating set { data.pointee.childrenPlainWhenWider = newValue }
    }
    var hasAbsoluteChildren: Bool {
        get { data.pointee.hasAbsoluteChildren }
        nonmutating set { data.pointee.hasAbsoluteChildren = newValue }
    }
    var lastSizes: (base: OptSize, paddingBorder: Size, sizes: BoxSizes)? {
        get { data.pointee.lastSizes }
        nonmutating set { data.pointee.lastSizes = newValue }
    }
    var firstSize: SizeEntry? {
        get { data.pointee.caches?.pointee.firstSize ?? nil }
        nonmutating set { caches.pointee.firstSize = newValue }
    }
    var moreSizes: [SizeEntry] {
        get { data.pointee.caches?.pointee.moreSizes ?? [] }
        nonmutating _modify { yield &caches.pointee.moreSizes }
    }
    var oldestSize: Int {
        get { data.pointee.caches?.pointee.oldestSize ?? 0 }
        nonmutating set { caches.pointee.oldestSize = newValue }
    }
    var layoutKey: CacheKey? {
        get { data.pointee.layoutKey }
        nonmutating set { data.pointee.layoutKey = newValue }
    }
    var layoutOutput: NodeOutput {
        get { data.pointee.layoutOutput }
        nonmutating set { data.pointee.layoutOutput = newValue }
    }
    var outputMemo: OutputMemo? {
        get { data.pointee.caches?.pointee.outputMemo ?? nil }
        nonmutating set { caches.pointee.outputMemo = newValue }
    }
    /// `outputMemo` not retained: the box keeps it for as long as the box is kept.
    var unretainedOutputMemo: Unmanaged<OutputMemo>? {
        guard let caches = data.pointee.caches else { return nil }
        return UnsafeRawPointer(caches.pointer(to: \.outputMemo)!).load(as: Unmanaged<OutputMemo>?.self)
    }
    var laidOutInPass: Int {
        get { data.pointee.laidOutInPass }
        nonmutating set { data.pointee.laidOutInPass = newValue }
    }
    var textCache: UnsafeMutablePointer<TextCache>? {
        get { data.pointee.textCache }
        nonmutating set { data.pointee.textCache = newValue }
    }
    var frame: Rect {
        get { data.pointee.frame }
        nonmutating set { data.pointee.frame = newValue }
    }
    var parentWidth: Double? {
        get { data.pointee.parentWidth }
        nonmutating set { data.pointee.parentWidth = newValue }
    }
    var deferredStaticPosition: Bool {
        get { data.pointee.deferredStaticPosition }
        nonmutating set { data.pointee.deferredStaticPosition = newValue }
    }
    var resolvingKeyword: Bool {
        get { data.pointee.resolvingKeyword }
        nonmutating set { data.pointee.resolvingKeyword = newValue }
    }

    var path: NodePath {
        var indices: [Int] = []
        var box: LayoutBox? = self
        while let current = box, let parent = current.treeParent {
            indices.append(current.index)
            box = parent
        }
        return NodePath(indices.reversed())
    }
    var isHidden: Bool { style.display == .none }
    var isContents: Bool { style.display == .contents }
    var isAbsolute: Bool { style.position == .absolute }
    var isLeaf: Bool { text != nil || image != nil }
}

import CMemoryHints
import ViewTree

/// One node during layout: its style with logical edges resolved, its flex children
/// (`display: contents` flattened, `display: none` left out), caches and the result.
/// A handle to the node's `BoxData` in the pass's `BoxArena`: copying or passing a box is
/// copying a pointer (no reference counting), and every access reads or writes in place.
/// The arena outlives every box it made; nothing keeps a box past its pass or session.
// Safe: a box is made only by `BoxArena.make` (its `init` is `@unsafe`), so `data` is an
// initialized slot of the pass's arena, valid until the arena releases or retires the box, after
// which no step holds it (`Slot.swift`). Every accessor below reads or writes one field in place,
// on the pass's own thread. `unretainedOutputMemo` gives the memo without a reference: the box's
// caches keep it for as long as the box is kept, and callers use it only within that.
@safe struct LayoutBox {
    let data: UnsafeMutablePointer<BoxData>
    @unsafe init(_ data: UnsafeMutablePointer<BoxData>) { unsafe self.data = data }

    /// Read in place, never copied (`NodeAddress`).
    var style: Style { unsafeAddress { unsafe data.pointee.address.pointer } }
    /// The style, as a handle for the functions that read it in place.
    var styleInPlace: InPlace<Style> { unsafe InPlace(data.pointee.address.pointer) }
    /// Asks for every line of the style, which `generateItems` reads next: read when the box
    /// was built, it is out of the cache again in a large container (the items of `wide-text`
    /// stalled on it, 40 % of `generateItems`' `perf` samples). Only addresses within the
    /// style are computed, as hints, never read through.
    // Safe: reads the box's own `address` field in place (see above); a prefetch of any address
    // is harmless, and these lie within the style the address points at.
    @inline(__always)
    func prefetchStyle() {
        let raw = unsafe UnsafeRawPointer(data.pointee.address.pointer)
        for offset in stride(from: 0, to: MemoryLayout<Style>.size, by: 64) { unsafe layoutwatch_prefetch(raw + offset) }
    }
    var fixedEdges: FixedEdges? { unsafe data.pointee.fixedEdges }
    var plainSizing: PlainSizing { unsafe data.pointee.plainSizing }
    var address: NodeAddress {
        get { unsafe data.pointee.address }
        nonmutating _modify { yield unsafe &data.pointee.address }
    }
    /// Read in place (`NodeAddress`): a reader borrows the string, not a retained copy.
    var id: String? { unsafeAddress { unsafe data.pointee.address.node.pointer(to: \.id)! } }
    var text: String? { unsafeAddress { unsafe data.pointee.address.node.pointer(to: \.text)! } }
    var image: ImageContent? { unsafe data.pointee.address.node.pointee.image }
    var rtl: Bool { unsafe data.pointee.rtl }
    var usesPercentages: Bool { unsafe data.pointee.usesPercentages }
    var sizesDependOnBase: Bool { unsafe data.pointee.sizesDependOnBase }
    var hasRelativeOffsets: Bool { unsafe data.pointee.hasRelativeOffsets }
    var context: LayoutContext { unsafe data.pointee.context }

    var treeParent: LayoutBox? {
        get { unsafe data.pointee.treeParent }
        nonmutating set { unsafe data.pointee.treeParent = newValue }
    }
    var index: Int {
        get { unsafe data.pointee.index }
        nonmutating set { unsafe data.pointee.index = newValue }
    }
    var parentMirrored: Bool {
        get { unsafe data.pointee.parentMirrored }
        nonmutating set { unsafe data.pointee.parentMirrored = newValue }
    }
    var extras: NodeExtras? {
        get { unsafe data.pointee.extras }
        nonmutating _modify { yield unsafe &data.pointee.extras }
    }
    var treeChildren: [LayoutBox] {
        get { unsafe data.pointee.treeChildren }
        nonmutating _modify { yield unsafe &data.pointee.treeChildren }
    }
    var flexChildren: [LayoutBox] {
        get { unsafe data.pointee.flexChildren }
        nonmutating _modify { yield unsafe &data.pointee.flexChildren }
    }
    /// The box's `BoxCaches`, made (in the arena) when first asked for.
    var caches: Slot<BoxCaches> {
        if let caches = unsafe data.pointee.caches { return caches }
        let caches = context.arena.make(BoxCaches())
        unsafe data.pointee.caches = caches
        return caches
    }
    /// Keeps a container's items for its next run (`FlexAlgorithm.keepItems`).
    func keep(_ items: [FlexItem]) {
        caches.pointee.keptItems = items
    }
    /// The kept items, left empty (none when the box never kept any).
    func takeKeptItems() -> [FlexItem]? {
        unsafe data.pointee.caches?.pointee.keptItems.take()
    }
    var hasChildPercentHeights: Bool {
        get { unsafe data.pointee.hasChildPercentHeights }
        nonmutating set { unsafe data.pointee.hasChildPercentHeights = newValue }
    }
    var ratioInSubtree: Bool {
        get { unsafe data.pointee.ratioInSubtree }
        nonmutating set { unsafe data.pointee.ratioInSubtree = newValue }
    }
    var plainSubtree: Bool {
        get { unsafe data.pointee.plainSubtree }
        nonmutating set { unsafe data.pointee.plainSubtree = newValue }
    }
    var answersLooseMatches: Bool {
        get { unsafe data.pointee.answersLooseMatches }
        nonmutating set { unsafe data.pointee.answersLooseMatches = newValue }
    }
    var plainWhenWider: Bool {
        get { unsafe data.pointee.plainWhenWider }
        nonmutating set { unsafe data.pointee.plainWhenWider = newValue }
    }
    var childrenPlainWhenWider: Bool {
        get { unsafe data.pointee.childrenPlainWhenWider }
        nonmutating set { unsafe data.pointee.childrenPlainWhenWider = newValue }
    }
    var hasAbsoluteChildren: Bool {
        get { unsafe data.pointee.hasAbsoluteChildren }
        nonmutating set { unsafe data.pointee.hasAbsoluteChildren = newValue }
    }
    var lastSizes: (base: OptSize, paddingBorder: Size, sizes: BoxSizes)? {
        get { unsafe data.pointee.lastSizes }
        nonmutating set { unsafe data.pointee.lastSizes = newValue }
    }
    var firstSize: SizeEntry? {
        get { unsafe data.pointee.caches?.pointee.firstSize ?? nil }
        nonmutating set { caches.pointee.firstSize = newValue }
    }
    var moreSizes: [SizeEntry] {
        get { unsafe data.pointee.caches?.pointee.moreSizes ?? [] }
        nonmutating _modify { yield &caches.pointee.moreSizes }
    }
    var oldestSize: Int {
        get { unsafe data.pointee.caches?.pointee.oldestSize ?? 0 }
        nonmutating set { caches.pointee.oldestSize = newValue }
    }
    var layoutKey: CacheKey? {
        get { unsafe data.pointee.layoutKey }
        nonmutating set { unsafe data.pointee.layoutKey = newValue }
    }
    var layoutOutput: NodeOutput {
        get { unsafe data.pointee.layoutOutput }
        nonmutating set { unsafe data.pointee.layoutOutput = newValue }
    }
    var outputMemo: OutputMemo? {
        get { unsafe data.pointee.caches?.pointee.outputMemo ?? nil }
        nonmutating set { caches.pointee.outputMemo = newValue }
    }
    /// `outputMemo` not retained: the box keeps it for as long as the box is kept.
    var unretainedOutputMemo: Unmanaged<OutputMemo>? {
        guard let caches = unsafe data.pointee.caches else { return nil }
        return unsafe UnsafeRawPointer(caches.address.pointer(to: \.outputMemo)!).load(as: Unmanaged<OutputMemo>?.self)
    }
    var laidOutInPass: Int {
        get { unsafe data.pointee.laidOutInPass }
        nonmutating set { unsafe data.pointee.laidOutInPass = newValue }
    }
    var textCache: Slot<TextCache>? {
        get { unsafe data.pointee.textCache }
        nonmutating set { unsafe data.pointee.textCache = newValue }
    }
    var frame: Rect {
        get { unsafe data.pointee.frame }
        nonmutating set { unsafe data.pointee.frame = newValue }
    }
    var parentWidth: Double? {
        get { unsafe data.pointee.parentWidth }
        nonmutating set { unsafe data.pointee.parentWidth = newValue }
    }
    var deferredStaticPosition: Bool {
        get { unsafe data.pointee.deferredStaticPosition }
        nonmutating set { unsafe data.pointee.deferredStaticPosition = newValue }
    }
    var resolvingKeyword: Bool {
        get { unsafe data.pointee.resolvingKeyword }
        nonmutating set { unsafe data.pointee.resolvingKeyword = newValue }
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
    var nodeFlags: NodeFlags { unsafe data.pointee.nodeFlags }
    var isHidden: Bool { nodeFlags.contains(.hidden) }
    var isContents: Bool { nodeFlags.contains(.contents) }
    var isAbsolute: Bool { nodeFlags.contains(.absolute) }
    var isLeaf: Bool { !nodeFlags.isDisjoint(with: [.hasText, .hasImage]) }
}

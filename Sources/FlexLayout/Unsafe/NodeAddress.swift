import ViewTree

/// Where a box reads its node: in place in the view tree the pass holds (`TreeStorage`), its
/// id, text and image through `node` (a box keeps no copy, so building and freeing boxes
/// retains and releases none of their strings), and its style through `pointer`, which is a
/// copy the box owns for a node with `*-inline-start`/`*-inline-end` values (with them
/// resolved to physical sides), for a `display: contents` node with text (the style of the
/// anonymous item its text is, `ContentsText`) and for a box with `overflow: auto` that showed
/// classic scrollbars (`show(scrollbars:)`). Never copied per box: a `Style` is large and holds
/// strings.
// Safe: `node` points into the pass's `TreeStorage` (see `Slot.swift`); `pointer` is either that
// node's style or `owned`, a copy this address allocated and frees in `release`, called once by the
// arena when the box goes.
@safe struct NodeAddress {
    private(set) var node: UnsafePointer<ViewNode>
    private(set) var pointer: UnsafePointer<Style>
    /// Set when the box owns a resolved copy.
    private var owned: UnsafeMutablePointer<Style>?

    /// The style of the node at `node` as a node of direction `rtl` lays it out. Inlined, the
    /// copy made out of line: called, the copy's 1.4 kB frame was set up for every box.
    @inline(__always)
    init(_ node: UnsafePointer<ViewNode>, rtl: Bool) {
        unsafe self.node = unsafe node
        let style = unsafe Self.address(node)
        if unsafe style.pointee.inlineEdges.isEmpty && style.pointee.display != .contents {
            unsafe pointer = unsafe style
            unsafe owned = nil
        } else {
            let copy = unsafe Self.ownedCopy(node, rtl: rtl)
            unsafe pointer = unsafe copy.map { unsafe UnsafePointer($0) } ?? style
            unsafe owned = unsafe copy
        }
    }

    /// The copy of the node's style the box lays out with, if it needs one.
    // Safe: `node` is as in `init`; the copy is a fresh allocation, initialized here, owned by the
    // address (freed in `release`).
    private static func ownedCopy(_ node: UnsafePointer<ViewNode>, rtl: Bool) -> UnsafeMutablePointer<Style>? {
        let style = unsafe address(node).pointee
        let laidOut: Style
        if style.display == .contents, unsafe node.pointee.text != nil {
            laidOut = ContentsText.itemStyle(of: style)
        } else if !style.inlineEdges.isEmpty {
            laidOut = style.resolvingInlineEdges(rtl: rtl)
        } else {
            return nil
        }
        let copy = UnsafeMutablePointer<Style>.allocate(capacity: 1)
        unsafe copy.initialize(to: laidOut)
        return unsafe copy
    }

    /// Points at the same node in another tree (a later pass of a `LayoutSession`).
    mutating func move(to node: UnsafePointer<ViewNode>) {
        unsafe self.node = unsafe node
        if unsafe owned == nil { unsafe pointer = unsafe Self.address(node) }
    }

    /// The node's style as written (`pointer` may be a copy that says otherwise).
    // Safe: `node` is as in `init`.
    var nodeStyle: InPlace<Style> { unsafe InPlace(Self.address(node)) }

    /// Has the box laid out showing `scrollbars` on its `overflow: auto` axes (`AutoScrollbars`):
    /// its copy of the style says `scroll` on an axis with one and `hidden` on one without, which
    /// every step lays out as such.
    // Safe: `owned` is this address's own allocation (made here when it has none, as in `init`),
    // written only before or between layouts of the tree, when no step holds the style.
    mutating func show(scrollbars: Scrollbars) {
        if unsafe owned == nil {
            let copy = UnsafeMutablePointer<Style>.allocate(capacity: 1)
            unsafe copy.initialize(to: pointer.pointee)
            unsafe pointer = unsafe UnsafePointer(copy)
            unsafe owned = unsafe copy
        }
        let written = nodeStyle
        if written.pointee.overflowX == .auto {
            unsafe owned!.pointee.overflowX = scrollbars.contains(.horizontal) ? .scroll : .hidden
        }
        if written.pointee.overflowY == .auto {
            unsafe owned!.pointee.overflowY = scrollbars.contains(.vertical) ? .scroll : .hidden
        }
    }

    func release() {
        guard let owned = unsafe owned else { return }
        unsafe owned.deinitialize(count: 1)
        unsafe owned.deallocate()
    }

    /// The offset is a constant here; kept in a `static let`, it was a lazy global, checked
    /// (`swift_once`) twice per box.
    // Safe: `style` is a stored property of `ViewNode`, so `pointer(to:)` gives its address within
    // the node.
    static func address(_ node: UnsafePointer<ViewNode>) -> UnsafePointer<Style> {
        unsafe node.pointer(to: \.style)!
    }
}

/// A copy of the root of the tree a pass lays out, at an address that stays put for as long
/// as the pass (and its boxes, which read their nodes in place) is kept.
// Safe: `root` is allocated and initialized in `init` and deinitialized and freed once in `deinit`;
// the storage is immutable in between, so every pointer into it stays valid while the storage
// lives.
@safe final class TreeStorage {
    let root: UnsafeMutablePointer<ViewNode>
    init(_ node: ViewNode) {
        unsafe root = .allocate(capacity: 1)
        unsafe root.initialize(to: node)
    }
    /// Whether `node`'s children are the same array as this tree's root's.
    func sharesChildren(with node: ViewNode) -> Bool {
        unsafe LayoutReuse.sharesStorage(root.pointee.children, node.children)
    }

    deinit {
        unsafe root.deinitialize(count: 1)
        unsafe root.deallocate()
    }
}

extension Dimension {
    /// `min-content`, `max-content` or `fit-content`.
    var isContentKeyword: Bool {
        switch self {
        case .minContent, .maxContent, .fitContent: true
        default: false
        }
    }

    var isAuto: Bool { if case .auto = self { true } else { false } }
}

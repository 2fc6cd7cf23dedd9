import ViewTree

/// Where a box reads its node: in place in the view tree the pass holds (`TreeStorage`), its
/// id, text and image through `node` (a box keeps no copy, so building and freeing boxes
/// retains and releases none of their strings), and its style through `pointer`, which for a
/// node with `*-inline-start`/`*-inline-end` values is a copy with them resolved to physical
/// sides that the box owns. Never copied per box: a `Style` is large and holds strings.
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
        if unsafe style.pointee.inlineEdges.isEmpty {
            unsafe pointer = unsafe style
            unsafe owned = nil
        } else {
            let copy = unsafe Self.resolvedCopy(style, rtl: rtl)
            unsafe pointer = unsafe UnsafePointer(copy)
            unsafe owned = unsafe copy
        }
    }

    // Safe: a fresh allocation, initialized here, owned by the address (freed in `release`).
    private static func resolvedCopy(_ style: UnsafePointer<Style>, rtl: Bool) -> UnsafeMutablePointer<Style> {
        let copy = UnsafeMutablePointer<Style>.allocate(capacity: 1)
        unsafe copy.initialize(to: style.pointee.resolvingInlineEdges(rtl: rtl))
        return unsafe copy
    }

    /// Points at the same node in another tree (a later pass of a `LayoutSession`).
    mutating func move(to node: UnsafePointer<ViewNode>) {
        unsafe self.node = unsafe node
        if unsafe owned == nil { unsafe pointer = unsafe Self.address(node) }
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

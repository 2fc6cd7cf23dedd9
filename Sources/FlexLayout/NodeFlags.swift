import ViewTree

/// What the late steps and the output ask of a box's node, read once when the box is made
/// (`LayoutBox.make`): they then read no line of the input node, which in a large tree is long out
/// of the cache by then. A box is kept across passes only while its node's own fields are the
/// same (`LayoutReuse`), so the flags stay true for it.
struct NodeFlags: OptionSet {
    let rawValue: UInt8

    static let hasID = NodeFlags(rawValue: 1 << 0)
    static let hasText = NodeFlags(rawValue: 1 << 1)
    static let hasImage = NodeFlags(rawValue: 1 << 2)
    /// `display: none`.
    static let hidden = NodeFlags(rawValue: 1 << 3)
    /// `display: contents`.
    static let contents = NodeFlags(rawValue: 1 << 4)
    static let absolute = NodeFlags(rawValue: 1 << 5)
    /// `overflow` other than `visible` on either axis.
    static let clips = NodeFlags(rawValue: 1 << 6)
    /// `overflow: auto` on either axis, with classic scrollbars (`AutoScrollbars`).
    static let autoScrollbars = NodeFlags(rawValue: 1 << 7)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    @inline(__always)  // called, the context was retained around the call (`LayoutBox.make`)
    init(hasID: Bool, hasText: Bool, hasImage: Bool, style: InPlace<Style>, context: LayoutContext) {
        var flags: NodeFlags = []
        if hasID { flags.insert(.hasID) }
        if hasText { flags.insert(.hasText) }
        if hasImage { flags.insert(.hasImage) }
        switch style.pointee.display {
        case .none: flags.insert(.hidden)
        // Its box places nothing and clips nothing (its text is an in-flow item, `ContentsText`).
        case .contents: self = flags.union(.contents); return
        default: break
        }
        if style.pointee.position == .absolute { flags.insert(.absolute) }
        if style.pointee.overflowX != .visible || style.pointee.overflowY != .visible {
            flags.insert(.clips)
            if context.scrollbarWidth > 0 && (style.pointee.overflowX == .auto || style.pointee.overflowY == .auto) {
                flags.insert(.autoScrollbars)
            }
        }
        self = flags
    }
}

/// A node after layout: what checks, SVG rendering and the wire protocol need, and nothing of
/// the style machinery.
///
/// The fields most nodes leave unset (role, label, colours, traits, text layout) live in a slot
/// of a shared, immutable block (`DetailsBlock`), so a node of a large tree stays small to
/// build, copy and free (the layout engine makes one per node, and one block for many).
public struct LaidOutNode: Sendable, Equatable {
    public var id: String?
    /// The text, unless the details point at it in the input tree (`Details.sourceText`).
    @usableFromInline var ownText: String?
    /// The border box relative to the parent's border box.
    public var frame: Rect
    /// `true` when the node clips its content (`overflow` other than `visible`).
    public var clips: Bool
    /// The slot of `details` that holds this node's (in the padding after `clips`).
    @usableFromInline var detailsSlot: UInt32
    public var children: [LaidOutNode]
    @usableFromInline var details: DetailsBlock?

    /// The text of a text leaf (`nil` for a box).
    public var text: String? {
        get {
            if case .some = ownText { return ownText }
            return details?.read(detailsSlot) { $0.sourceText?.pointee } ?? nil
        }
        set {
            ownText = newValue
            if let details, details.read(detailsSlot, { $0.sourceText != nil }) { modifyDetails { $0.sourceText = nil } }
        }
    }

    public var role: String? {
        get { details?.read(detailsSlot) { $0.role } ?? nil }
        set { modifyDetails { $0.role = newValue } }
    }
    /// The accessibility label.
    public var label: String? {
        get { details?.read(detailsSlot) { $0.label } ?? nil }
        set { modifyDetails { $0.label = newValue } }
    }
    /// Set on text leaves: how the text was set in the frame. The lines of an info the layout
    /// engine made are this node's `text`.
    public var textLayout: TextLayoutInfo? {
        get {
            details.flatMap { block in block.read(detailsSlot) { $0.textLayout?.settingNode(text: text, measurer: block.measurer) } }
        }
        set { modifyDetails { $0.textLayout = newValue } }
    }
    /// Colours the node declared (CSS text), for rendering and contrast checks.
    public var backgroundColor: String? {
        get { details?.read(detailsSlot) { $0.backgroundColor } ?? nil }
        set { modifyDetails { $0.backgroundColor = newValue } }
    }
    public var color: String? {
        get { details?.read(detailsSlot) { $0.color } ?? nil }
        set { modifyDetails { $0.color = newValue } }
    }
    /// Stacking, transparency, flow and per-node allowances; `nil` when all are initial.
    public var traits: CheckTraits? {
        get { details?.read(detailsSlot) { $0.traits } ?? nil }
        set { modifyDetails { $0.traits = newValue } }
    }

    public init(id: String? = nil, role: String? = nil, label: String? = nil, text: String? = nil,
                frame: Rect, textLayout: consuming TextLayoutInfo? = nil, backgroundColor: String? = nil,
                color: String? = nil, clips: Bool = false, traits: consuming CheckTraits? = nil,
                children: [LaidOutNode] = []) {
        self.id = id
        self.ownText = text
        self.frame = frame
        self.clips = clips
        self.detailsSlot = 0
        self.children = children
        self.details = nil
        setDetails(role: role, label: label, textLayout: textLayout, backgroundColor: backgroundColor, color: color,
                   traits: traits)
    }

    /// Makes a node with no details and no children at `target`, one field at a time (the
    /// layout engine's). Made as a value and moved to `target`, the node was copied and the
    /// value destroyed on the way (Swift 6.3, across modules).
    @inlinable
    public static func initialize(_ target: UnsafeMutablePointer<LaidOutNode>, frame: Rect, id: consuming String?,
                                  text: consuming String?, clips: Bool) {
        initialize(target, frame: frame, id: id, text: text, clips: clips, details: nil, slot: 0)
    }

    @inlinable
    static func initialize(_ target: UnsafeMutablePointer<LaidOutNode>, frame: Rect, id: consuming String?,
                           text: consuming String?, clips: Bool, details: consuming DetailsBlock?, slot: UInt32) {
        target.pointer(to: \.id)!.initialize(to: consume id)
        target.pointer(to: \.ownText)!.initialize(to: consume text)
        target.pointer(to: \.frame)!.initialize(to: frame)
        target.pointer(to: \.clips)!.initialize(to: clips)
        target.pointer(to: \.detailsSlot)!.initialize(to: slot)
        target.pointer(to: \.children)!.initialize(to: [])
        target.pointer(to: \.details)!.initialize(to: consume details)
    }

    /// Makes a node with details and no children at `target` (as the one above), the details
    /// in `blocks`. When `hasTextLayout`, `writeTextLayout` initializes the text layout in its
    /// slot: the info is large, and made as a value and passed in, it was copied five times on
    /// the way. The text is the one at `text`, in the input tree of `blocks.source`, which the
    /// details block keeps: a copy of it was an atomic retain per text leaf, 2–3 % of a cold
    /// layout of `wide-text`.
    package static func initialize(_ target: UnsafeMutablePointer<LaidOutNode>, id: consuming String?,
                                   text: UnsafePointer<String?>, frame: Rect, hasTextLayout: Bool,
                                   extras: consuming NodeExtras?, clips: Bool, in blocks: inout LaidOutNodeDetailsBlocks,
                                   writeTextLayout: (UnsafeMutablePointer<TextLayoutInfo?>) -> Void) {
        if !hasTextLayout, extras == nil {
            initialize(target, frame: frame, id: consume id, text: text.pointee, clips: clips)
            return
        }
        // Each value moves into its field of the slot: made as a value, the details were
        // copied on the way.
        let (block, slot, details) = blocks.reserve()
        let textLayout = details.pointer(to: \.textLayout)!
        if hasTextLayout { writeTextLayout(textLayout) } else { textLayout.initialize(to: nil) }
        details.pointer(to: \.extras)!.initialize(to: extras)
        details.pointer(to: \.sourceText)!.initialize(to: Details.pointer(toText: text))
        // The node takes the reference `reserve` counted for the slot (no atomic operation).
        initialize(target, frame: frame, id: consume id, text: nil, clips: clips,
                   details: block.takeRetainedValue(), slot: slot)
    }

    /// Gives the node a new text layout, which `writeTextLayout` initializes in a slot of
    /// `blocks`, and keeps its other details (the layout engine's, for a text leaf whose size
    /// changed in a later pass): the node's strings and children are not copied again. Returns
    /// the new details for another copy of the node (`shareDetails`).
    /// A text the old details pointed at is now the one at `text` (the same node's, in the
    /// input tree of `blocks.source`).
    package mutating func replaceTextLayout(in blocks: inout LaidOutNodeDetailsBlocks, text: UnsafePointer<String?>,
                                            writeTextLayout: (UnsafeMutablePointer<TextLayoutInfo?>) -> Void)
        -> DetailsReference {
        let (extras, pointsAtText) = details?.read(detailsSlot) { ($0.extras, $0.sourceText != nil) } ?? (nil, false)
        let (block, slot, pointer) = blocks.reserve()
        writeTextLayout(pointer.pointer(to: \.textLayout)!)
        pointer.pointer(to: \.extras)!.initialize(to: extras)
        pointer.pointer(to: \.sourceText)!.initialize(to: pointsAtText ? Details.pointer(toText: text) : nil)
        (details, detailsSlot) = (block.takeRetainedValue(), slot)
        return DetailsReference(block: details, slot: slot)
    }

    /// Gives the node the details `replaceTextLayout` returned for another copy of it.
    package mutating func shareDetails(_ reference: consuming DetailsReference) {
        (details, detailsSlot) = (reference.block, reference.slot)
    }

    /// A node's details: their block and slot.
    package struct DetailsReference {
        fileprivate let block: DetailsBlock?
        fileprivate let slot: UInt32
    }

    /// The rarely set fields, all at once (one allocation for all of them).
    public mutating func setDetails(role: consuming String?, label: consuming String?, textLayout: consuming TextLayoutInfo?,
                                    backgroundColor: consuming String?, color: consuming String?, traits: consuming CheckTraits?) {
        store(Details(role: role, label: label, textLayout: textLayout, backgroundColor: backgroundColor,
                      color: color, traits: traits))
    }

    private mutating func modifyDetails(_ change: (inout Details) -> Void) {
        var value = details?.read(detailsSlot) { copy $0 } ?? Details()
        change(&value)
        store(value)
    }

    /// Gives the node `value` in a block of its own (none when it is empty).
    private mutating func store(_ value: consuming Details) {
        // A new block keeps no input tree: the text is copied out of it (the old block, still
        // held, keeps it until then).
        if let source = value.sourceText {
            ownText = source.pointee
            value.sourceText = nil
        }
        guard !value.isEmpty else {
            (details, detailsSlot) = (nil, 0)
            return
        }
        let block = DetailsBlock(capacity: 1, measurer: details?.measurer)
        (details, detailsSlot) = (block, block.append(value))
    }

    public static func == (a: LaidOutNode, b: LaidOutNode) -> Bool {
        guard a.id == b.id, a.text == b.text, a.frame == b.frame, a.clips == b.clips else { return false }
        if a.details !== b.details || a.detailsSlot != b.detailsSlot {
            func bound(_ node: LaidOutNode) -> Details? {
                node.details.map { block in block.read(node.detailsSlot) { $0.settingNode(text: node.text, measurer: block.measurer) } }
            }
            guard bound(a) == bound(b) else { return false }
        }
        return a.children == b.children
    }
}

extension LaidOutNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, role, label, text, frame, textLayout, backgroundColor, color, clips, traits, children
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decodeIfPresent(String.self, forKey: .id), text: try c.decodeIfPresent(String.self, forKey: .text),
                  frame: try c.decode(Rect.self, forKey: .frame), clips: try c.decode(Bool.self, forKey: .clips),
                  children: try c.decode([LaidOutNode].self, forKey: .children))
        setDetails(role: try c.decodeIfPresent(String.self, forKey: .role),
                   label: try c.decodeIfPresent(String.self, forKey: .label),
                   textLayout: try c.decodeIfPresent(TextLayoutInfo.self, forKey: .textLayout),
                   backgroundColor: try c.decodeIfPresent(String.self, forKey: .backgroundColor),
                   color: try c.decodeIfPresent(String.self, forKey: .color),
                   traits: try c.decodeIfPresent(CheckTraits.self, forKey: .traits))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(role, forKey: .role)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encode(frame, forKey: .frame)
        try c.encodeIfPresent(textLayout, forKey: .textLayout)
        try c.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try c.encodeIfPresent(color, forKey: .color)
        try c.encode(clips, forKey: .clips)
        try c.encodeIfPresent(traits, forKey: .traits)
        try c.encode(children, forKey: .children)
    }
}

/// A node after layout: what checks, SVG rendering and the wire protocol need, and nothing of
/// the style machinery.
///
/// The fields most nodes leave unset (role, label, colours, traits, text layout) live in a slot
/// of a shared, immutable block (`DetailsBlock`), so a node of a large tree stays small to
/// build, copy and free (the layout engine makes one per node, and one block for many).
public struct LaidOutNode: Sendable, Equatable {
    public var id: String?
    /// The text of a text leaf (`nil` for a box).
    public var text: String?
    /// The border box relative to the parent's border box.
    public var frame: Rect
    /// `true` when the node clips its content (`overflow` other than `visible`).
    public var clips: Bool
    /// The slot of `details` that holds this node's (in the padding after `clips`).
    @usableFromInline var detailsSlot: UInt32
    public var children: [LaidOutNode]
    @usableFromInline var details: DetailsBlock?

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
        self.text = text
        self.frame = frame
        self.clips = clips
        self.detailsSlot = 0
        self.children = children
        self.details = nil
        setDetails(role: role, label: label, textLayout: textLayout, backgroundColor: backgroundColor, color: color,
                   traits: traits)
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

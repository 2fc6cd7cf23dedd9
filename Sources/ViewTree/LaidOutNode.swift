/// A node after layout: what checks, SVG rendering and the wire protocol need, and nothing of
/// the style machinery.
public struct LaidOutNode: Sendable, Equatable, Codable {
    public var id: String?
    public var role: String?
    public var label: String?
    public var text: String?
    /// The border box relative to the parent's border box.
    public var frame: Rect
    /// Set on text leaves: how the text was set in the frame.
    public var textLayout: TextLayoutInfo?
    /// Colours the node declared (CSS text), for rendering and contrast checks.
    public var backgroundColor: String?
    public var color: String?
    /// `true` when the node clips its content (`overflow` other than `visible`).
    public var clips: Bool
    /// Stacking, transparency, flow and per-node allowances; `nil` when all are initial.
    public var traits: CheckTraits?
    public var children: [LaidOutNode]

    public init(id: String? = nil, role: String? = nil, label: String? = nil, text: String? = nil,
                frame: Rect, textLayout: TextLayoutInfo? = nil, backgroundColor: String? = nil,
                color: String? = nil, clips: Bool = false, children: [LaidOutNode] = []) {
        self.id = id
        self.role = role
        self.label = label
        self.text = text
        self.frame = frame
        self.textLayout = textLayout
        self.backgroundColor = backgroundColor
        self.color = color
        self.clips = clips
        self.children = children
    }
}

/// How a text leaf was set: lines placed, and whether it needed more room than it got.
public struct TextLayoutInfo: Sendable, Equatable, Codable {
    public var fontSize: Double
    public var fontWeight: Int
    public var lineHeight: Double
    public var lines: [String]
    /// `true` when the text needs more width or lines than its frame gives it.
    public var truncated: Bool
    /// The size the whole text needs at the frame's width with no line limit.
    public var neededSize: Size
    /// The line limit the text was set with, if any.
    public var lineLimit: Int?
    /// The content box the text was given.
    public var givenSize: Size?
    public init(fontSize: Double, fontWeight: Int = 400, lineHeight: Double, lines: [String], truncated: Bool,
                neededSize: Size, lineLimit: Int? = nil, givenSize: Size? = nil) {
        self.fontWeight = fontWeight
        self.lineLimit = lineLimit
        self.givenSize = givenSize
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.lines = lines
        self.truncated = truncated
        self.neededSize = neededSize
    }
}

/// How a text leaf was set: its lines, and whether it needed more room than it got.
///
/// A layout engine sizes text leaves without setting their lines (as Yoga's and Taffy's hosts
/// do); a `TextLayoutInfo` it makes keeps what setting them takes, and `lines` sets them each
/// time it is read, with the font, width and line limit the info was made with (editing those
/// fields later does not set them again). Read it once and keep the array where it is read often.
/// An info the engine makes for a node sets the node's `text` with the measurer of the layout
/// that made the node (`LaidOutNode.textLayout` hands both over): the info keeps neither, so
/// making it does not touch the string or count a reference to the measurer.
public struct TextLayoutInfo: Sendable, Equatable, Codable {
    // Declared so that the flags pack into the optionals' spare bytes (160 bytes, not 168:
    // the engine writes one per text leaf).
    public var fontSize: Double
    public var fontWeight: Int
    public var lineHeight: Double
    /// The size the whole text needs at the frame's width with no line limit.
    public var neededSize: Size
    /// The content box the text was given.
    public var givenSize: Size?
    /// `true` when the text needs more width or lines than its frame gives it.
    public var truncated: Bool
    /// The line limit the text was set with, if any.
    public var lineLimit: Int?
    var source: LineSource

    public var lines: [String] {
        get {
            switch source {
            case .given(let lines): lines
            case .deferred(let setting): setting.lines()
            }
        }
        set { source = .given(newValue) }
    }

    public init(fontSize: Double, fontWeight: Int = 400, lineHeight: Double, lines: [String], truncated: Bool,
                neededSize: Size, lineLimit: Int? = nil, givenSize: Size? = nil) {
        self.init(fontSize: fontSize, fontWeight: fontWeight, lineHeight: lineHeight, source: .given(lines),
                  truncated: truncated, neededSize: neededSize, lineLimit: lineLimit, givenSize: givenSize)
    }

    /// The lines are `text` set by `measurer` in `font`, `maxWidth` wide, keeping at most
    /// `lineLimit` of them; they are set when read.
    public init(text: String, font: FontSpec, maxWidth: Double, measurer: SharedTextMeasurer, lineHeight: Double,
                truncated: Bool, neededSize: Size, lineLimit: Int?, givenSize: Size?) {
        let setting = DeferredLines(text: text, font: font, maxWidth: maxWidth, maxLines: lineLimit, measurer: measurer)
        self.init(fontSize: font.size, fontWeight: font.weight, lineHeight: lineHeight, source: .deferred(setting),
                  truncated: truncated, neededSize: neededSize, lineLimit: lineLimit, givenSize: givenSize)
    }

    init(fontSize: Double, fontWeight: Int, lineHeight: Double, source: LineSource, truncated: Bool,
                 neededSize: Size, lineLimit: Int?, givenSize: Size?) {
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.lineHeight = lineHeight
        self.source = source
        self.truncated = truncated
        self.neededSize = neededSize
        self.lineLimit = lineLimit
        self.givenSize = givenSize
    }

    /// This info, setting `text` with `measurer` where it was made to set its node's text with
    /// its layout's measurer.
    func settingNode(text: String?, measurer: SharedTextMeasurer?) -> TextLayoutInfo {
        guard case .deferred(var setting) = source, setting.text == nil || setting.measurer == nil else { return self }
        var info = self
        if setting.text == nil { setting.text = text }
        if setting.measurer == nil { setting.measurer = measurer }
        info.source = .deferred(setting)
        return info
    }

    public static func == (a: TextLayoutInfo, b: TextLayoutInfo) -> Bool {
        a.fontSize == b.fontSize && a.fontWeight == b.fontWeight && a.lineHeight == b.lineHeight
            && a.truncated == b.truncated && a.neededSize == b.neededSize && a.lineLimit == b.lineLimit
            && a.givenSize == b.givenSize && a.lines == b.lines
    }

    private enum CodingKeys: String, CodingKey {
        case fontSize, fontWeight, lineHeight, lines, truncated, neededSize, lineLimit, givenSize
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(fontSize: try c.decode(Double.self, forKey: .fontSize), fontWeight: try c.decode(Int.self, forKey: .fontWeight),
                  lineHeight: try c.decode(Double.self, forKey: .lineHeight), lines: try c.decode([String].self, forKey: .lines),
                  truncated: try c.decode(Bool.self, forKey: .truncated), neededSize: try c.decode(Size.self, forKey: .neededSize),
                  lineLimit: try c.decodeIfPresent(Int.self, forKey: .lineLimit),
                  givenSize: try c.decodeIfPresent(Size.self, forKey: .givenSize))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(fontSize, forKey: .fontSize)
        try c.encode(fontWeight, forKey: .fontWeight)
        try c.encode(lineHeight, forKey: .lineHeight)
        try c.encode(lines, forKey: .lines)
        try c.encode(truncated, forKey: .truncated)
        try c.encode(neededSize, forKey: .neededSize)
        try c.encodeIfPresent(lineLimit, forKey: .lineLimit)
        try c.encodeIfPresent(givenSize, forKey: .givenSize)
    }

    enum LineSource: Sendable {
        case given([String])
        case deferred(DeferredLines)
    }

    struct DeferredLines: Sendable {
        /// `nil` until the info is read through its node (`settingNode`).
        var text: String?
        let font: FontSpec
        let maxWidth: Double
        let maxLines: Int?
        /// `nil` until the info is read through its node (`settingNode`).
        var measurer: SharedTextMeasurer?
        func lines() -> [String] {
            measurer?.measurer.measure(text ?? "", font: font, maxWidth: maxWidth, maxLines: maxLines).lines ?? []
        }
    }
}

/// A measurer held by reference, so the many `TextLayoutInfo`s of one layout share it (a copy
/// of an info is a retain, not a copy of the measurer).
public final class SharedTextMeasurer: Sendable {
    public let measurer: any TextMeasurer
    public init(_ measurer: any TextMeasurer) { self.measurer = measurer }
}

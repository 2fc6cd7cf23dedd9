/// The font a text leaf is set in.
public struct FontSpec: Sendable, Hashable {
    public var size: Double
    public var lineHeight: LineHeight
    public init(size: Double, lineHeight: LineHeight = .normal) {
        self.size = size
        self.lineHeight = lineHeight
    }
}

/// The result of setting a text: its box, its lines, and whether a line limit cut it.
public struct TextMeasurement: Sendable, Equatable {
    /// The widest line (trailing spaces hang and do not count).
    public var width: Double
    public var height: Double
    public var lines: [String]
    /// The line widths, in the order of `lines`.
    public var lineWidths: [Double]
    /// `true` when `maxLines` cut lines off.
    public var truncated: Bool
    /// The lines the text would take with no limit.
    public var unlimitedLineCount: Int
    public var lineCount: Int { lines.count }

    public init(width: Double, height: Double, lines: [String], lineWidths: [Double],
                truncated: Bool = false, unlimitedLineCount: Int? = nil) {
        self.width = width
        self.height = height
        self.lines = lines
        self.lineWidths = lineWidths
        self.truncated = truncated
        self.unlimitedLineCount = unlimitedLineCount ?? lines.count
    }
}

/// Measures and breaks text. Implementations serve real fonts (HarfBuzz) and test fonts
/// (Ahem, fixed advance); flexbox asks through this protocol only.
public protocol TextMeasurer: Sendable {
    /// Sets `text` in `maxWidth` (`nil`: one line, no wrapping), keeping at most `maxLines`.
    /// `maxWidth: 0` takes every break opportunity, which gives the min-content width.
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement
}

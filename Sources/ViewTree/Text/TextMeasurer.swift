/// The font a text leaf is set in.
public struct FontSpec: Sendable, Hashable {
    public var size: Double
    public var lineHeight: LineHeight
    /// The CSS weight; 600 and above is set in the bold face where the measurer has one.
    public var weight: Int
    public init(size: Double, lineHeight: LineHeight = .normal, weight: Int = 400) {
        self.size = size
        self.lineHeight = lineHeight
        self.weight = weight
    }
    public var isBold: Bool { weight >= 600 }
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

/// The box of a set text without its lines: what layout needs to size a text leaf.
public struct TextExtent: Sendable, Hashable {
    /// The widest line (trailing spaces hang and do not count).
    public var width: Double
    public var height: Double
    public var lineCount: Int
    public init(width: Double, height: Double, lineCount: Int) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
    }
    public init(_ set: TextMeasurement) {
        self.init(width: set.width, height: set.height, lineCount: set.lineCount)
    }
}

/// What a text asks for before it is given a width: its min-content width (the widest piece
/// between break opportunities) and its extent on one line (whose width is the max-content
/// width). Given at least that width, a text is set on that one line.
public struct TextIntrinsicSizes: Sendable, Hashable {
    public var minContentWidth: Double
    public var oneLine: TextExtent
    public var maxContentWidth: Double { oneLine.width }
    public init(minContentWidth: Double, oneLine: TextExtent) {
        self.minContentWidth = minContentWidth
        self.oneLine = oneLine
    }
}

/// Measures and breaks text. Implementations serve real fonts (HarfBuzz) and test fonts
/// (Ahem, fixed advance); flexbox asks through this protocol only.
public protocol TextMeasurer: Sendable {
    /// Sets `text` in `maxWidth` (`nil`: one line, no wrapping), keeping at most `maxLines`.
    /// `maxWidth: 0` takes every break opportunity, which gives the min-content width.
    func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement

    /// `measure`'s width, height and line count, without making the lines. The default
    /// measures; a measurer that can count lines without setting them answers quicker.
    func extent(of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextExtent

    /// The min-content width and the extent on one line (no line limit). The default takes
    /// two extents, at no width limit and at width 0.
    func intrinsicSizes(of text: String, font: FontSpec) -> TextIntrinsicSizes

    /// The distance from the top of a line box to the alphabetic baseline of its text: the
    /// half-leading plus the ascent. The default takes an ascent of 0.8 em and a content
    /// area of 1 em (Ahem's metrics).
    func baseline(for font: FontSpec) -> Double

    /// How far the glyphs' box reaches below the baseline (the font's descent): with a line
    /// height under the content area it overflows the line, and a scroll container scrolls to
    /// it. The default takes 0.2 em (Ahem's).
    func descent(for font: FontSpec) -> Double
}

extension TextMeasurer {
    public func extent(of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextExtent {
        TextExtent(measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines))
    }

    public func intrinsicSizes(of text: String, font: FontSpec) -> TextIntrinsicSizes {
        let oneLine = extent(of: text, font: font, maxWidth: nil, maxLines: nil)
        let minContent = extent(of: text, font: font, maxWidth: 0, maxLines: nil).width
        return TextIntrinsicSizes(minContentWidth: min(minContent, oneLine.width), oneLine: oneLine)
    }

    /// The min-content and max-content widths.
    public func intrinsicWidths(of text: String, font: FontSpec) -> (min: Double, max: Double) {
        let sizes = intrinsicSizes(of: text, font: font)
        return (sizes.minContentWidth, sizes.maxContentWidth)
    }

    public func baseline(for font: FontSpec) -> Double {
        FontSpec.emBaseline(font, normalLineHeight: font.size)
    }

    public func descent(for font: FontSpec) -> Double { 0.2 * font.size }
}

extension FontSpec {
    /// The used line height: `normal` takes `normalLineHeight`.
    public func lineHeight(normal normalLineHeight: Double) -> Double {
        switch lineHeight {
        case .normal: normalLineHeight
        case .multiple(let m): m * size
        case .points(let p): p
        }
    }

    /// The baseline of a font whose content area is 1 em with an ascent of 0.8 em (Ahem).
    public static func emBaseline(_ font: FontSpec, normalLineHeight: Double) -> Double {
        (font.lineHeight(normal: normalLineHeight) - font.size) / 2 + 0.8 * font.size
    }
}

/// Text where every character has the same advance (U+200B has none): the benchmark's
/// 7 px-per-character measurer, and the base of `AhemMeasurer`. White space collapses as in
/// CSS `white-space: normal`; lines break at spaces and U+200B, never inside a word.
public struct FixedAdvanceMeasurer: TextMeasurer {
    /// The advance of one character in px; `nil` takes the font size (as Ahem does).
    public var advance: Double?
    /// The height of one line for `line-height: normal`; `nil` takes the font size.
    public var normalLineHeight: Double?

    public init(advance: Double? = nil, normalLineHeight: Double? = nil) {
        self.advance = advance
        self.normalLineHeight = normalLineHeight
    }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        let step = advance ?? font.size
        let lineHeight: Double
        switch font.lineHeight {
        case .normal: lineHeight = normalLineHeight ?? font.size
        case .multiple(let m): lineHeight = m * font.size
        case .points(let p): lineHeight = p
        }
        var (lines, widths) = Self.breakLines(text, advance: step, maxWidth: maxWidth)
        let unlimited = lines.count
        var truncated = false
        if let maxLines, lines.count > maxLines {
            lines = Array(lines.prefix(max(maxLines, 0)))
            widths = Array(widths.prefix(max(maxLines, 0)))
            truncated = true
        }
        return TextMeasurement(width: widths.max() ?? 0, height: Double(lines.count) * lineHeight,
                               lines: lines, lineWidths: widths, truncated: truncated,
                               unlimitedLineCount: unlimited)
    }

    /// Greedy line breaking of collapsed text; the widths leave out hanging spaces.
    public static func breakLines(_ text: String, advance: Double, maxWidth: Double?) -> ([String], [Double]) {
        var lines: [String] = [], widths: [Double] = []
        var line = "", lineWidth = 0.0, pendingSpace = false, word = "", wordWidth = 0.0
        var lineHasContent = false
        let limit = maxWidth.map { $0 + 1e-6 }

        func flushWord(breakAfterIsSpace: Bool) {
            let spaceWidth = pendingSpace && lineHasContent ? advance : 0
            if lineHasContent, let limit, lineWidth + spaceWidth + wordWidth > limit {
                lines.append(line); widths.append(lineWidth)
                line = word; lineWidth = wordWidth
            } else {
                if spaceWidth > 0 { line += " " }
                line += word; lineWidth += spaceWidth + wordWidth
            }
            lineHasContent = true
            pendingSpace = breakAfterIsSpace
            word = ""; wordWidth = 0
        }

        for character in text {
            if character == " " || character == "\n" || character == "\t" || character == "\r" {
                if !word.isEmpty { flushWord(breakAfterIsSpace: true) } else if lineHasContent { pendingSpace = true }
            } else if character == "\u{200B}" {
                if !word.isEmpty { flushWord(breakAfterIsSpace: false) }
            } else {
                word.append(character); wordWidth += advance
            }
        }
        if !word.isEmpty { flushWord(breakAfterIsSpace: false) }
        if lineHasContent { lines.append(line); widths.append(lineWidth) }
        return (lines, widths)
    }
}

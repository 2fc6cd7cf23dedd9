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
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return breakASCII(Array(text.utf8), advance: advance, maxWidth: maxWidth) }
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

    /// The same rules over ASCII bytes, where every byte is one character (the common case).
    static func breakASCII(_ bytes: [UInt8], advance: Double, maxWidth: Double?) -> ([String], [Double]) {
        var lines: [String] = [], widths: [Double] = []
        var line: [UInt8] = [], lineWidth = 0.0, pendingSpace = false, lineHasContent = false
        let limit = maxWidth.map { $0 + 1e-6 }
        var wordStart = -1
        func flush(_ end: Int, spaceAfter: Bool) {
            let wordWidth = Double(end - wordStart) * advance
            let spaceWidth = pendingSpace && lineHasContent ? advance : 0
            if lineHasContent, let limit, lineWidth + spaceWidth + wordWidth > limit {
                lines.append(String(decoding: line, as: UTF8.self)); widths.append(lineWidth)
                line = Array(bytes[wordStart..<end]); lineWidth = wordWidth
            } else {
                if spaceWidth > 0 { line.append(0x20) }
                line.append(contentsOf: bytes[wordStart..<end]); lineWidth += spaceWidth + wordWidth
            }
            lineHasContent = true
            pendingSpace = spaceAfter
            wordStart = -1
        }
        for (i, byte) in bytes.enumerated() {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                if wordStart >= 0 { flush(i, spaceAfter: true) } else if lineHasContent { pendingSpace = true }
            } else if wordStart < 0 {
                wordStart = i
            }
        }
        if wordStart >= 0 { flush(bytes.count, spaceAfter: false) }
        if lineHasContent { lines.append(String(decoding: line, as: UTF8.self)); widths.append(lineWidth) }
        return (lines, widths)
    }
}

/// Text where every character has the same advance (U+200B has none): the benchmark's
/// 7 px-per-character measurer, and the base of `AhemMeasurer`. White space collapses as in
/// CSS `white-space: normal`; lines break at spaces and U+200B, never inside a word.
public struct FixedAdvanceMeasurer: TextMeasurer {
    /// The advance of one character in px; `nil` takes the font size (as Ahem does).
    public var advance: Double? {
        // Compared, not `isNaN`: that tested the bit pattern, with two branches.
        get { advanceOrNaN != advanceOrNaN ? nil : advanceOrNaN }
        set { advanceOrNaN = newValue ?? .nan }
    }
    /// The height of one line for `line-height: normal`; `nil` takes the font size.
    public var normalLineHeight: Double? {
        get { lineHeightOrNaN != lineHeightOrNaN ? nil : lineHeightOrNaN }
        set { lineHeightOrNaN = newValue ?? .nan }
    }
    // Stored as plain Doubles (NaN for nil), 16 bytes: two `Double?` take 25, too many for an
    // existential's inline buffer, so every copy of an `any TextMeasurer` holding one (the
    // layout engine makes one per text leaf) retained and released a heap box.
    private var advanceOrNaN: Double
    private var lineHeightOrNaN: Double

    public init(advance: Double? = nil, normalLineHeight: Double? = nil) {
        advanceOrNaN = advance ?? .nan
        lineHeightOrNaN = normalLineHeight ?? .nan
    }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        let step = advance ?? font.size
        let lineHeight = font.lineHeight(normal: normalLineHeight ?? font.size)
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

    /// For ASCII text, counts the lines `breakASCII` would make without making them.
    // Safe: the buffer is `text`'s own UTF-8, borrowed for the closure (`withUTF8`), and read only
    // within its bounds.
    public func extent(of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextExtent {
        let step = advance ?? font.size
        let counted: (width: Double, lines: Int)? = unsafe Self.withUTF8(text) { bytes in
            guard unsafe Self.isASCII(bytes) else { return nil }
            var widest = 0.0, count = 0
            unsafe Self.forEachASCIILine(bytes, advance: step, maxWidth: maxWidth) { _, width, _ in
                if let maxLines, count >= maxLines { return }
                widest = Swift.max(widest, width)
                count += 1
            }
            return (widest, count)
        }
        guard let counted else { return TextExtent(measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)) }
        let lineHeight = font.lineHeight(normal: normalLineHeight ?? font.size)
        return TextExtent(width: counted.width, height: Double(counted.lines) * lineHeight, lineCount: counted.lines)
    }

    public func intrinsicSizes(of text: String, font: FontSpec) -> TextIntrinsicSizes {
        sizes(of: text, font: font)
    }

    // Safe: as `extent`: the bytes are borrowed for the closures and read within their bounds
    // (`ASCIIWords` states its own).
    @inline(__always)
    private func sizes(of text: borrowing String, font: FontSpec) -> TextIntrinsicSizes {
        let step = advance ?? font.size
        let lineHeight = font.lineHeight(normal: normalLineHeight ?? font.size)
        // Most texts: counted at once, the line being its letters and a space between words
        // (the same sum as word by word when every sum of steps is exact).
        if Self.sumsExactly(step), let counts = unsafe Self.withUTF8(text, { unsafe $0.count <= 64 ? ASCIIWords.counts($0) : nil }) {
            guard counts.words > 0 else {
                return TextIntrinsicSizes(minContentWidth: 0, oneLine: TextExtent(width: 0, height: 0, lineCount: 0))
            }
            let line = Double(Int(counts.letters) &+ Int(counts.words) &- 1) * step
            return TextIntrinsicSizes(minContentWidth: Double(counts.longest) * step,
                                      oneLine: TextExtent(width: line, height: lineHeight, lineCount: 1))
        }
        let ascii: (min: Double, max: Double, any: Bool)? = unsafe Self.withUTF8(text) { bytes in
            // The same sums as `breakASCII` makes for one line and for a line per word: over the
            // words `ASCIIWords` finds, or, for text with tabs or newlines, a byte loop that also
            // checks for ASCII.
            var widest = 0.0, line = 0.0, any = false, run = 0
            func endWord() {
                let width = Double(run) * step
                widest = Swift.max(widest, width)
                line = any ? line + (step + width) : width
                any = true
                run = 0
            }
            let plain = unsafe ASCIIWords.forEachLength(bytes) { length in
                run = length
                endWord()
            }
            if plain { return (Swift.min(widest, line), line, any) }
            for unsafe byte in unsafe bytes {
                if byte >= 0x80 { return nil }
                if Self.isSpace(byte) {
                    if run > 0 { endWord() }
                } else {
                    run += 1
                }
            }
            if run > 0 { endWord() }
            return (Swift.min(widest, line), line, any)
        }
        guard let ascii else {
            let oneLine = TextExtent(measure(text, font: font, maxWidth: nil, maxLines: nil))
            let minContent = Self.breakLines(text, advance: step, maxWidth: 0).1.max() ?? 0
            return TextIntrinsicSizes(minContentWidth: Swift.min(minContent, oneLine.width), oneLine: oneLine)
        }
        return TextIntrinsicSizes(minContentWidth: ascii.min,
                                  oneLine: TextExtent(width: ascii.max, height: ascii.any ? lineHeight : 0,
                                                      lineCount: ascii.any ? 1 : 0))
    }

    /// Whether every sum of up to 128 advances of `step` is exact: `step` is a whole number of
    /// 1/1024 px below 2^40 (7, 10, 13.5 are; 7.3 is not), so a count times the step is the
    /// sum a word-by-word loop makes.
    @inline(__always)
    static func sumsExactly(_ step: Double) -> Bool {
        // Through an integer conversion: `rounded(.towardZero)` was a call to libm's `trunc`.
        let scaled = step * 1024
        return abs(scaled) < 0x1p40 && Double(Int64(scaled)) == scaled
    }

    /// `body` over the text's UTF-8 bytes: in place for a native string, without the copy (a
    /// retain and a release) that `String.withUTF8` needs to be mutating.
    // Safe: the buffer is valid only during `body`, which must not let it escape; every caller
    // reads it there.
    @inline(__always)
    static func withUTF8<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = unsafe text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    public func baseline(for font: FontSpec) -> Double {
        FontSpec.emBaseline(font, normalLineHeight: normalLineHeight ?? font.size)
    }

    /// Greedy line breaking of collapsed text; the widths leave out hanging spaces.
    // Safe: as `extent`.
    public static func breakLines(_ text: String, advance: Double, maxWidth: Double?) -> ([String], [Double]) {
        let ascii = unsafe withUTF8(text) { bytes in
            unsafe isASCII(bytes) ? breakASCII(bytes, advance: advance, maxWidth: maxWidth, whole: text) : nil
        }
        if let ascii { return ascii }
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
    /// A line whose words are one space apart in the source is cut out of it, not rebuilt; a
    /// line that is all of it is `whole`, shared.
    // Safe: the ranges `forEachASCIILine` gives are within `bytes`.
    static func breakASCII(_ bytes: UnsafeBufferPointer<UInt8>, advance: Double, maxWidth: Double?,
                           whole: String) -> ([String], [Double]) {
        var lines: [String] = [], widths: [Double] = []
        unsafe forEachASCIILine(bytes, advance: advance, maxWidth: maxWidth) { range, width, contiguous in
            let isWhole = range.lowerBound == 0 && range.upperBound == bytes.count && contiguous
            unsafe lines.append(isWhole ? whole : lineText(bytes, range, contiguous: contiguous))
            widths.append(width)
        }
        return (lines, widths)
    }

    /// Greedy breaking over ASCII bytes: calls `body` with each line's byte range (first word
    /// to last), its width, and whether its words are one space apart in the source.
    // Safe: word ranges come from `forEachWord` (within `bytes`), and `lineEnd` is a word's end
    // below the next word's start, so `bytes[lineEnd]` is in bounds.
    @inline(__always)
    static func forEachASCIILine(_ bytes: UnsafeBufferPointer<UInt8>, advance: Double, maxWidth: Double?,
                                 _ body: (Range<Int>, Double, Bool) -> Void) {
        let limit = maxWidth.map { $0 + 1e-6 }
        var lineStart = -1, lineEnd = 0, lineWidth = 0.0, contiguous = true
        unsafe forEachWord(bytes) { word in
            let wordWidth = Double(word.count) * advance
            if lineStart >= 0, let limit, lineWidth + advance + wordWidth > limit {
                body(lineStart..<lineEnd, lineWidth, contiguous)
                lineStart = -1
            }
            if lineStart < 0 {
                (lineStart, lineEnd, lineWidth, contiguous) = (word.lowerBound, word.upperBound, wordWidth, true)
            } else {
                if unsafe word.lowerBound - lineEnd != 1 || bytes[lineEnd] != 0x20 { contiguous = false }
                lineEnd = word.upperBound
                lineWidth += advance + wordWidth
            }
        }
        if lineStart >= 0 { body(lineStart..<lineEnd, lineWidth, contiguous) }
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    // Safe: iterates the borrowed buffer within its bounds.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for unsafe byte in unsafe bytes where byte >= 0x80 { return false }
        return true
    }

    /// Calls `body` with the byte range of each run of non-space bytes, in order.
    // Safe: every index read is checked against `n`, the buffer's count, first.
    @inline(__always)
    static func forEachWord(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var i = 0
        let n = bytes.count
        while i < n {
            while unsafe i < n && isSpace(bytes[i]) { i += 1 }
            if i == n { return }
            let start = i
            while unsafe i < n && !isSpace(bytes[i]) { i += 1 }
            body(start..<i)
        }
    }

    /// The words in `range` joined by single spaces.
    // Safe: `range` is within `bytes` (`forEachASCIILine`), and so are the word ranges found inside
    // it, offset by its start.
    static func lineText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, contiguous: Bool) -> String {
        if contiguous { return unsafe String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(range.count)
        unsafe forEachWord(UnsafeBufferPointer(rebasing: bytes[range])) { word in
            if !collapsed.isEmpty { collapsed.append(0x20) }
            unsafe collapsed.append(contentsOf: bytes[(range.lowerBound + word.lowerBound)..<(range.lowerBound + word.upperBound)])
        }
        return String(decoding: collapsed, as: UTF8.self)
    }
}

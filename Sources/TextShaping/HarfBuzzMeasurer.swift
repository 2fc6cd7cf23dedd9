import ViewTree

/// Measures text as Chromium renders it with one font file: HarfBuzz shaping (kerning,
/// ligatures, Arabic joining), CSS `white-space: normal` collapsing, Blink's break
/// opportunities, greedy breaking with hanging spaces, and Chromium's rounding (widths up to
/// 1/64 px, `line-height: normal` from the ascent and descent each rounded to whole pixels).
///
/// Copies share one cache of shaped texts, so the flexbox engine measuring a text again at
/// another width or size pays only for line breaking.
public struct HarfBuzzMeasurer: TextMeasurer {
    /// Where Debian's `fonts-dejavu-core` installs DejaVu Sans.
    public static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    public var fontPath: String { face.path }
    private let face: FontFace
    private let cache: ShapeCache
    private let hyphenUnits: Int

    /// Opens the font at `fontPath`; throws `FontError` naming the path and the fix.
    public init(fontPath: String = HarfBuzzMeasurer.defaultFontPath) throws {
        let face = try FontFace(path: fontPath)
        self.face = face
        cache = ShapeCache()
        hyphenUnits = face.hasGlyph(for: "\u{2010}") ? face.advance(of: "\u{2010}") : face.advance(of: "-")
    }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?,
                        maxLines: Int?) -> TextMeasurement {
        let paragraph = cache.paragraph(for: text) { ShapedParagraph($0, face: face) }
        let width = { (content: Range<Int>, hyphenated: Bool) -> Double in
            let parts = paragraph.lineUnitsByItem(content, face: face) + (hyphenated ? [hyphenUnits] : [])
            return parts.reduce(0) { $0 + pixels(units: $1, size: font.size) }
        }
        let all = LineBreaker(width: width).lines(of: paragraph, maxWidth: maxWidth)
        let kept = maxLines.map { Array(all.prefix(max($0, 0))) } ?? all
        let widths = kept.map { width($0.range.lowerBound..<$0.contentEnd, $0.hyphenated) }
        let lineHeight = lineHeight(for: font)
        return TextMeasurement(
            width: widths.max() ?? 0,
            height: Double(kept.count) * lineHeight,
            lines: kept.indices.map { originalText(of: kept, at: $0, in: paragraph, total: all.count) },
            lineWidths: widths,
            truncated: kept.count < all.count,
            unlimitedLineCount: all.count)
    }

    /// The height of one line box, in pixels.
    public func lineHeight(for font: FontSpec) -> Double {
        switch font.lineHeight {
        case .normal:
            let scale = font.size / Double(face.unitsPerEm)
            func rounded(_ units: Int) -> Double { (Double(units) * scale).rounded(.toNearestOrAwayFromZero) }
            return rounded(face.ascender) + rounded(face.descender) + rounded(face.lineGap)
        case .multiple(let factor):
            return (factor * font.size * 64).rounded() / 64
        case .points(let points):
            return (points * 64).rounded() / 64
        }
    }

    /// Font units to pixels at `size`, rounded up to Chromium's 1/64 px layout unit.
    private func pixels(units: Int, size: Double) -> Double {
        (Double(units) * size * 64 / Double(face.unitsPerEm)).rounded(.up) / 64
    }

    /// The original text a line covers: from its first code point to where the next line
    /// starts, so collapsed spaces stay with the line they follow.
    private func originalText(of lines: [LineBreaker.Line], at index: Int,
                              in paragraph: ShapedParagraph, total: Int) -> String {
        let origins = paragraph.text.origins
        let start = origins[lines[index].range.lowerBound]
        let end = lines[index].range.upperBound < origins.count
            ? origins[lines[index].range.upperBound] : paragraph.original.count
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: paragraph.original[start..<end])
        return String(scalars)
    }
}

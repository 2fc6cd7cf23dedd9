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
        let scale = PixelScale(size: font.size, unitsPerEm: face.unitsPerEm)
        let width = { (content: Range<Int>, hyphenated: Bool) -> Double in
            paragraph.lineWidth(content, hyphenUnits: hyphenated ? hyphenUnits : nil, scale: scale, face: face)
        }
        let all = LineBreaker(width: width).lines(of: paragraph, maxWidth: maxWidth)
        let kept = maxLines.map { Array(all.prefix(max($0, 0))) } ?? all
        let widths = kept.map { width($0.range.lowerBound..<$0.contentEnd, $0.hyphenated) }
        let lineHeight = lineHeight(for: font)
        return TextMeasurement(
            width: widths.max() ?? 0,
            height: Double(kept.count) * lineHeight,
            lines: kept.map { paragraph.sourceText(of: $0.range) },
            lineWidths: widths,
            truncated: kept.count < all.count,
            unlimitedLineCount: all.count)
    }

    /// The ascent and the descent each rounded to whole pixels, then the half-leading rounded
    /// down, as Chromium places the first baseline in a line box.
    public func baseline(for font: FontSpec) -> Double {
        let scale = font.size / Double(face.unitsPerEm)
        func rounded(_ units: Int) -> Double { (Double(units) * scale).rounded(.toNearestOrAwayFromZero) }
        let ascent = rounded(face.ascender), descent = rounded(face.descender)
        return ((lineHeight(for: font) - ascent - descent) / 2).rounded(.down) + ascent
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
}

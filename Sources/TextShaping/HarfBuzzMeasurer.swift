import Foundation
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

    public var fontPath: String { regular.face.path }
    /// The face bold text (weight 600 and up) is set in; the regular one when there is none.
    public var boldFontPath: String { (bold ?? regular).face.path }
    private let regular: Shaper
    private let bold: Shaper?

    /// One face with its own cache of shaped texts.
    private struct Shaper: Sendable {
        let face: FontFace
        let cache = ShapeCache()
        let hyphenUnits: Int
        init(path: String) throws {
            face = try FontFace(path: path)
            hyphenUnits = face.hasGlyph(for: "\u{2010}") ? face.advance(of: "\u{2010}") : face.advance(of: "-")
        }
    }

    /// Opens the font at `fontPath`, and its bold face at `boldFontPath` — by default the
    /// sibling file named `…-Bold` (DejaVuSans-Bold.ttf), when it exists; without one, bold text
    /// is measured in the regular face. Throws `FontError` naming the path and the fix.
    public init(fontPath: String = HarfBuzzMeasurer.defaultFontPath, boldFontPath: String? = nil) throws {
        regular = try Shaper(path: fontPath)
        if let boldFontPath {
            bold = try Shaper(path: boldFontPath)
        } else if let sibling = Self.boldSibling(of: fontPath), FileManager.default.fileExists(atPath: sibling) {
            bold = try Shaper(path: sibling)
        } else {
            bold = nil
        }
    }

    /// `DejaVuSans-Bold.ttf` beside `DejaVuSans.ttf`.
    static func boldSibling(of path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let name = url.deletingPathExtension().lastPathComponent
        guard !name.hasSuffix("-Bold"), !url.pathExtension.isEmpty else { return nil }
        return url.deletingLastPathComponent().appendingPathComponent("\(name)-Bold.\(url.pathExtension)").path
    }

    private func shaper(_ font: FontSpec) -> Shaper { font.isBold ? bold ?? regular : regular }

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?,
                        maxLines: Int?) -> TextMeasurement {
        let shaper = shaper(font), face = shaper.face, hyphenUnits = shaper.hyphenUnits
        let paragraph = shaper.cache.paragraph(for: text) { ShapedParagraph($0, face: face) }
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
        let face = shaper(font).face
        let scale = font.size / Double(face.unitsPerEm)
        func rounded(_ units: Int) -> Double { (Double(units) * scale).rounded(.toNearestOrAwayFromZero) }
        let ascent = rounded(face.ascender), descent = rounded(face.descender)
        return ((lineHeight(for: font) - ascent - descent) / 2).rounded(.down) + ascent
    }

    /// The descent rounded to whole pixels, as `baseline` takes it.
    public func descent(for font: FontSpec) -> Double {
        let face = shaper(font).face
        return (Double(face.descender) * font.size / Double(face.unitsPerEm)).rounded(.toNearestOrAwayFromZero)
    }

    /// The height of one line box, in pixels.
    public func lineHeight(for font: FontSpec) -> Double {
        switch font.lineHeight {
        case .normal:
            let face = shaper(font).face
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

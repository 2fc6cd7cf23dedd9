import Testing
import TextShaping
import ViewTree

/// Texts built from characters that stress collapsing, breaking, bidi and shaping, checked
/// against what must hold for any text. The generator is seeded, so a failure repeats.
@Suite struct GeneratedTextTests {
    static let pieces: [String] = [
        "a", "AV", "word", "fi", "-", "?", "(", ")", "/", "1", ".", " ", "  ", "\t", "\n", "\u{A0}",
        "\u{200B}", "\u{AD}", "\u{200D}", "\u{301}", "\u{FE0F}", "é", "ß", "Ω", "Ж", "ש", "مرحبا",
        "ب", "١", "中", "。", "「", "か", "ゃ", "한", "😀", "👍🏽", "🇺🇸", "❤", "—", "…", "“", "€",
    ]

    /// SplitMix64: a tiny seeded generator.
    struct Generator {
        var state: UInt64
        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    static let texts: [String] = {
        var generator = Generator(state: 20_261_122)
        return (0..<300).map { _ in
            (0..<generator.next(below: 12)).map { _ in pieces[generator.next(below: pieces.count)] }.joined()
        }
    }()

    @Test func linesQuoteTheTextInOrder() {
        for text in Self.texts {
            let expected = String(text.unicodeScalars.drop { [" ", "\t", "\n"].contains($0) })
            for maxWidth in [nil, 0, 37.5] as [Double?] {
                let measured = dejaVu.measure(text, font: FontSpec(size: 13), maxWidth: maxWidth, maxLines: nil)
                let joined = measured.lines.joined()
                let visible = expected.unicodeScalars.contains { ![" ", "\t", "\n"].contains($0) }
                #expect(Array(joined.unicodeScalars) == (visible ? Array(expected.unicodeScalars) : []),
                        "\(text.debugDescription) in \(String(describing: maxWidth))")
                #expect(measured.lineWidths.count == measured.lineCount)
                #expect(measured.width == (measured.lineWidths.max() ?? 0))
            }
        }
    }

    @Test func narrowerNeverTakesFewerLines() {
        for text in Self.texts {
            let counts = [nil, 80, 20, 0].map { (maxWidth: Double?) in
                dejaVu.measure(text, font: FontSpec(size: 13), maxWidth: maxWidth, maxLines: nil).lineCount
            }
            #expect(counts == counts.sorted(), "\(text.debugDescription): \(counts)")
            #expect(counts[0] <= 1)
        }
    }

    /// What layout relies on to skip breaking: given at least its one-line width, a text is
    /// set as that one line (`intrinsicSizes.oneLine`), with or without a line limit.
    @Test func aTextFitsInItsOwnSingleLineWidth() {
        for text in Self.texts {
            let font = FontSpec(size: 13)
            let single = dejaVu.measure(text, font: font, maxWidth: nil, maxLines: nil)
            let sizes = dejaVu.intrinsicSizes(of: text, font: font)
            #expect(sizes.oneLine == TextExtent(single) && single.lineCount <= 1, "\(text.debugDescription)")
            #expect(sizes.minContentWidth <= sizes.maxContentWidth, "\(text.debugDescription)")
            for width in [single.width, single.width + 0.01, single.width + 100] {
                for maxLines in [nil, 1, 3] as [Int?] {
                    let again = dejaVu.measure(text, font: font, maxWidth: width, maxLines: maxLines)
                    #expect(TextExtent(again) == sizes.oneLine, "\(text.debugDescription) at \(width), \(String(describing: maxLines))")
                }
            }
        }
    }
}

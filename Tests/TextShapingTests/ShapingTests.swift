import Testing
import TextShaping
import ViewTree

@Suite struct ShapingTests {
    @Test func kerningNarrowsPairs() {
        #expect(width("AV") < width("A") + width("V"))
        #expect(width("To") < width("T") + width("o"))
    }

    @Test func widthsAreWholeLayoutUnits() {
        for text in ["Hello", "AVAVAV", "مرحبا", "naïve résumé", "中文"] {
            for size in [11.0, 12, 17, 24.5] {
                let value = width(text, size: size) * 64
                #expect(value == value.rounded(), "\(text) at \(size) px: \(value / 64)")
            }
        }
    }

    @Test func widthScalesWithSize() {
        let small = width("Scale me", size: 10), large = width("Scale me", size: 40)
        #expect(abs(large - 4 * small) < 4.0 / 64 * 4)
    }

    @Test func missingGlyphsTakeOneNotdefPerCodePoint() {
        // DejaVu Sans has no CJK: each ideograph is one .notdef box, whatever the ideograph.
        #expect(width("中文字") == width("一二三"))
        #expect(abs(width("中文字") - 3 * width("中")) <= 2.0 / 64)
    }

    @Test func decomposedAccentsMeasureAsPrecomposed() {
        #expect(width("cafe\u{301}") == width("caf\u{E9}"))
    }

    @Test func mixedDirectionTextIsShapedInRuns() {
        // Shaped as one left-to-right run, the Arabic would join in the wrong order.
        let mixed = width("Hello مرحبا World")
        // Trailing spaces hang, so each space is measured between two x's.
        let parts = width("Hello x") - width("x") + width("مرحبا") + width("x World") - width("x")
        #expect(abs(mixed - parts) <= 5.0 / 64)
        #expect(width("مرحبا") < width("م") + width("ر") + width("ح") + width("ب") + width("ا"))
    }

    @Test func measuringIsDeterministicAcrossThreads() async {
        let texts = TextMeasureBenchmark.sampleTexts
        let font = FontSpec(size: 15)
        let fresh = try? HarfBuzzMeasurer()
        let expected = texts.map { dejaVu.measure($0, font: font, maxWidth: 90, maxLines: nil) }
        guard let fresh else { Issue.record("DejaVu Sans did not open"); return }
        let results = await withTaskGroup(of: [TextMeasurement].self) { group in
            for _ in 0..<8 {
                group.addTask { texts.map { fresh.measure($0, font: font, maxWidth: 90, maxLines: nil) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}

@Suite struct CacheTests {
    @Test func canonicallyEquivalentTextsKeepTheirOwnCodePoints() {
        let composed = "caf\u{E9} au lait", decomposed = "cafe\u{301} au lait"
        for text in [composed, decomposed, composed] {
            let measured = dejaVu.measure(text, font: FontSpec(size: 17), maxWidth: 0, maxLines: nil)
            #expect(Array(measured.lines.joined().unicodeScalars) == Array(text.unicodeScalars))
        }
    }
}

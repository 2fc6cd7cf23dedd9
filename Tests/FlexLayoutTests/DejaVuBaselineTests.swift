import Foundation
import Testing
import FlexLayout
import TextShaping
import ViewTree

@Suite struct DejaVuBaselineTests {
    /// `unitsPerEm` from `head` and ascender, descender and line gap from `hhea`, read from
    /// the font file itself.
    struct FontMetrics {
        var unitsPerEm = 0.0, ascender = 0.0, descender = 0.0, lineGap = 0.0

        init(fontFile path: String) throws {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
            func i16(_ at: Int) -> Double { Double(Int16(bitPattern: UInt16(u16(at)))) }
            func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
            for record in stride(from: 12, to: 12 + 16 * u16(4), by: 16) {
                let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self), table = u32(record + 8)
                if tag == "head" { unitsPerEm = Double(u16(table + 18)) }
                if tag == "hhea" { (ascender, descender, lineGap) = (i16(table + 4), -i16(table + 6), i16(table + 8)) }
            }
        }

        /// Chromium: ascent and descent rounded to whole px, `normal` adds the rounded line
        /// gap, and the half-leading above the ascent is rounded down.
        func line(_ size: Double) -> (baseline: Double, height: Double) {
            let px = { (units: Double) in (units * size / unitsPerEm).rounded(.toNearestOrAwayFromZero) }
            let height = px(ascender) + px(descender) + px(lineGap)
            return (((height - px(ascender) - px(descender)) / 2).rounded(.down) + px(ascender), height)
        }
    }

    @Test func dejaVuTextsOf12And24PxShareABaseline() throws {
        let measurer = try HarfBuzzMeasurer()
        let metrics = try FontMetrics(fontFile: HarfBuzzMeasurer.defaultFontPath)
        #expect(metrics.unitsPerEm == 2048 && metrics.ascender == 1901)
        let small = metrics.line(12), large = metrics.line(24)
        let root = FlexLayoutEngine(measurer: measurer).layout(TextBaselineTests.baselineRow()).root
        #expect(root.children.map(\.frame.y) == [large.baseline - small.baseline, 0])
        #expect(root.children.map(\.frame.height) == [small.height, large.height])
        #expect(root.frame.height == max(large.baseline - small.baseline + small.height, large.height))
    }
}

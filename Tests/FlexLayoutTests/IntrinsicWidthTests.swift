import PropertyTesting
import Testing
import ViewTree

/// The measurers' one-pass intrinsic sizes agree with setting the text on one line and at
/// every break opportunity, and a text given its one-line width is set as that line.
@Suite struct IntrinsicWidthTests {
    static let texts = ["", "   ", "a", "ab cd", "  ab   cd  ", "one\ttwo\nthree\r four", "supercalifragilistic x",
                        "HH\u{200B}HH\u{200B}H", "héllo wörld ü", "mixed ascii and ünïcode words"]

    @Test(arguments: texts) func fastWidthsMatchMeasuredWidths(_ text: String) {
        let font = FontSpec(size: 10)
        for measurer in [FixedAdvanceMeasurer(advance: 7.3, normalLineHeight: 16), FixedAdvanceMeasurer()] {
            let sizes = measurer.intrinsicSizes(of: text, font: font)
            let oneLine = measurer.measure(text, font: font, maxWidth: nil, maxLines: nil)
            let minContent = measurer.measure(text, font: font, maxWidth: 0, maxLines: nil).width
            #expect(sizes.oneLine == TextExtent(oneLine))
            #expect(sizes.minContentWidth == min(minContent, oneLine.width))
            #expect(measurer.intrinsicWidths(of: text, font: font) == (sizes.minContentWidth, oneLine.width))
            for width in [oneLine.width, oneLine.width + 3] {
                #expect(TextExtent(measurer.measure(text, font: font, maxWidth: width, maxLines: 1)) == sizes.oneLine)
            }
        }
    }

    /// Texts up to 200 bytes, so words start and end at every offset in and across the 8-byte
    /// and 64-byte blocks the ASCII scan reads, with runs of spaces, and now and then a tab or
    /// a character that is not ASCII (which the scan leaves to the byte loop).
    static let scannedText: Gen<String> = Gen<String>.element(of: ["a", "bb", "ccccccc", "dddddddd", "eeeeeeeee",
                                                                  "ffffffffffffffffff", " ", "  ", "   ", "\t", "é", "~!"])
        .array(count: 0...60).map { $0.joined() }

    /// With an advance of 7 the short ASCII texts are counted at once; 7.3 px steps do not sum
    /// exactly, and those texts are summed word by word (`FixedAdvanceMeasurer.sumsExactly`).
    @Test(arguments: [7.3, 7]) func intrinsicSizesOfGeneratedTextsMatchMeasuredWidths(_ advance: Double) {
        let font = FontSpec(size: 10)
        let measurer = FixedAdvanceMeasurer(advance: advance, normalLineHeight: 16)
        let report = checkProperty(config: PropertyConfig(maxTestsCount: 800, strategy: .consistent),
                                   generator: Self.scannedText) { text, context in
            let sizes = measurer.intrinsicSizes(of: text, font: font)
            let oneLine = measurer.measure(text, font: font, maxWidth: nil, maxLines: nil)
            let minContent = measurer.measure(text, font: font, maxWidth: 0, maxLines: nil).width
            context.label(text.utf8.count > 64 ? "over 64 bytes" : "64 bytes or fewer")
            guard sizes.oneLine == TextExtent(oneLine), sizes.minContentWidth == min(minContent, oneLine.width) else {
                return .fail("intrinsic \(sizes), one line \(oneLine.width), min-content \(minContent)")
            }
            return .pass
        }
        #expect(report.status == .passed, "\(report.shrunk.map { $0.input.debugDescription } ?? "")\n\(report.shrunk?.evidence ?? "")")
        #expect(report.statistics.labels["over 64 bytes", default: 0] > 100, "too few texts cross a 64-byte block")
    }

    @Test func linesJoinWordsWithOneSpaceWhateverTheSourceSpacing() {
        let m = AhemMeasurer()
        let set = m.measure("ab \t cd\nef gh", font: FontSpec(size: 10), maxWidth: 50, maxLines: nil)
        #expect(set.lines == ["ab cd", "ef gh"])
        #expect(set.lineWidths == [50, 50])
    }
}

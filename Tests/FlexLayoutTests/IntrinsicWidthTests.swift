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

    @Test func linesJoinWordsWithOneSpaceWhateverTheSourceSpacing() {
        let m = AhemMeasurer()
        let set = m.measure("ab \t cd\nef gh", font: FontSpec(size: 10), maxWidth: 50, maxLines: nil)
        #expect(set.lines == ["ab cd", "ef gh"])
        #expect(set.lineWidths == [50, 50])
    }
}

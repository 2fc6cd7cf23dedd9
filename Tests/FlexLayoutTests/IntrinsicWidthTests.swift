import Testing
import ViewTree

/// The measurers' one-pass intrinsic widths agree with setting the text on one line and at
/// every break opportunity.
@Suite struct IntrinsicWidthTests {
    static let texts = ["", "   ", "a", "ab cd", "  ab   cd  ", "one\ttwo\nthree\r four", "supercalifragilistic x",
                        "HH\u{200B}HH\u{200B}H", "héllo wörld ü", "mixed ascii and ünïcode words"]

    @Test(arguments: texts) func fastWidthsMatchMeasuredWidths(_ text: String) {
        let font = FontSpec(size: 10)
        for measurer in [FixedAdvanceMeasurer(advance: 7.3, normalLineHeight: 16), FixedAdvanceMeasurer()] {
            let widths = measurer.intrinsicWidths(of: text, font: font)
            let maxContent = measurer.measure(text, font: font, maxWidth: nil, maxLines: nil).width
            let minContent = measurer.measure(text, font: font, maxWidth: 0, maxLines: nil).width
            #expect(widths.max == maxContent)
            #expect(widths.min == min(minContent, maxContent))
        }
    }

    @Test func linesJoinWordsWithOneSpaceWhateverTheSourceSpacing() {
        let m = AhemMeasurer()
        let set = m.measure("ab \t cd\nef gh", font: FontSpec(size: 10), maxWidth: 50, maxLines: nil)
        #expect(set.lines == ["ab cd", "ef gh"])
        #expect(set.lineWidths == [50, 50])
    }
}

import Testing
import ViewTree

@Suite struct MeasurerTests {
    let ahem = FontSpec(size: 10, lineHeight: .multiple(1))

    @Test func ahemGlyphsAreSquaresAndZeroWidthSpacesBreakLines() {
        let m = AhemMeasurer()
        let oneLine = m.measure("HH\u{200B}HH\u{200B}HH", font: ahem, maxWidth: nil, maxLines: nil)
        #expect(oneLine.width == 60 && oneLine.height == 10)
        let minContent = m.measure("HH\u{200B}HH\u{200B}HH", font: ahem, maxWidth: 0, maxLines: nil)
        #expect(minContent.width == 20 && minContent.lineCount == 3)
    }

    @Test func spacesCollapseAndHangAtLineEnds() {
        let m = AhemMeasurer()
        let text = m.measure("  ab   cd  ", font: ahem, maxWidth: 30, maxLines: nil)
        #expect(text.lines == ["ab", "cd"])
        #expect(text.width == 20)
        let wide = m.measure("ab cd", font: ahem, maxWidth: 50, maxLines: nil)
        #expect(wide.lines == ["ab cd"] && wide.width == 50)
    }

    @Test func maxLinesCutsAndSaysSo() {
        let m = FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16)
        let text = m.measure("one two three four", font: FontSpec(size: 12), maxWidth: 40, maxLines: 2)
        #expect(text.lineCount == 2 && text.truncated && text.unlimitedLineCount == 4)
        #expect(text.height == 32)
    }
}

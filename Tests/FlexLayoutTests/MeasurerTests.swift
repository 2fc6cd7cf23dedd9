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

    /// `extent` counts the lines `measure` sets, without setting them: the same box on every
    /// text, width and line limit (ASCII counted, the rest measured).
    @Test func extentIsTheBoxOfTheSetText() {
        let measurers: [any TextMeasurer] = [FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16), AhemMeasurer()]
        let texts = ["", "   ", "one", "one two three four", "  spaced   out  words ", "tab\tand\nnewline",
                     "a bb ccc dddd eeeee ffffff", "naïve café au lait", "zero\u{200B}width\u{200B}breaks"]
        for m in measurers {
            for text in texts {
                for maxWidth in [nil, 0, 7, 20, 45, 100, 1000] as [Double?] {
                    for maxLines in [nil, 0, 1, 2] as [Int?] {
                        let set = m.measure(text, font: FontSpec(size: 10), maxWidth: maxWidth, maxLines: maxLines)
                        let extent = m.extent(of: text, font: FontSpec(size: 10), maxWidth: maxWidth, maxLines: maxLines)
                        #expect(extent == TextExtent(set),
                                "\(type(of: m)) \(text.debugDescription) maxWidth \(String(describing: maxWidth)) maxLines \(String(describing: maxLines))")
                    }
                }
            }
        }
    }
}

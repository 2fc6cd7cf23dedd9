import Testing
import TextShaping
import ViewTree

@Suite struct LineLimitTests {
    let text = "The quick brown fox jumps over the lazy dog and keeps on running far away."

    @Test func aLineLimitCutsAndSaysByHowMuch() {
        let font = FontSpec(size: 17)
        let all = dejaVu.measure(text, font: font, maxWidth: 120, maxLines: nil)
        #expect(all.lineCount > 2)
        #expect(!all.truncated)
        let cut = dejaVu.measure(text, font: font, maxWidth: 120, maxLines: 2)
        #expect(cut.truncated)
        #expect(cut.lines == Array(all.lines.prefix(2)))
        #expect(cut.unlimitedLineCount == all.lineCount)
        #expect(cut.height == 2 * dejaVu.lineHeight(for: font))
        #expect(cut.width == all.lineWidths.prefix(2).max())
    }

    @Test func aLimitTheTextFitsInCutsNothing() {
        let font = FontSpec(size: 17)
        let all = dejaVu.measure(text, font: font, maxWidth: 120, maxLines: nil)
        let limited = dejaVu.measure(text, font: font, maxWidth: 120, maxLines: all.lineCount)
        #expect(limited == all)
    }

    @Test func aTooNarrowWidthShowsAsWidthBeyondIt() {
        let measured = dejaVu.measure("internationalization", font: FontSpec(size: 17),
                                      maxWidth: 60, maxLines: 1)
        #expect(!measured.truncated)
        #expect(measured.width > 60)
    }

    @Test func lineHeightsFollowTheStyle() {
        let two = "first second"
        let points = dejaVu.measure(two, font: FontSpec(size: 17, lineHeight: .points(30)),
                                    maxWidth: 0, maxLines: nil)
        #expect(points.lineCount == 2 && points.height == 60)
        let multiple = dejaVu.measure(two, font: FontSpec(size: 20, lineHeight: .multiple(1.5)),
                                      maxWidth: 0, maxLines: nil)
        #expect(multiple.height == 2 * 30)
        let normal = dejaVu.measure(two, font: FontSpec(size: 17), maxWidth: 0, maxLines: nil)
        #expect(normal.height == 2 * dejaVu.lineHeight(for: FontSpec(size: 17)))
    }

    @Test func zeroWidthGivesTheMinContentWidth() {
        let measured = dejaVu.measure("a bb ccc", font: FontSpec(size: 17), maxWidth: 0, maxLines: nil)
        #expect(measured.lines == ["a ", "bb ", "ccc"])
        #expect(measured.width == width("ccc"))
    }
}

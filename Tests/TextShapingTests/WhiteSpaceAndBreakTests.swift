import Testing
import TextShaping
import ViewTree

/// CSS `white-space: normal` and the break opportunities Chromium finds.
@Suite struct WhiteSpaceAndBreakTests {
    @Test func runsOfWhiteSpaceCountOnce() {
        #expect(width("a  \t\n b") == width("a b"))
        #expect(width("   leading and trailing   ") == width("leading and trailing"))
    }

    @Test func allSpaceTextIsEmpty() {
        let measured = dejaVu.measure(" \t\n ", font: FontSpec(size: 17), maxWidth: 100, maxLines: nil)
        #expect(measured.width == 0 && measured.height == 0 && measured.lineCount == 0)
    }

    @Test func trailingSpacesHangButStayOnTheirLine() {
        #expect(lines("one two", maxWidth: 0) == ["one ", "two"])
        let measured = dejaVu.measure("one   two", font: FontSpec(size: 17), maxWidth: 0, maxLines: nil)
        #expect(measured.lines == ["one   ", "two"])
        #expect(measured.lineWidths[0] == width("one"))
    }

    @Test func noBreakSpaceDoesNotBreak() {
        #expect(lines("no\u{A0}break", maxWidth: 0).count == 1)
    }

    @Test func zeroWidthSpaceBreaksAndHasNoWidth() {
        #expect(lines("zero\u{200B}width", maxWidth: 0) == ["zero\u{200B}", "width"])
        #expect(width("zero\u{200B}width") == width("zerowidth"))
    }

    @Test func softHyphenBreaksWithAVisibleHyphen() {
        #expect(width("soft\u{AD}ware") == width("software"))
        let measured = dejaVu.measure("soft\u{AD}ware", font: FontSpec(size: 17), maxWidth: 0, maxLines: nil)
        #expect(measured.lines == ["soft\u{AD}", "ware"])
        #expect(measured.lineWidths[0] == width("soft\u{2010}"))
        #expect(measured.lineWidths[0] > width("soft"))
    }

    @Test func hyphensBreakAfterButNotBeforeAMinusSign() {
        #expect(lines("well-known", maxWidth: 0) == ["well-", "known"])
        #expect(lines("x -5", maxWidth: 0) == ["x ", "-5"])
        #expect(lines("2026-11-22", maxWidth: 0) == ["2026-", "11-", "22"])
    }

    @Test func slashesAndApostrophesDoNotBreak() {
        #expect(lines("and/or don't", maxWidth: 0) == ["and/or ", "don't"])
    }

    @Test func ideographsBreakBetweenThemButNotBeforeClosingPunctuation() {
        #expect(lines("中文字", maxWidth: 0) == ["中", "文", "字"])
        #expect(lines("中文。", maxWidth: 0) == ["中", "文。"])
        #expect(lines("「引用」", maxWidth: 0) == ["「引", "用」"])
    }

    @Test func combiningMarksAndJoinersStayWithTheirBase() {
        #expect(lines("e\u{301}e\u{301}", maxWidth: 0).count == 1)
        #expect(lines("👨\u{200D}👩", maxWidth: 0).count == 1)
        #expect(lines("😀😃", maxWidth: 0).count == 2)
    }

    @Test func aLongWordOverflowsRatherThanBreaks() {
        let measured = dejaVu.measure("Supercalifragilistic is long", font: FontSpec(size: 17),
                                      maxWidth: 50, maxLines: nil)
        #expect(measured.lines.first == "Supercalifragilistic ")
        #expect(measured.width > 50)
    }

    @Test func aLineMeasuredWideHoldsTheTextInThatWidth() {
        let text = "A sentence that fits exactly its own width"
        let single = width(text)
        #expect(lines(text, maxWidth: single).count == 1)
        #expect(lines(text, maxWidth: single + 0.1 - 0.1).count == 1)
        #expect(lines(text, maxWidth: single - 1 / 64).count == 2)
    }
}

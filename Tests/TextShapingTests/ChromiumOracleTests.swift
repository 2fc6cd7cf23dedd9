import Testing
import TextShaping
import ViewTree

/// The whole of `Tests/Fixtures/text-metrics/dejavu-sans.json`, at every size it holds.
@Suite struct ChromiumOracleTests {
    static let sizes = Oracle.sizes

    @Test func oracleIsReadWhole() throws {
        let oracle = try Oracle.shared()
        #expect(!oracle.samples.isEmpty)
        #expect(!Self.sizes.isEmpty)
        for sample in oracle.samples {
            #expect(Self.sizes.allSatisfy { sample.nowrapWidth[$0]?.isFinite == true }, "\(sample.id)")
        }
    }

    @Test(arguments: sizes)
    func singleLineWidthsWithinHalfAPixel(size: Int) throws {
        let oracle = try Oracle.shared()
        for sample in oracle.samples {
            let expected = sample.nowrapWidth[size] ?? .nan
            let measured = dejaVu.measure(sample.text, font: FontSpec(size: Double(size)),
                                          maxWidth: nil, maxLines: nil)
            #expect(abs(measured.width - expected) <= 0.5,
                    "\(sample.id) at \(size) px: \(measured.width) px, Chromium \(expected) px")
            #expect(measured.height == sample.nowrapHeight[size], "\(sample.id) at \(size) px: height")
        }
    }

    @Test(arguments: sizes)
    func wrappedLineCountsAndHeightsEqual(size: Int) throws {
        let oracle = try Oracle.shared()
        for sample in oracle.samples {
            let expected = sample.wrapLines[size] ?? []
            let measured = dejaVu.measure(sample.text, font: FontSpec(size: Double(size)),
                                          maxWidth: oracle.wrapWidth, maxLines: nil)
            #expect(measured.lineCount == expected.count,
                    "\(sample.id) at \(size) px: \(measured.lines), Chromium \(expected.map(\.text))")
            #expect(measured.height == sample.wrapHeight[size], "\(sample.id) at \(size) px: height")
        }
    }

    /// Stricter than the issue asks: each line holds the same text as in Chromium (collapsed
    /// spaces included) and is as wide within half a pixel.
    @Test(arguments: sizes)
    func wrappedLinesBreakWhereChromiumBreaks(size: Int) throws {
        let oracle = try Oracle.shared()
        for sample in oracle.samples {
            let expected = sample.wrapLines[size] ?? []
            let measured = dejaVu.measure(sample.text, font: FontSpec(size: Double(size)),
                                          maxWidth: oracle.wrapWidth, maxLines: nil)
            #expect(measured.lines == expected.map(\.text), "\(sample.id) at \(size) px")
            guard measured.lines.count == expected.count else { continue }
            for (line, chromium) in zip(measured.lineWidths, expected) {
                #expect(abs(line - chromium.width) <= 0.5,
                        "\(sample.id) at \(size) px: line \"\(chromium.text)\" \(line) px, Chromium \(chromium.width) px")
            }
        }
    }

    @Test(arguments: sizes)
    func normalLineHeightRoundsAscentAndDescentApart(size: Int) throws {
        let measured = dejaVu.lineHeight(for: FontSpec(size: Double(size)))
        #expect(measured == (try Oracle.shared()).lineHeight[size])
    }
}

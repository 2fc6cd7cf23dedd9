import CHarfBuzz

/// Everything about a text that does not depend on the pixel size or the width it is set in:
/// the collapsed code points, their shaped advances in font units (kerning and ligatures
/// included), the runs they were shaped in and the pieces between break opportunities.
/// Built once per text and cached.
final class ShapedParagraph: Sendable {
    /// A piece of text between two break opportunities: content, then the spaces that hang
    /// when a line ends after it.
    struct Segment: Sendable {
        var start: Int
        var contentEnd: Int
        var end: Int
        /// Ends with a soft hyphen and text follows: a line that breaks here shows a hyphen.
        var endsWithSoftHyphen: Bool
    }

    let source: String
    /// The source's UTF-8 bytes, and where each of its code points starts in them (plus the end).
    private let utf8: [UInt8]
    private let utf8Offsets: [Int]
    let text: CollapsedText
    /// The collapsed code points, as HarfBuzz takes them.
    let values: [UInt32]
    let runs: [TextRun]
    /// `unitsBefore[i]`: font units of the collapsed code points before `i`; a cluster's
    /// advance counts at its first code point.
    let unitsBefore: [Int]
    /// `true` where a line may start or end without reshaping (HarfBuzz's unsafe-to-break
    /// flag clear): no kerning pair, ligature or joining spans the position.
    let safeToBreak: [Bool]
    let segments: [Segment]

    init(_ string: String, face: FontFace) {
        source = string
        utf8 = Array(string.utf8)
        var offset = 0
        utf8Offsets = string.unicodeScalars.map { scalar in
            defer { offset += UTF8.width(scalar) }
            return offset
        } + [utf8.count]
        text = CollapsedText(Array(string.unicodeScalars))
        values = text.scalars.map(\.value)
        var advances = [Int32](repeating: 0, count: values.count)
        var needsReshape = [Bool](repeating: false, count: values.count + 1)
        runs = TextRuns.split(values)
        for run in runs {
            face.shape(values, run: run.range, rightToLeft: run.rightToLeft, script: run.script) {
                advances[$0] += $1
                if $2 { needsReshape[$0] = true }
            }
        }
        var sum = 0
        unitsBefore = [0] + advances.map { sum += Int($0); return sum }
        safeToBreak = needsReshape.map { !$0 }
        segments = Self.segments(of: text.scalars, breaks: BreakOpportunities.find(in: text.scalars))
    }

    /// The source text a line of collapsed code points covers: from its first code point to
    /// where the next line starts, so collapsed spaces stay with the line they follow.
    func sourceText(of line: Range<Int>) -> String {
        let start = utf8Offsets[text.origins[line.lowerBound]]
        let end = line.upperBound < text.origins.count ? utf8Offsets[text.origins[line.upperBound]] : utf8.count
        if start == 0, end == utf8.count { return source }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// The width in pixels of the content in `range` set as one line, with a hyphen after it
    /// or not. Each bidi level item (and the hyphen) is rounded up to Chromium's 1/64 px
    /// layout unit on its own. A line that starts or ends where kerning, a ligature or joining
    /// spans the break is shaped anew, as Chromium reshapes such line edges.
    func lineWidth(_ range: Range<Int>, hyphenUnits: Int?, scale: PixelScale, face: FontFace) -> Double {
        let reshape = (range.lowerBound > 0 && !safeToBreak[range.lowerBound])
            || (range.upperBound < values.count && !safeToBreak[range.upperBound])
        var total = hyphenUnits.map(scale.pixels) ?? 0
        var itemUnits = 0
        var itemLevel: Int?
        var runIndex = firstRun(endingAfter: range.lowerBound)
        while runIndex < runs.count, runs[runIndex].range.lowerBound < range.upperBound {
            let run = runs[runIndex]
            let part = run.range.clamped(to: range)
            runIndex += 1
            guard !part.isEmpty else { continue }
            if let level = itemLevel, level != run.level {
                total += scale.pixels(itemUnits)
                itemUnits = 0
            }
            itemLevel = run.level
            if reshape {
                face.shape(values, run: part, rightToLeft: run.rightToLeft, script: run.script) { _, advance, _ in
                    itemUnits += Int(advance)
                }
            } else {
                itemUnits += unitsBefore[part.upperBound] - unitsBefore[part.lowerBound]
            }
        }
        return itemLevel == nil ? total : total + scale.pixels(itemUnits)
    }

    /// The index of the first run that ends after `position` (binary search).
    private func firstRun(endingAfter position: Int) -> Int {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= position { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func segments(of scalars: [Unicode.Scalar], breaks: [Bool]) -> [Segment] {
        guard !scalars.isEmpty else { return [] }
        var result: [Segment] = []
        var start = 0
        for index in 1...scalars.count where index == scalars.count || breaks[index] {
            var contentEnd = index
            while contentEnd > start, scalars[contentEnd - 1] == " " { contentEnd -= 1 }
            result.append(Segment(start: start, contentEnd: contentEnd, end: index,
                                  endsWithSoftHyphen: contentEnd > start && index < scalars.count
                                      && scalars[contentEnd - 1] == "\u{AD}"))
            start = index
        }
        return result
    }
}

import CHarfBuzz

/// Everything about a text that does not depend on the pixel size or the width it is set in:
/// the collapsed code points, their shaped advances in font units (kerning and ligatures
/// included), the runs they were shaped in and the pieces between break opportunities.
/// Built once per text and cached.
struct ShapedParagraph: Sendable {
    /// A piece of text between two break opportunities: content, then the spaces that hang
    /// when a line ends after it.
    struct Segment: Sendable {
        var start: Int
        var contentEnd: Int
        var end: Int
        /// Ends with a soft hyphen, which shows as a hyphen when a line breaks after it.
        var endsWithSoftHyphen: Bool
    }

    let original: [Unicode.Scalar]
    let text: CollapsedText
    let runs: [TextRun]
    /// `unitsBefore[i]`: font units of the collapsed code points before `i`; a cluster's
    /// advance counts at its first code point.
    let unitsBefore: [Int]
    /// `true` where a line may start or end without reshaping (HarfBuzz's unsafe-to-break
    /// flag clear): no kerning pair, ligature or joining spans the position.
    let safeToBreak: [Bool]
    let segments: [Segment]

    init(_ string: String, face: FontFace) {
        original = Array(string.unicodeScalars)
        text = CollapsedText(original)
        let values = text.scalars.map(\.value)
        var advances = [Int32](repeating: 0, count: values.count)
        var unsafe = [Bool](repeating: false, count: values.count + 1)
        runs = TextRuns.split(values)
        for run in runs {
            face.shape(values, run: run.range, rightToLeft: run.rightToLeft, script: run.script,
                       advances: &advances, unsafeBefore: &unsafe)
        }
        var sum = 0
        unitsBefore = [0] + advances.map { sum += Int($0); return sum }
        safeToBreak = unsafe.map { !$0 }
        segments = Self.segments(of: text.scalars, breaks: BreakOpportunities.find(in: text.scalars))
    }

    /// Font units of the collapsed code points in `range`, one sum per bidi level item
    /// (Chromium rounds every item up to its layout unit on its own).
    func unitsByItem(_ range: Range<Int>) -> [Int] {
        var sums: [Int] = []
        var lastLevel = -1
        for run in runs {
            let part = run.range.clamped(to: range)
            guard !part.isEmpty else { continue }
            let units = unitsBefore[part.upperBound] - unitsBefore[part.lowerBound]
            if run.level == lastLevel { sums[sums.count - 1] += units } else { sums.append(units) }
            lastLevel = run.level
        }
        return sums
    }

    /// Like `unitsByItem`, but shaped anew for a line that starts or ends where kerning,
    /// a ligature or joining spans the break, as Chromium reshapes such line edges.
    func lineUnitsByItem(_ range: Range<Int>, face: FontFace) -> [Int] {
        let cutsCluster = (range.lowerBound > 0 && !safeToBreak[range.lowerBound])
            || (range.upperBound < text.scalars.count && !safeToBreak[range.upperBound])
        guard cutsCluster else { return unitsByItem(range) }
        let values = text.scalars.map(\.value)
        var advances = [Int32](repeating: 0, count: values.count)
        var unsafe = [Bool](repeating: false, count: values.count + 1)
        var sums: [Int] = []
        var lastLevel = -1
        for run in runs {
            let part = run.range.clamped(to: range)
            guard !part.isEmpty else { continue }
            face.shape(values, run: part, rightToLeft: run.rightToLeft, script: run.script,
                       advances: &advances, unsafeBefore: &unsafe)
            let units = advances[part].reduce(0) { $0 + Int($1) }
            if run.level == lastLevel { sums[sums.count - 1] += units } else { sums.append(units) }
            lastLevel = run.level
        }
        return sums
    }

    private static func segments(of scalars: [Unicode.Scalar], breaks: [Bool]) -> [Segment] {
        guard !scalars.isEmpty else { return [] }
        var result: [Segment] = []
        var start = 0
        for index in 1...scalars.count where index == scalars.count || breaks[index] {
            var contentEnd = index
            while contentEnd > start, scalars[contentEnd - 1] == " " { contentEnd -= 1 }
            result.append(Segment(start: start, contentEnd: contentEnd, end: index,
                                  endsWithSoftHyphen: contentEnd > start
                                      && scalars[contentEnd - 1] == "\u{AD}"))
            start = index
        }
        return result
    }
}

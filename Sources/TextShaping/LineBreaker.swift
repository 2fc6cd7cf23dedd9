/// Greedy line breaking as Chromium's LayoutNG does it for `white-space: normal` and
/// `overflow-wrap: normal`: each line ends at the furthest break opportunity where its
/// content (trailing spaces hang and do not count) fits; a piece that fits nowhere overflows
/// its own line. A line that ends at a soft hyphen shows a hyphen, which counts towards its
/// width, so a soft hyphen may not fit where a later opportunity does.
struct LineBreaker {
    /// One line: its collapsed code points (trailing spaces included) and where its
    /// content ends.
    struct Line: Equatable {
        var range: Range<Int>
        var contentEnd: Int
        var hyphenated: Bool
    }

    /// Lets a width computed with float noise (`w + p - p`) still hold a line measured `w` wide.
    static let tolerance = 1e-6

    /// The width in pixels of the content in a range, with a hyphen after it or not.
    let width: (_ content: Range<Int>, _ hyphenated: Bool) -> Double

    func lines(of paragraph: ShapedParagraph, maxWidth: Double?) -> [Line] {
        let segments = paragraph.segments
        var lines: [Line] = []
        var first = 0
        while first < segments.count {
            let start = segments[first].start
            var chosen = first
            if let maxWidth {
                let limit = maxWidth + Self.tolerance
                var next = first
                while next < segments.count, width(start..<segments[next].contentEnd, false) <= limit {
                    if !segments[next].endsWithSoftHyphen
                        || width(start..<segments[next].contentEnd, true) <= limit {
                        chosen = next
                    }
                    next += 1
                }
            } else {
                chosen = segments.count - 1
            }
            let last = segments[chosen]
            lines.append(Line(range: start..<last.end, contentEnd: last.contentEnd,
                              hyphenated: last.endsWithSoftHyphen))
            first = chosen + 1
        }
        return lines
    }
}

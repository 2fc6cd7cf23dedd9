/// Greedy line breaking as Chromium's LayoutNG does it for `white-space: normal` and
/// `overflow-wrap: normal`: each line takes pieces while its content (trailing spaces hang
/// and do not count) fits; a piece that fits nowhere overflows its own line. A line that ends
/// at a soft hyphen shows a hyphen, which counts towards its width.
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
        var lines: [Line] = []
        var current: Line?
        for segment in paragraph.segments {
            if let line = current, let maxWidth,
               width(line.range.lowerBound..<segment.contentEnd, segment.endsWithSoftHyphen)
                > maxWidth + Self.tolerance {
                lines.append(line)
                current = nil
            }
            let start = current?.range.lowerBound ?? segment.start
            current = Line(range: start..<segment.end, contentEnd: segment.contentEnd,
                           hyphenated: segment.endsWithSoftHyphen)
        }
        if var last = current {
            last.hyphenated = false  // the text ends there: a soft hyphen shows nothing
            lines.append(last)
        }
        return lines
    }
}

/// CSS `white-space: normal` collapsing (CSS Text 3, §4.1.1).
///
/// A run of spaces, tabs and line feeds becomes one space; a run at the start of the text
/// goes. A run holding a line feed goes entirely when a zero width space or two East Asian
/// wide characters sit on either side of it (the segment break transformation). Every kept
/// code point remembers its index in the original text, so lines can quote the original.
struct CollapsedText {
    var scalars: [Unicode.Scalar] = []
    /// For each kept code point, its index among the original text's code points.
    var origins: [Int] = []

    init(_ original: [Unicode.Scalar]) {
        scalars.reserveCapacity(original.count)
        origins.reserveCapacity(original.count)
        var index = 0
        while index < original.count {
            let scalar = original[index]
            guard Self.isCollapsible(scalar) else {
                scalars.append(scalar)
                origins.append(index)
                index += 1
                continue
            }
            let start = index
            var hasSegmentBreak = false
            while index < original.count, Self.isCollapsible(original[index]) {
                hasSegmentBreak = hasSegmentBreak || original[index] == "\n" || original[index] == "\r"
                index += 1
            }
            guard let before = scalars.last else { continue }
            if hasSegmentBreak, !(original[start..<index].contains { $0 == " " || $0 == "\t" }),
               index < original.count,
               Self.removesSegmentBreak(before: before, after: original[index]) {
                continue
            }
            scalars.append(" ")
            origins.append(start)
        }
    }

    static func isCollapsible(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func removesSegmentBreak(before: Unicode.Scalar, after: Unicode.Scalar) -> Bool {
        if before == "\u{200B}" || after == "\u{200B}" { return true }
        return LineBreakClass.isWideEastAsian(before) && LineBreakClass.isWideEastAsian(after)
    }
}

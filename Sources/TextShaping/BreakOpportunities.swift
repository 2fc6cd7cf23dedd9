/// Where a line may break in collapsed text, the way Chromium's `LazyLineBreakIterator` finds
/// them for `word-break: normal`:
/// - after a run of spaces, whatever follows;
/// - between two printable ASCII characters, only where Blink's own ASCII table allows it:
///   after `-` and `?` before most characters, and before `(` `<` `[` `{` after closing
///   punctuation and operators; `-` before a digit breaks only after a letter or digit;
/// - next to any other character (NBSP aside), where UAX #14 allows it (`UAX14Pairs`).
///
/// `result[i]` is `true` when a line may start at code point `i`.
enum BreakOpportunities {
    static func find(in scalars: [Unicode.Scalar]) -> [Bool] {
        var result = [Bool](repeating: false, count: scalars.count + 1)
        guard scalars.count > 1 else { return result }
        let unicode = UAX14Pairs(scalars: scalars)
        for index in 1..<scalars.count {
            let last = scalars[index - 1], current = scalars[index]
            if current == " " { continue }
            if last == " " {
                result[index] = true
            } else if let ascii = asciiBreak(before: index >= 2 ? scalars[index - 2] : nil,
                                             last: last, next: current) {
                result[index] = ascii
            } else {
                result[index] = unicode.allowsBreak(before: index)
            }
        }
        return result
    }

    /// Blink's answer for an ASCII pair, or `nil` when UAX #14 decides.
    private static func asciiBreak(before: Unicode.Scalar?, last: Unicode.Scalar,
                                   next: Unicode.Scalar) -> Bool? {
        if last == "-", isASCIIDigit(next) {
            guard let before else { return false }
            return isASCIIDigit(before) || ("a"..."z").contains(before) || ("A"..."Z").contains(before)
        }
        let needsUnicode: (Unicode.Scalar) -> Bool = { !$0.isASCII && $0 != "\u{A0}" }
        if needsUnicode(last) || needsUnicode(next) { return nil }
        guard isTableCharacter(last), isTableCharacter(next) else { return false }
        switch last {
        case "-": return breaksAfterHyphen.contains(next)
        case "?": return breaksAfterQuestionMark.contains(next)
        default: return closesBeforeOpening.contains(last) && "(<[{".unicodeScalars.contains(next)
        }
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isTableCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x21 && scalar.value <= 0x7F
    }

    /// Letters, digits and most symbols: what may start a line after `-` or `?`.
    private static let wordLike: Set<Unicode.Scalar> = Set(
        "%&(*+-0123456789<=>@[\\^_`{|~".unicodeScalars
    ).union((0x41...0x5A).map { Unicode.Scalar($0)! }).union((0x61...0x7A).map { Unicode.Scalar($0)! })
    private static let breaksAfterHyphen = wordLike.union("\"#'\u{7F}".unicodeScalars)
    private static let breaksAfterQuestionMark = wordLike.union("#$".unicodeScalars)
    private static let closesBeforeOpening = Set("!\"#%&)*+,.:;=>\\]|}~".unicodeScalars)
}

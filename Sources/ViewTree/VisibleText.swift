import JSONSource

/// Text from tests shown to a person: every character that would act rather than be seen is
/// written as a Swift-style escape, `\u{1B}`, so the reader still sees what was there and
/// nothing in a test's name or message can steer the terminal or the page showing it.
///
/// The reports (`XMLCharacters` in SVGRender) and the terminal (`terminal(_:)`) escape with
/// `escaping(_:where:)`; `ShellQuoting` and `JSONValue.quoted` escape the same control
/// characters in their own syntax. A backslash is left as it is: a name that spells `\u{1B}`
/// reads like one holding an escape.
public enum VisibleText {
    /// C0 controls (tab, newline and carriage return included), DEL and C1 controls: the
    /// characters a terminal acts on (ESC starts a sequence, U+009B is CSI on its own).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// U+FDD0…U+FDEF and the last two code points of every plane (U+FFFE, U+1FFFF, …).
    public static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }

    /// `text` for a terminal: every control character escaped, newlines included, so it can
    /// neither recolour, move the cursor, clear the screen nor start a line of its own. With
    /// `keepingLines`, the text's line breaks (`\n`, `\r\n`) stay, each as `\n`.
    public static func terminal(_ text: String, keepingLines: Bool = false) -> String {
        guard keepingLines else { return escaping(text, where: isControl) }
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map { escaping(String($0), where: isControl) }.joined(separator: "\n")
    }

    /// `text` with each scalar that `hidden` accepts written as `\u{HEX}` (upper-case hex).
    public static func escaping(_ text: String, where hidden: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: hidden) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if hidden(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

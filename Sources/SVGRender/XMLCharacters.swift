/// The XML 1.0 character rules, shared by the SVG renderer and the JUnit writer.
///
/// XML 1.0 allows only `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`.
/// Anything else (control characters, U+0000, U+FFFE, U+FFFF) is replaced by a visible
/// Swift-style escape such as `\u{1B}`, so the reader still sees what was there.
public enum XMLCharacters {
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `text` with every character XML 1.0 forbids replaced by its visible escape.
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isAllowed(scalar) {
                result.append(scalar)
            } else {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(result)
    }

    /// A fast scan over UTF-8: only C0 controls and the U+FFFE/U+FFFF encodings need a look.
    private static func needsSanitizing(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte < 0x20 && byte != 0x9 && byte != 0xA && byte != 0xD { return true }
            if byte == 0xEF { return text.unicodeScalars.contains { !isAllowed($0) } }
        }
        return false
    }

    /// Sanitised and escaped for XML text content or a double-quoted attribute value.
    public static func escaped(_ text: String) -> String {
        let clean = sanitized(text)
        guard clean.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0xA || $0 == 0xD || $0 == 0x9 })
        else { return clean }
        var result = ""
        result.reserveCapacity(clean.utf8.count + 16)
        for character in clean.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

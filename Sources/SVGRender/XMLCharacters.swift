import ViewTree

/// The characters the reports write as they are: those XML 1.0 allows, less the ones HTML5
/// makes a parse error of, shared by the SVG renderer, the JUnit writer and the HTML pages.
///
/// XML 1.0 allows only `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`;
/// HTML5 also rejects DEL, the C1 controls (U+0080–U+009F) and the noncharacters (U+FDD0–U+FDEF,
/// U+1FFFE, …), which XML 1.0 only discourages. Anything else is replaced by a visible escape
/// (`VisibleText`), such as `\u{1B}`, so the reader still sees what was there.
public enum XMLCharacters {
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\t", "\n", "\r": true
        default: !VisibleText.isControl(scalar) && !VisibleText.isNoncharacter(scalar)
        }
    }

    /// `text` with every character the reports do not allow replaced by its visible escape.
    public static func sanitized(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        return VisibleText.escaping(text, where: { !isAllowed($0) })
    }

    /// A fast scan over UTF-8: only C0 controls, DEL, and the lead bytes of C1 controls (0xC2),
    /// of U+FDD0–U+FFFF (0xEF) and of the other planes (0xF0 and up) need a look.
    private static func needsSanitizing(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            if (byte < 0x20 && byte != 0x9 && byte != 0xA && byte != 0xD) || byte == 0x7F { return true }
            if byte == 0xC2 || byte >= 0xEF { return text.unicodeScalars.contains { !isAllowed($0) } }
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

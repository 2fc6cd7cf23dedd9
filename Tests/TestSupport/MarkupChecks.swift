import Foundation

/// What breaks a page or a terminal whatever the words: characters HTML5 or a terminal acts on,
/// and ids given twice. Written from the standards, apart from the code under test.
public enum MarkupChecks {
    /// Scalars HTML5 makes a parse error of in the input stream: controls other than tab,
    /// newline, form feed and carriage return; DEL and the C1 controls; noncharacters.
    public static func htmlForbidden(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return (value < 0x20 && ![0x9, 0xA, 0xC, 0xD].contains(value)) || (0x7F...0x9F).contains(value)
                || (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
        }
    }

    /// Scalars a terminal acts on, other than the newline that ends a line: C0 controls, DEL
    /// and the C1 controls (U+009B is CSI on its own).
    public static func terminalControls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
    }

    /// The values of `id="…"` attributes, in document order.
    public static func ids(in html: String) -> [String] {
        html.matches(of: /[\s]id="([^"]*)"/).map { String($0.output.1) }
    }

    /// Each id that more than one element has.
    public static func repeatedIDs(in html: String) -> [String] {
        var seen: Set<String> = [], repeated: Set<String> = []
        for id in ids(in: html) where !seen.insert(id).inserted { repeated.insert(id) }
        return repeated.sorted()
    }

    /// The ids that `href="#…"` and `url(#…)` point at, in document order.
    public static func references(in html: String) -> [String] {
        html.matches(of: /href="#([^"]*)"|url\(#([^)]*)\)/).map { String($0.output.1 ?? $0.output.2 ?? "") }
    }
}

import ViewTree

/// What `layoutwatch measure [--size 17] [--width 120] [--json] TEXT…` prints, so the CLI
/// stays a thin parser: one line per text with its width, height and line count, set on one
/// line without a width and wrapped in the width with one.
public enum MeasureCommand {
    /// One line per text, joined by newlines with none at the end (for `print`).
    /// Without `json`: `width 30.421875  height 14  lines 1  "Hello"`. With `json`: one object
    /// per line, keys in the order `text`, `width`, `height`, `lines`. Numbers print in their
    /// shortest exact form (`14`, `30.421875`), so the output is stable across runs.
    public static func run(texts: [String], size: Double, width: Double?, json: Bool,
                           measurer: any TextMeasurer) -> String {
        let font = FontSpec(size: size)
        let lines = texts.map { text -> String in
            let measured = measurer.measure(text, font: font, maxWidth: width, maxLines: nil)
            let (w, h, n) = (number(measured.width), number(measured.height), measured.lineCount)
            if json {
                return "{\"text\": \(quoted(text)), \"width\": \(w), \"height\": \(h), \"lines\": \(n)}"
            }
            return "width \(w)  height \(h)  lines \(n)  \(quoted(text))"
        }
        return lines.joined(separator: "\n")
    }

    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A JSON string literal; also how the text is quoted in the plain output, so invisible
    /// characters (tabs, U+200B) show as escapes there.
    static func quoted(_ text: String) -> String { JSONValue.quoted(text) }
}

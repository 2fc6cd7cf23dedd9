/// A finite list of values to try, LayoutTest-iOS style. A `nil` entry is "missing": the
/// key is absent from the data (not the same as an empty value).
public struct ValueTable<Value: Sendable>: Sendable {
    /// The table's name: what a spec's `{"table": NAME}` names and reports print.
    public var name: String
    /// The values, first (the simplest, which shrinking goes toward) first; `nil` is a missing value.
    public var entries: [Value?]

    /// A table of `entries` under `name`.
    public init(_ name: String, _ entries: [Value?]) {
        self.name = name
        self.entries = entries
    }

    /// One entry at random; shrinks toward the first.
    public var gen: Gen<Value?> { .element(of: entries) }
}

/// LayoutTest-iOS's default edge values, with their exact values.
extension ValueTable where Value == String {
    /// `Normal length string`, empty, missing, a long paragraph and international text (Chinese,
    /// Japanese, Korean, emoji with modifiers, symbols).
    public static let strings = ValueTable("strings", [
        "Normal length string", "", nil, EdgeText.paragraph, EdgeText.international,
    ])
}

extension ValueTable where Value == Int {
    /// 42, 0, missing, −34, `Int.max`, `Int.min`.
    public static let integers = ValueTable("integers", [42, 0, nil, -34, .max, .min])
}

extension ValueTable where Value == Double {
    /// 4.5324, 0, missing, −π, 10, ±greatest finite magnitude, 1e-12.
    public static let floats = ValueTable("floats", [
        4.5324, 0, nil, -.pi, 10, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-12,
    ])
}

extension ValueTable where Value == Bool {
    /// `true` and `false` (no missing value).
    public static let booleans = ValueTable("booleans", [true, false])
}

enum EdgeText {
    /// About 360 characters of running text, long enough to wrap several lines.
    static let paragraph = """
        This is a very long string that keeps going well past the width of any label, so that \
        text wraps onto several lines, pushes its neighbours aside, and shows whether the view \
        grows, truncates or overlaps. Layouts that look fine with a short title often break here: \
        check line breaking, hyphenation, compression resistance and the space left for the \
        other views in the same row.
        """
    /// CJK, emoji (with a modifier and a joiner sequence) and symbols on one line.
    static let international = "中文字符 日本語のテキスト 한국어 텍스트 😀👍🏽👨‍👩‍👧 ✓ ∑ → © ® ™ ∞ ¶"
}

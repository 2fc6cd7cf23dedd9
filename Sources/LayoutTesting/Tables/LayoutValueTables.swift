import Foundation
import PropertyTesting
import ViewTree

/// LayoutTest-iOS's image edge values.
extension ValueTable where Value == ImageContent {
    /// LayoutTest-iOS's image values: big, small, tall and wide, plus missing.
    public static let images = ValueTable("images", [
        ImageContent(width: 1000, height: 1000), ImageContent(width: 10, height: 10),
        ImageContent(width: 10, height: 1000), ImageContent(width: 1000, height: 10), nil,
    ])
}

/// LayoutTest-iOS's colour edge values.
extension ValueTable where Value == Color {
    /// Colours LayoutTest never had: white and black (the contrast extremes), a mid grey that
    /// passes neither way, a saturated hue, fully transparent, and missing.
    public static let colors = ValueTable("colors", [
        Color(red: 255, green: 255, blue: 255), Color(red: 0, green: 0, blue: 0),
        Color(red: 128, green: 128, blue: 128), Color(red: 255, green: 0, blue: 0),
        Color(red: 0, green: 0, blue: 0, alpha: 0), nil,
    ])
}

/// One row of a data table, LayoutTest-iOS's data dictionary: a missing value leaves its key out.
public struct DataRow: Sendable, CustomStringConvertible {
    /// The row's values by key; a key the table left out (a `nil` entry) is absent, not `nil`.
    public var values: [String: any Sendable]

    /// A row of `values`, as a provider's view function receives it.
    public init(_ values: [String: any Sendable]) { self.values = values }

    /// The value under `key` as `T`, or `nil` when the row leaves it out.
    public subscript<T>(_ key: String, as type: T.Type = T.self) -> T? { values[key] as? T }

    /// `[key: value, …]`, keys sorted, long values cut to 48 characters: how reports print a row.
    public var description: String {
        "[" + values.keys.sorted().map { key in "\(key): \(String(describing: values[key]!).truncatedForDisplay)" }
            .joined(separator: ", ") + "]"
    }
}

extension String {
    /// Long values (the paragraph) cut to keep a row on one line.
    var truncatedForDisplay: String {
        let flat = replacingOccurrences(of: "\n", with: " ")
        return flat.count > 48 ? "\"\(flat.prefix(45))…\"" : "\"\(flat)\""
    }
}

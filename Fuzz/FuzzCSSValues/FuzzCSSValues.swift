import Foundation
import FuzzSupport
import ViewTree

/// CSS values without the JSON around them: the input is an inline style, `property: value`
/// declarations separated by `;` or newlines, applied in order to one `Style` (the lenient path
/// the tree decoder takes, so each value reaches its property's value parser).
@main
enum Target: FuzzTarget {
    static func fuzz(_ data: Data) {
        var style = Style()
        for declaration in String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
            let parts = declaration.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            _ = style.apply(property: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
        }
    }
}

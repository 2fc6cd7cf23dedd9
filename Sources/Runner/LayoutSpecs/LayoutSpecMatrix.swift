import LayoutChecks
import LayoutTesting
import TestReport
import ViewTree

/// A layout spec's `matrix`: `sizes` as `"WIDTHxHEIGHT"`, `scales` as numbers, `directions` as
/// `"ltr"`/`"rtl"`. Without it: 375×667, text scale 1, left to right.
enum LayoutSpecMatrix {
    static func parse(_ reader: ObjectReader?) throws(FileDiagnostic) -> SizeMatrix {
        guard let reader else { return SizeMatrix(sizes: [Size(width: 375, height: 667)]) }
        try reader.rejectUnknownKeys(["sizes", "scales", "directions"])
        var sizes: [Size] = []
        for text in try reader.strings("sizes") ?? ["375x667"] {
            let parts = text.split { $0 == "x" || $0 == "×" }.compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                throw reader.diagnostic(reader["sizes"]!, "sizes", "\"\(text)\" is not WIDTHxHEIGHT; write e.g. \"375x667\"")
            }
            sizes.append(Size(width: parts[0], height: parts[1]))
        }
        var scales: [Double] = []
        if let node = reader["scales"] {
            guard case let .array(elements) = node.value, !elements.isEmpty else {
                throw reader.diagnostic(node, "scales", "expected a non-empty array of text scales, e.g. [1, 1.35, 2]")
            }
            for element in elements {
                guard case let .number(scale) = element.value, scale > 0, scale <= 10 else {
                    throw reader.diagnostic(element, "scales", "expected a text scale from 0 to 10 but found \(element.value.jsonText); write e.g. 1.35")
                }
                scales.append(scale)
            }
        }
        var directions: [Direction] = []
        for text in try reader.strings("directions") ?? ["ltr"] {
            switch text {
            case "ltr": directions.append(.ltr)
            case "rtl": directions.append(.rtl)
            default: throw reader.diagnostic(reader["directions"]!, "directions", "unknown direction \"\(text)\"; use \"ltr\" or \"rtl\"")
            }
        }
        guard !sizes.isEmpty, !directions.isEmpty else {
            throw FileDiagnostic(file: reader.file, line: reader.node.line, column: reader.node.column, keyPath: reader.keyPath,
                                 message: "the matrix needs at least one size and one direction")
        }
        return SizeMatrix(sizes: sizes, scales: scales.isEmpty ? [1] : scales, directions: directions)
    }
}

/// A layout spec's `checks`: a `preset` (`v1`, the default, `v2` or `basic`) and `allow`, rules to
/// switch off for the whole tree (a node's own `"allow"` switches them off for that node).
enum LayoutSpecChecks {
    static let presets: [String: [any LayoutCheck]] = ["v1": LayoutChecks.v1, "v2": LayoutChecks.v2, "basic": LayoutChecks.basic]

    static func parse(_ reader: ObjectReader?) throws(FileDiagnostic) -> [any LayoutCheck] {
        guard let reader else { return LayoutChecks.v1 }
        try reader.rejectUnknownKeys(["preset", "allow"])
        let name = try reader.string("preset") ?? "v1"
        guard let preset = presets[name] else {
            throw reader.diagnostic(reader["preset"]!, "preset", "unknown check preset \"\(name)\"; use \"v1\", \"v2\" or \"basic\"")
        }
        let allow = try reader.strings("allow") ?? []
        let rules = LayoutChecks.v2.map(\.rule)
        for rule in allow where !rules.contains(rule) {
            let guess = nearestKey(to: rule, in: rules).map { "did you mean \"\($0)\"? " } ?? ""
            throw reader.diagnostic(reader["allow"]!, "allow", "unknown check \"\(rule)\"; \(guess)the checks are \(rules.joined(separator: ", "))")
        }
        return preset.filter { !allow.contains($0.rule) }
    }
}

import TestReport
import ViewTree

extension AssertionDecoder {
    /// The relation under `key`, with the values it takes.
    static func relation(_ key: String, _ reader: ObjectReader) throws(FileDiagnostic) -> Relation {
        switch key {
        case "above", "below", "leftOf", "rightOf", "near":
            let other = try id(key, reader)
            let distance = try expected("distance", reader)
            switch key {
            case "above": return .above(other, distance ?? .anyDistance)
            case "below": return .below(other, distance ?? .anyDistance)
            case "leftOf": return .leftOf(other, distance ?? .anyDistance)
            case "rightOf": return .rightOf(other, distance ?? .anyDistance)
            default:
                guard let distance else { throw missing("distance", "add the gap as a number or [min, max]", reader) }
                return .near(other, distance)
            }
        case "inside":
            var offsets: [BoxSide: Expected] = [:]
            if let sides = try reader.object("offsets") {
                try sides.rejectUnknownKeys(BoxSide.allCases.map(\.rawValue))
                for side in BoxSide.allCases { offsets[side] = try expected(side.rawValue, sides) }
            }
            return .inside(try id(key, reader), offsets: offsets)
        case "aligned":
            let alignment: Alignment = try choice(key, reader)
            guard let other = try reader.string("with") else { throw missing("with", "add the id of the node to align with", reader) }
            return .aligned(alignment, with: other)
        case "centered":
            let axes: CenterAxes = try choice(key, reader)
            guard let container = try reader.string("in") else { throw missing("in", "add the id of the container", reader) }
            return .centered(in: container, axes)
        default:
            guard let value = try expected(key, reader) else { throw missing(key, "add a number or [min, max]", reader) }
            let size: SizeExpectation = try reader.string("percentOf").map { .percent(of: $0, value) } ?? .points(value)
            return key == "width" ? .width(size) : .height(size)
        }
    }

    static func id(_ key: String, _ reader: ObjectReader) throws(FileDiagnostic) -> String {
        guard let text = try reader.string(key) else { throw missing(key, "add a node id", reader) }
        return text
    }

    static func missing(_ key: String, _ fix: String, _ reader: ObjectReader) -> FileDiagnostic {
        reader.diagnostic(reader.node, key, "missing \"\(key)\"; \(fix)")
    }

    /// One of an enumeration's raw values, suggesting the nearest on a typo.
    static func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ reader: ObjectReader) throws(FileDiagnostic) -> T
    where T.RawValue == String {
        let text = try id(key, reader)
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        var message = "unknown value \"\(text)\" for \"\(key)\""
        if let nearest = nearestKey(to: text, in: names) { message += "; did you mean \"\(nearest)\"?" }
        else { message += "; use one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))" }
        throw reader.diagnostic(reader[key]!, key, message)
    }

    /// A number (exactly) or `[min, max]` with min ≤ max; `nil` when the key is absent.
    static func expected(_ key: String, _ reader: ObjectReader) throws(FileDiagnostic) -> Expected? {
        guard let value = reader[key] else { return nil }
        switch value.value {
        case let .number(number): return Expected(number, number)
        case let .array(bounds):
            guard bounds.count == 2, case let .number(low) = bounds[0].value, case let .number(high) = bounds[1].value else {
                let found = bounds.count == 2 ? "[\(bounds.map(\.value.typeName).joined(separator: ", "))]"
                    : "\(bounds.count) \(bounds.count == 1 ? "element" : "elements")"
                throw reader.diagnostic(value, key, "expected [min, max] with two numbers but found \(found)")
            }
            guard low <= high else {
                throw reader.diagnostic(value, key, "the range [\(formatNumber(low)), \(formatNumber(high))] is reversed; write [\(formatNumber(high)), \(formatNumber(low))]")
            }
            return Expected(low, high)
        default:
            throw reader.diagnostic(value, key, "expected a number or [min, max] but found \(value.value.typeName)")
        }
    }
}

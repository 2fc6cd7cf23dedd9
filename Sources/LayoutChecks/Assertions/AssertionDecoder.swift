import TestReport
import ViewTree

/// Decodes a list of assertions from JSON, each problem located at file:line:column with its
/// key path, so a `*.layout.json` spec can hold them:
///
///     [
///       {"node": "save", "leftOf": "cancel", "distance": [20, 30]},
///       {"node": "title", "inside": "card", "offsets": {"top": 16, "leading": [16, 24]}},
///       {"node": "save", "aligned": "top", "with": "cancel", "tolerance": 1},
///       {"node": "title", "centered": "horizontally", "in": "card"},
///       {"node": "title", "width": [40, 60], "percentOf": "card", "severity": "warning"}
///     ]
///
/// Each object names its subject in `node` and has exactly one relation key; a number is an
/// exact value, `[min, max]` a range.
public enum AssertionDecoder {
    /// The relation keys, one per object, and the keys each one may take beside the common ones.
    static let relations: [(key: String, extra: [String])] = [
        ("above", ["distance"]), ("below", ["distance"]), ("leftOf", ["distance"]), ("rightOf", ["distance"]),
        ("inside", ["offsets"]), ("near", ["distance"]), ("aligned", ["with"]), ("centered", ["in"]),
        ("width", ["percentOf"]), ("height", ["percentOf"]),
    ]
    static let common = ["node", "tolerance", "severity"]
    static var known: [String] { common + relations.map(\.key) + ["distance", "offsets", "with", "in", "percentOf"] }

    /// Parses `text` (a JSON array of assertions) from `file`.
    public static func decode(_ text: String, file: String) throws(FileDiagnostic) -> [Assertion] {
        try decode(try JSONParser.parse(text, file: file), keyPath: "", file: file)
    }

    /// Decodes an array of assertions already parsed, e.g. the `"assertions"` of a larger spec.
    public static func decode(_ node: Located, keyPath: String, file: String) throws(FileDiagnostic) -> [Assertion] {
        guard case let .array(elements) = node.value else {
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: keyPath.isEmpty ? nil : keyPath,
                                 message: "expected an array of assertions but found \(node.value.typeName)")
        }
        var assertions: [Assertion] = []
        for (index, element) in elements.enumerated() {
            assertions.append(try assertion(ObjectReader(element, keyPath: "\(keyPath)[\(index)]", file: file)))
        }
        return assertions
    }

    static func assertion(_ reader: ObjectReader) throws(FileDiagnostic) -> Assertion {
        try reader.rejectUnknownKeys(known)
        let node = reader.node
        guard let subject = try reader.string("node") else {
            throw reader.diagnostic(node, "node", "the assertion has no \"node\"; add the id of the node it is about")
        }
        // In file order, so that a second relation is the one pointed at.
        let present = (node.members ?? []).compactMap { member in relations.first { $0.key == member.key } }
        guard let relation = present.first else {
            throw FileDiagnostic(file: reader.file, line: node.line, column: node.column, keyPath: reader.keyPath,
                                 message: "the assertion about \"\(subject)\" has no relation; add one of \(relations.map { "\"\($0.key)\"" }.joined(separator: ", "))")
        }
        if present.count > 1 {
            throw reader.diagnostic(reader[present[1].key]!, present[1].key,
                                    "\"\(relation.key)\" and \"\(present[1].key)\" cannot be combined; write one assertion per object")
        }
        let allowed = common + [relation.key] + relation.extra
        for (key, value) in node.members ?? [] where !allowed.contains(key) {
            throw reader.diagnostic(value, key, "\"\(key)\" does not apply to a \"\(relation.key)\" assertion; it takes \(relation.extra.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
        let tolerance = try reader.number("tolerance", range: 0...1_000_000) ?? 0
        return Assertion(subject, try self.relation(relation.key, reader), tolerance: tolerance, severity: try severity(reader))
    }

    static func severity(_ reader: ObjectReader) throws(FileDiagnostic) -> Severity {
        guard let text = try reader.string("severity") else { return .error }
        switch text {
        case "error": return .error
        case "warning": return .warning
        default: throw reader.diagnostic(reader["severity"]!, "severity", "unknown severity \"\(text)\"; use \"error\" or \"warning\"")
        }
    }
}

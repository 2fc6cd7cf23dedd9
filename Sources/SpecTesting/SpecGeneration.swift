import JSONSource
import TestReport

/// A case's `generate` key: inputs drawn from a named generator (`"generator": "email"`, with
/// `count` cases of at most `size`), or the rows of named edge-value tables combined by `mode`.
package struct SpecGeneration: Sendable, Equatable {
    package var generator: String?
    package var count: Int?
    package var size: Int?
    package var tables: [String]
    /// `exhaustive`, `oneFactorAtATime` or `pairwise` (the default) when `tables` has several.
    package var mode: String?
    /// Where the `generate` object stands, and its key path: diagnostics about it point here.
    package var location: SourceLocation
    package var keyPath: String

    static let keys = ["generator", "count", "size", "tables", "mode"]

    static func parse(_ reader: ObjectReader) throws(FileDiagnostic) -> SpecGeneration {
        try reader.rejectUnknownKeys(keys)
        let generation = SpecGeneration(
            generator: try reader.string("generator"), count: try reader.integer("count", range: 1...1_000_000),
            size: try reader.integer("size", range: 0...10_000), tables: try reader.strings("tables") ?? [],
            mode: try reader.string("mode"),
            location: SourceLocation(file: reader.file, line: reader.node.line, column: reader.node.column),
            keyPath: reader.keyPath)
        if (generation.generator == nil) == generation.tables.isEmpty {
            throw FileDiagnostic(file: reader.file, line: reader.node.line, column: reader.node.column, keyPath: reader.keyPath,
                                 message: "\"generate\" needs either \"generator\" (a generator's name) or \"tables\" (edge-value table names), not both or neither")
        }
        return generation
    }

    /// A diagnostic about this `generate` object: `key` names the offending member.
    package func diagnostic(_ message: String, key: String? = nil) -> FileDiagnostic {
        FileDiagnostic(file: location.file, line: location.line, column: location.column,
                       keyPath: key.map { "\(keyPath).\($0)" } ?? keyPath, message: message)
    }
}

/// Where generated inputs come from: the suite's named generators and edge-value tables. The
/// runner side implements it (it knows the engine and the run's strategy and database).
package protocol SpecInputSource: Sendable {
    /// The rows of `generation.tables` combined by its mode: one table gives its values, several
    /// give an array per row.
    func rows(_ generation: SpecGeneration) throws(FileDiagnostic) -> [SourceJSON]

    /// Runs `judge` over values of `generation.generator` as a property of `test`: failures
    /// shrink and carry their seeds, choice token and replay command. `judge` returns why a
    /// value fails, or `nil`.
    func property(_ generation: SpecGeneration, test: TestDescriptor,
                  judge: @escaping @Sendable (SourceJSON) -> String?) throws(FileDiagnostic) -> TestResult
}

import JSONSource
import TestReport

/// A `.testkit` file after decoding and validation: TestKit's schema, every value located.
package struct SpecDocument: Sendable {
    package var file: String
    package var description: String?
    /// The cases that are well formed; a malformed one is left out and has its diagnostics.
    package var cases: [SpecCase]
    /// Every problem found outside the JSON syntax, in file order: unknown keys, wrong types,
    /// missing keys. The cases without problems still run.
    package var diagnostics: [FileDiagnostic]

    /// decode → validate: every problem names file, line, column and key path, and says what to
    /// do. Throws when the file cannot be read as a spec at all (bad JSON, no `test-cases` array),
    /// with every JSON mistake the parser could read past (missing and trailing commas) and
    /// the one it stopped at.
    package static func parse(_ text: String, file: String) throws(SpecDiagnostics) -> SpecDocument {
        var syntax: [FileDiagnostic] = []
        let located: Located
        do { located = try JSONParser.parse(text, file: file, problems: &syntax) } catch {
            throw SpecDiagnostics(syntax + [error])
        }
        guard syntax.isEmpty else { throw SpecDiagnostics(syntax) }
        do { return try validate(located, file: file) } catch { throw SpecDiagnostics([error]) }
    }

    private static func validate(_ located: Located, file: String) throws(FileDiagnostic) -> SpecDocument {
        let root = try ObjectReader(located, keyPath: "", file: file)
        var diagnostics = root.unknownKeys(["test-description", "test-cases"])
        guard let casesNode = root["test-cases"] else {
            throw diagnostics.first ?? FileDiagnostic(
                file: file, line: root.node.line, column: root.node.column, keyPath: "test-cases",
                message: "missing \"test-cases\": add an array of test cases, each with \"name\", \"inputs\" and \"expected-output\"")
        }
        guard case let .array(elements) = casesNode.value else {
            throw root.diagnostic(casesNode, "test-cases", "expected an array of test cases but found \(casesNode.value.typeName)")
        }
        var description: String?
        do { description = try root.string("test-description") } catch { diagnostics.append(error) }
        var cases: [SpecCase] = []
        for (index, element) in elements.enumerated() {
            do { cases.append(try SpecCase.parse(element, keyPath: "test-cases[\(index)]", file: file)) } catch {
                diagnostics.append(contentsOf: error.all)
            }
        }
        return SpecDocument(file: file, description: description, cases: cases, diagnostics: diagnostics)
    }
}
/// One test case: several inputs that must all give the same expected output (or error).
public struct SpecCase: Sendable {
    /// The case's `name` in the file; failures and the report name it.
    public var name: String
    /// The case's `description` in the file, or `nil` when it has none.
    public var description: String?
    /// Each input with its place in the file; a single `inputs` value is one input.
    package var inputs: [Located]
    /// Inputs drawn from a generator or edge-value tables, besides (or instead of) `inputs`.
    package var generate: SpecGeneration?
    /// Whether the file says `"expect-error": true`: the closure must throw for every input.
    public var expectError: Bool
    /// `nil` with `expectError` matches any error.
    package var expectedOutput: Located?
    /// Where the case's object starts in the file (line and column, 1-based).
    public var location: SourceLocation

    static func parse(_ node: Located, keyPath: String, file: String) throws(SpecDiagnostics) -> SpecCase {
        let reader: ObjectReader
        do { reader = try ObjectReader(node, keyPath: keyPath, file: file) } catch { throw SpecDiagnostics([error]) }
        let unknown = reader.unknownKeys(["name", "description", "inputs", "generate", "expect-error", "expected-output"])
        let spec: SpecCase
        do { spec = try parseKnown(reader, node, file: file) } catch { throw SpecDiagnostics(unknown + [error]) }
        guard unknown.isEmpty else { throw SpecDiagnostics(unknown) }
        return spec
    }

    private static func parseKnown(_ reader: ObjectReader, _ node: Located, file: String) throws(FileDiagnostic) -> SpecCase {
        guard let name = try reader.string("name") else {
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: reader.path("name"),
                                 message: "the test case has no \"name\"; add one that says what its inputs have in common")
        }
        let generate = try reader.object("generate").map { reader throws(FileDiagnostic) in try SpecGeneration.parse(reader) }
        let inputs: [Located]
        switch reader["inputs"] {
        case nil where generate == nil:
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: reader.path("inputs"),
                                 message: "test case \"\(name)\" has no \"inputs\"; add one value or an array of values, or a \"generate\" object")
        case nil: inputs = []
        case let node?:
            if case let .array(elements) = node.value { inputs = elements } else { inputs = [node] }
        }
        let expectError = try reader.bool("expect-error") ?? false
        let expected = reader["expected-output"]
        if !expectError && expected == nil {
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: reader.path("expected-output"),
                                 message: "test case \"\(name)\" has no \"expected-output\"; add it, or set \"expect-error\": true")
        }
        return SpecCase(name: name, description: try reader.string("description"), inputs: inputs, generate: generate,
                        expectError: expectError, expectedOutput: expected,
                        location: SourceLocation(file: file, line: node.line, column: node.column))
    }
}

/// The problems of a spec file that cannot run, or of one malformed case, in file order.
package struct SpecDiagnostics: Error, Sendable, CustomStringConvertible {
    package var all: [FileDiagnostic]
    init(_ all: [FileDiagnostic]) { self.all = all.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) } }
    package var description: String { all.map(\.description).joined(separator: "\n") }
}

import TestReport

/// A `.testkit` file after decoding and validation: TestKit's schema, every value located.
public struct SpecDocument: Sendable {
    public var file: String
    public var description: String?
    public var cases: [SpecCase]

    /// decode → validate: every problem names file, line, column and key path, and says what to do.
    public static func parse(_ text: String, file: String) throws(FileDiagnostic) -> SpecDocument {
        let root = try ObjectReader(try LocatedJSONParser.parse(text, file: file), keyPath: "", file: file)
        try root.rejectUnknownKeys(["test-description", "test-cases"])
        guard let casesNode = root["test-cases"] else {
            throw FileDiagnostic(file: file, line: root.node.line, column: root.node.column, keyPath: "test-cases",
                                 message: "missing \"test-cases\": add an array of test cases, each with \"name\", \"inputs\" and \"expected-output\"")
        }
        guard case let .array(elements) = casesNode.value else {
            throw root.diagnostic(casesNode, "test-cases", "expected an array of test cases but found \(casesNode.value.typeName)")
        }
        var cases: [SpecCase] = []
        for (index, element) in elements.enumerated() {
            cases.append(try SpecCase.parse(element, keyPath: "test-cases[\(index)]", file: file))
        }
        return SpecDocument(file: file, description: try root.string("test-description"), cases: cases)
    }
}

/// One test case: several inputs that must all give the same expected output (or error).
public struct SpecCase: Sendable {
    public var name: String
    public var description: String?
    /// Each input with its place in the file; a single `inputs` value is one input.
    public var inputs: [Located]
    public var expectError: Bool
    /// `nil` with `expectError` matches any error.
    public var expectedOutput: Located?
    public var location: SourceLocation

    static func parse(_ node: Located, keyPath: String, file: String) throws(FileDiagnostic) -> SpecCase {
        let reader = try ObjectReader(node, keyPath: keyPath, file: file)
        try reader.rejectUnknownKeys(["name", "description", "inputs", "expect-error", "expected-output"])
        guard let name = try reader.string("name") else {
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: reader.path("name"),
                                 message: "the test case has no \"name\"; add one that says what its inputs have in common")
        }
        guard let inputsNode = reader["inputs"] else {
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: reader.path("inputs"),
                                 message: "test case \"\(name)\" has no \"inputs\"; add one value or an array of values")
        }
        let inputs: [Located]
        if case let .array(elements) = inputsNode.value { inputs = elements } else { inputs = [inputsNode] }
        let expectError = try reader.bool("expect-error") ?? false
        let expected = reader["expected-output"]
        if !expectError && expected == nil {
            throw FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: reader.path("expected-output"),
                                 message: "test case \"\(name)\" has no \"expected-output\"; add it, or set \"expect-error\": true")
        }
        return SpecCase(name: name, description: try reader.string("description"), inputs: inputs,
                        expectError: expectError, expectedOutput: expected,
                        location: SourceLocation(file: file, line: node.line, column: node.column))
    }
}

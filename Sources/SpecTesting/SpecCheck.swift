import JSONSource
import TestReport

/// What is wrong with one input of one case: the code gave the wrong answer, or the spec file
/// holds a value the test's types cannot take (a diagnostic about the file, at `at`).
enum SpecProblem: Equatable {
    case failed(String)
    case malformed(at: Located, String)
}

/// Judges one input of one case; returns what went wrong, or `nil`.
enum SpecCheck {
    static func run<Input: SpecDecodable, Output: TestableOutput>(
        _ input: Located, _ spec: SpecCase, _ body: (Input) throws -> Output
    ) -> SpecProblem? {
        let value: Input
        do { value = try Input(spec: input.value) } catch {
            return .malformed(at: input, "\(error.message): the test takes \(Input.self); change this input to \(error.expected)")
        }
        return judge(value, spec, body)
    }

    /// Runs `body` on an input already decoded (or generated) and judges its output.
    static func judge<Input, Output: TestableOutput>(
        _ value: Input, _ spec: SpecCase, _ body: (Input) throws -> Output
    ) -> SpecProblem? {
        let output: Output
        do {
            output = try body(value)
        } catch {
            guard spec.expectError else { return .failed("threw \(error) but an output was expected") }
            return judge(error: error, spec.expectedOutput).map(SpecProblem.failed)
        }
        if spec.expectError { return .failed("expected an error but got \(output)") }
        guard let expectedNode = spec.expectedOutput else { return .failed("no expected-output to compare with") }
        let expected: Output.ExpectedOutputType
        do { expected = try Output.ExpectedOutputType(spec: expectedNode.value) } catch {
            return .malformed(at: expectedNode, "\(error.message): the test checks its output against \(Output.ExpectedOutputType.self); change expected-output to \(error.expected)")
        }
        if !output.validate(expected: expected) {
            return .failed("expected \(expectedNode.value.jsonText) but got \(output)")
        }
        if let dictionary = expected as? TestKitDictionary, !dictionary.unreadKeys.isEmpty {
            return .failed("validation did not check the keys \(dictionary.unreadKeys.joined(separator: ", ")) of expected-output")
        }
        return nil
    }

    private static func judge(error: any Error, _ expected: Located?) -> String? {
        guard let expected else { return nil }
        guard let testable = error as? any TestableError else {
            return "threw \(error), which does not conform to TestableError, so expected-output \(expected.value.jsonText) cannot be checked"
        }
        let dictionary: TestKitDictionary
        do { dictionary = try TestKitDictionary(spec: expected.value) } catch {
            return "expected-output for an error must be an object: \(error)"
        }
        guard testable.validate(expected: dictionary) else {
            return "threw \(error), which does not match expected-output \(expected.value.jsonText)"
        }
        return dictionary.unreadKeys.isEmpty ? nil
            : "validation did not check the keys \(dictionary.unreadKeys.joined(separator: ", ")) of expected-output"
    }
}

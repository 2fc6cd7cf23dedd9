import TestReport

/// Judges one input of one case; returns what went wrong, or `nil`.
enum SpecCheck {
    static func run<Input: SpecDecodable, Output: TestableOutput>(
        _ input: Located, _ spec: SpecCase, _ body: (Input) throws -> Output
    ) -> String? {
        let value: Input
        do { value = try Input(spec: input.value) } catch {
            return "the input does not fit the test's input type \(Input.self): \(error)"
        }
        let output: Output
        do {
            output = try body(value)
        } catch {
            guard spec.expectError else { return "threw \(error) but an output was expected" }
            return judge(error: error, spec.expectedOutput)
        }
        if spec.expectError { return "expected an error but got \(output)" }
        guard let expectedNode = spec.expectedOutput else { return "no expected-output to compare with" }
        let expected: Output.ExpectedOutputType
        do { expected = try Output.ExpectedOutputType(spec: expectedNode.value) } catch {
            return "expected-output at line \(expectedNode.line), column \(expectedNode.column) does not fit \(Output.ExpectedOutputType.self): \(error)"
        }
        if !output.validate(expected: expected) {
            return "expected \(expectedNode.value.jsonText) but got \(output)"
        }
        if let dictionary = expected as? TestKitDictionary, !dictionary.unreadKeys.isEmpty {
            return "validation did not check the keys \(dictionary.unreadKeys.joined(separator: ", ")) of expected-output"
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

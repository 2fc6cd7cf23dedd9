import ExampleCards
import Foundation
import Runner
import SpecTesting
import TestReport
import Testing
import TestSupport

@Suite struct SpecTestingTests {
    func passwordSpec(in directory: URL) -> SpecTest {
        SpecTest("isValidPassword", suite: "Specs", file: "IsValidPassword.testkit") { (input: String) in isValidPassword(input) }
    }

    @Test func theBundledPasswordSpecPassesItsFourteenListedAndFiftyGeneratedInputs() throws {
        let suite = Runner.Suite("Specs") {
            Spec("isValidPassword", file: "IsValidPassword.testkit") { (input: String) in isValidPassword(input) }
        }
        let context = TestContext(specDirectories: [TestPaths.exampleSpecs],
                                  stateDirectory: try TestPaths.temporaryDirectory("bundled-spec"))
        let result = try #require(suite.tests.first).run(in: context)
        #expect(result.status == .passed, "\(result.failure?.text ?? "")")
        #expect(result.casesRun == 14 + 50)
        // Outside a suite nothing can generate: the generated case is a diagnostic, the rest run.
        let alone = passwordSpec(in: TestPaths.exampleSpecs).run(specDirectories: [TestPaths.exampleSpecs])
        #expect(alone.casesRun == 14)
        #expect(alone.failure?.diagnostics?.count == 1)
    }

    @Test func aWrongExpectationNamesTheInputAndItsLineAndColumn() throws {
        let directory = try TestPaths.temporaryDirectory("spec")
        try """
        {"test-cases": [
          {"name": "Valid", "inputs": ["1sdfD8sFlk", "short"], "expected-output": true},
          {"name": "Invalid", "inputs": "nodigitsHere", "expected-output": true}
        ]}
        """.write(to: directory.appendingPathComponent("IsValidPassword.testkit"), atomically: true, encoding: .utf8)
        let result = passwordSpec(in: directory).run(specDirectories: [directory])
        #expect(result.status == .failed)
        #expect(result.casesRun == 3)
        #expect(result.failure?.message == "2 of 3 spec inputs failed")
        #expect(result.failure?.replayLines == [
            "IsValidPassword.testkit:2:46: \"Valid\": input \"short\": expected true but got false",
            "IsValidPassword.testkit:3:33: \"Invalid\": input \"nodigitsHere\": expected true but got false",
        ])
        // The same cases travel typed, for the reports: no line is read back for its place.
        #expect(result.failure?.failingCases == [
            SpecCaseFailure(location: SourceLocation(file: "IsValidPassword.testkit", line: 2, column: 46),
                            text: "\"Valid\": input \"short\": expected true but got false"),
            SpecCaseFailure(location: SourceLocation(file: "IsValidPassword.testkit", line: 3, column: 33),
                            text: "\"Invalid\": input \"nodigitsHere\": expected true but got false"),
        ])
    }

    @Test func malformedSpecsGetDiagnosticsWithLineColumnAndTheFix() throws {
        let cases: [(String, String)] = [
            ("{\"test-cases\": [{\"name\": \"a\", \"inputs\": 1 \"expected-output\": true}]}",
             "x.testkit:1:43: error: expected ',' or '}' after the value of \"inputs\" but found '\"'; is a comma missing?"),
            ("{\"test-cases\": [{\"name\": \"a\", \"inputs\": 1}, {\"name\": 2}]}",
             "x.testkit:1:17: error: test case \"a\" has no \"expected-output\"; add it, or set \"expect-error\": true (at test-cases[0].expected-output)"),
            ("{\"test-case\": []}",
             "x.testkit:1:15: error: unknown key \"test-case\"; did you mean \"test-cases\"? (at test-case)"),
            ("{\"test-cases\": [{\"inputs\": 1, \"expected-output\": 2}]}",
             "x.testkit:1:17: error: the test case has no \"name\"; add one that says what its inputs have in common (at test-cases[0].name)"),
        ]
        var text = ""
        for (spec, expected) in cases {
            // A file that is no spec throws; a spec with malformed cases lists their problems.
            var problems: [FileDiagnostic]
            do { problems = try SpecDocument.parse(spec, file: "x.testkit").diagnostics } catch { problems = error.all }
            #expect(problems.first?.description == expected, "\(spec)")
            text += "\(spec)\n" + problems.map { "→ \($0.description)\n" }.joined() + "\n"
        }
        try expectGolden(text, named: "spec-diagnostics.txt")
    }

    @Test func expectedErrorsAreJudgedByTestableError() throws {
        struct ParseFailure: TestableError {
            var type: String
            func validate(expected output: TestKitDictionary) -> Bool { output["type"] as? String == type }
        }
        let directory = try TestPaths.temporaryDirectory("errors")
        try """
        {"test-cases": [
          {"name": "ok", "inputs": 5, "expected-output": 10},
          {"name": "negative", "inputs": [-1, -2], "expect-error": true, "expected-output": {"type": "Negative"}},
          {"name": "any error", "inputs": -3, "expect-error": true}
        ]}
        """.write(to: directory.appendingPathComponent("double.testkit"), atomically: true, encoding: .utf8)
        let spec = SpecTest("double", suite: "Specs", file: "double.testkit") { (input: Int) throws -> Int in
            guard input >= 0 else { throw ParseFailure(type: "Negative") }
            return input * 2
        }
        let result = spec.run(specDirectories: [directory])
        #expect(result.status == .passed, "\(result.failure?.text ?? "")")
        #expect(result.casesRun == 4)
    }
}

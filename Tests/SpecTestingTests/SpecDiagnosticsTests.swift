import Foundation
import JSONSource
import Reports
import SpecTesting
import TestReport
import TestSupport
import Testing

/// Malformed specs: each problem is a `file:line:column` diagnostic in the test's failure (the
/// terminal's and JUnit's text) and on the report's page for the file; the well-formed cases of
/// the file, and the other tests, still run.
@Suite struct SpecDiagnosticsTests {
    /// A spec whose cases each hold one kind of mistake, and two good cases.
    static let mixed = """
    {
      "test-description": "Passwords",
      "test-cases": [
        {"name": "good", "inputs": ["1sdfD8sFlk", "Happy763!"], "expected-output": true},
        {"name": 7, "inputs": "x", "expected-output": false},
        {"name": "typo", "input": "x", "expected-output": false, "expected-ouput": false},
        {"name": "no expectation", "inputs": "x"},
        {"name": "wrong type", "inputs": [42, "Snd6HHu"], "expected-output": false},
        {"name": "wrong expectation type", "inputs": "x", "expected-output": "no"},
        {"name": "flag", "inputs": "x", "expect-error": "yes"},
        {"name": "also good", "inputs": "short", "expected-output": false}
      ]
    }
    """

    func passwordSpec(_ file: String) -> SpecTest {
        SpecTest("isValidPassword", suite: "Specs", file: file) { (input: String) in
            input.count >= 8 && input.contains(where: \.isNumber)
        }
    }

    func run(_ text: String, file: String) throws -> TestResult {
        let directory = try TestPaths.temporaryDirectory("spec-diagnostics")
        try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        return passwordSpec(file).run(specDirectories: [directory])
    }

    @Test func everyMistakeIsLocatedAndTheGoodCasesStillRun() throws {
        let result = try run(Self.mixed, file: "Passwords.testkit")
        #expect(result.status == .failed)
        // The two good cases ran all three of their inputs, and so did the case whose first
        // input has the wrong type (its second input still ran).
        #expect(result.casesRun == 6)
        let diagnostics = try #require(result.failure?.diagnostics)
        #expect(diagnostics.map(\.location.line) == [5, 6, 6, 6, 7, 8, 9, 10])
        #expect(result.failure?.message == "8 problems in Passwords.testkit (the other cases ran)")
        #expect(result.failure?.replayLines == diagnostics.map(\.description))
        try expectGolden(diagnostics.map(\.description).joined(separator: "\n") + "\n", named: "spec-diagnostics-mixed.txt")
    }

    /// Both of its missing commas in one run, not the first alone.
    @Test func testKitsReadmeExampleIsReportedAtBothMissingCommas() throws {
        let text = String(decoding: try Fixture("specs/AnalyzeSentence-readme.testkit").data(), as: UTF8.self)
        let result = try run(text, file: "AnalyzeSentence.testkit")
        #expect(result.status == .failed)
        #expect(result.casesRun == 0)
        let diagnostics = try #require(result.failure?.diagnostics)
        #expect(diagnostics.map(\.location.line) == [23, 29], "\(diagnostics)")
        #expect(diagnostics.first?.location == JSONSource.SourceLocation(file: "AnalyzeSentence.testkit", line: 23, column: 3))
        #expect(result.failure?.message.hasSuffix("(and 1 more problems)") == true)
        try expectGolden(diagnostics.map { $0.description + "\n" }.joined(), named: "spec-diagnostics-testkit-readme.txt")
    }

    /// Missing and trailing commas are read past, so every one is listed; a mistake that cannot
    /// be read past ends the list.
    @Test func everyCommaMistakeOfAFileIsListedUpToTheFirstOtherError() throws {
        let text = "{\"test-cases\": [\n {\"name\": \"a\" \"inputs\": [1 2,],},\n {\"name\": @}\n]}"
        do {
            _ = try SpecDocument.parse(text, file: "x.testkit")
            Issue.record("the file has five mistakes")
        } catch {
            #expect(error.all.map(\.description) == [
                #"x.testkit:2:15: error: expected ',' or '}' after the value of "name" but found '"'; is a comma missing?"#,
                "x.testkit:2:28: error: expected ',' or ']' in the array but found '2'; is a comma missing?",
                "x.testkit:2:30: error: a comma before ']' ends no element; remove the trailing comma",
                "x.testkit:2:32: error: a comma before '}' ends no member; remove the trailing comma",
                "x.testkit:3:11: error: expected a value but found '@'",
            ])
        }
    }

    @Test func theReportGivesEachSpecFileWithProblemsAPageLinkedFromTheIndex() throws {
        let broken = try run(Self.mixed, file: "Passwords.testkit")
        let fine = try run(#"{"test-cases": [{"name": "n", "inputs": "1sdfD8sFlk", "expected-output": true}]}"#,
                           file: "Fine.testkit")
        var renamed = fine
        renamed.id = "Specs/fine"
        let summary = RunSummary(results: [broken, renamed], startedAt: 1_700_000_000, duration: 0.25)
        let pages = try HTMLReport(webDirectory: HTMLReport.bundledWebDirectory).pages(for: summary)
        let path = ReportFileNames.specPage(for: "Passwords.testkit")
        let page = String(decoding: try #require(pages[path]), as: UTF8.self)
        #expect(pages[ReportFileNames.specPage(for: "Fine.testkit")] == nil)
        let index = String(decoding: try #require(pages[ReportFileNames.index]), as: UTF8.self)
        #expect(index.contains("href=\"../\(path)\""))
        try expectGolden(page, named: "spec-file-page.html")
    }
}

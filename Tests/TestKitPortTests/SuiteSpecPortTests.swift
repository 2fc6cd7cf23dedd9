import Foundation
import Runner
import Testing

/// The same two TestKit specs as suite specs: what `layoutwatch watch` runs in a child and
/// reruns when the file changes.
@Suite struct SuiteSpecPortTests {
    static let suite = Runner.Suite("TestKitPort") {
        Spec("analyzeSentence", file: "AnalyzeSentence.testkit") { (input: String) throws -> SentenceAnalysis in
            try analyze(sentence: input)
        }
        Spec("isValidPassword", file: "IsValidPassword.testkit") { (input: String) -> Bool in isValidPassword(string: input) }
    }

    @Test func bothSpecsPassAsTestsOfASuite() throws {
        let specs = try #require(Bundle.module.url(forResource: "Specs", withExtension: nil))
        let context = TestContext(specDirectories: [specs], stateDirectory: FileManager.default.temporaryDirectory)
        let results = Self.suite.tests.map { $0.run(in: context) }
        #expect(results.map(\.status) == [.passed, .passed], "\(results.compactMap(\.failure?.text))")
        #expect(results.map(\.casesRun) == [9, 14])
        #expect(Self.suite.tests.map(\.descriptor.specFiles) == [["AnalyzeSentence.testkit"], ["IsValidPassword.testkit"]])
    }
}

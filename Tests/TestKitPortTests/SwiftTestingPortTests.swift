import ExampleCards
import Foundation
import SpecTesting
import Testing

/// The same specs from Swift Testing, and what `TestKitSpec` reports when things go wrong.
@Suite struct SwiftTestingPortTests {
    @Test func analyzeSentencePassesEveryCaseOfTheReadmeSpec() {
        var failures: [TestKitFailure] = []
        let spec = TestKitSpec(file: "AnalyzeSentence") { failures.append($0) }
        spec.run { (input: String) throws -> SentenceAnalysis in try analyze(sentence: input) }
        #expect(failures.map(\.message) == [])
        #expect(spec.url?.lastPathComponent == "AnalyzeSentence.testkit")
    }

    @Test func isValidPasswordPassesItsFourteenInputs() {
        var failures: [TestKitFailure] = []
        TestKitSpec(file: "IsValidPassword.testkit") { failures.append($0) }
            .run { (input: String) -> Bool in isValidPassword(string: input) }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aWrongFunctionFailsEachInputWithItsPlaceAndCase() throws {
        var failures: [TestKitFailure] = []
        TestKitSpec(file: "IsValidPassword") { failures.append($0) }.run { (input: String) -> Bool in input.count >= 8 }
        let nonASCII = try #require(failures.first { $0.testCase?.name == "Invalid: Non-ASCII" })
        #expect(nonASCII.message.hasPrefix("IsValidPassword.testkit:"))
        #expect(nonASCII.message.hasSuffix(": expected false but got true"))
        #expect(nonASCII.line != nil && nonASCII.input != nil)
        #expect(failures.count == 7, "\(failures.map(\.message))")
    }

    @Test func optionalOutputsMatchNullAndThrowingClosuresAreJudgedByTheirError() {
        var failures: [TestKitFailure] = []
        // `(Input) -> Output?`: the analysis, or nil where the spec expects an error.
        TestKitSpec(file: "AnalyzeSentence") { failures.append($0) }
            .run { (input: String) -> SentenceAnalysis? in try? analyze(sentence: input) }
        // The error cases now get nil instead of an error: each of their four inputs fails.
        #expect(failures.count == 4, "\(failures.map(\.message))")
        #expect(failures.allSatisfy { $0.message.contains("expected an error but got nil") })
    }

    @Test func aMissingFileIsOneFailureThatSaysWhereToPutIt() {
        var failures: [TestKitFailure] = []
        TestKitSpec(file: "NoSuchSpec") { failures.append($0) }.run { (input: String) -> Bool in true }
        #expect(failures.map(\.message) == [
            "no NoSuchSpec.testkit among the resources of this test; add it to the test target (resources: [.copy(\"NoSuchSpec.testkit\")]) or pass bundle: with the bundle that holds it",
        ])
    }
}

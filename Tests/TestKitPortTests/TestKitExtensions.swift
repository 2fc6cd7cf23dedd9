// What TestKit's README asks its users to add to their test target, as they wrote it. (Its
// `extension Bool : TestableOutput` is left out: SpecTesting has it, and a copy would compile
// with a warning that it is redundant.)
import ExampleCards
import SpecTesting

extension SentenceAnalysis: TestableOutput {
    typealias ExpectedOutputType = TestKitDictionary
    func validate(expected output: ExpectedOutputType) -> Bool {
        guard let subject = output["subject"] as? String, let action = output["action"] as? String else { return false }
        if let syllables = output["average-syllables"] as? Double, syllables != averageSyllablesPerWord { return false }
        return self.subject == subject && self.action == action
    }
}

extension SentenceAnalysisError: TestableError {
    func validate(expected output: TestKitDictionary) -> Bool {
        guard let type = output["type"] as? String, let typeEnum = SentenceAnalysisError.ErrorType.init(rawValue: type) else {
            return false
        }
        return self.type == typeEnum
    }
}

/// The quick start's function under test, as an app would have it.
func isValidPassword(string: String) -> Bool { ExampleCards.isValidPassword(string) }

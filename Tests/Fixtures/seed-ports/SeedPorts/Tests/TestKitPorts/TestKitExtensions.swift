// What TestKit's README asks its users to add to their test target, as written there. The app's
// types are public (they live in the app's module), so the witnesses of a conformance declared
// here must be public too: Swift asks that of every requirement of a public protocol met by a
// public type. (Its `extension Bool: TestableOutput` is left out: SpecTesting has it.)
import SeedApp
import SpecTesting

extension SentenceAnalysis: TestableOutput {
    public typealias ExpectedOutputType = TestKitDictionary
    public func validate(expected output: ExpectedOutputType) -> Bool {
        guard let subject = output["subject"] as? String, let action = output["action"] as? String else { return false }
        if let syllables = output["average-syllables"] as? Double, syllables != averageSyllablesPerWord { return false }
        return self.subject == subject && self.action == action
    }
}

extension SentenceAnalysisError: TestableError {
    public func validate(expected output: TestKitDictionary) -> Bool {
        guard let type = output["type"] as? String, let typeEnum = SentenceAnalysisError.ErrorType.init(rawValue: type) else {
            return false
        }
        return self.type == typeEnum
    }
}

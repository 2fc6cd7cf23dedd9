// TestKit's README tests, word for word but for the import: XCTest users keep their XCTestCase.
import ExampleCards
import SpecTesting
import XCTest

class AnalyzeSentenceTests: XCTestCase {
    func testAnalyze() {
        let spec = TestKitSpec.init(file: "AnalyzeSentence") { XCTFail($0.message) }
        spec.run(){
            (input:String) throws -> SentenceAnalysis in
            return try analyze(sentence: input)
        }
    }
}

class IsValidPasswordTests: XCTestCase {
    func testIsValidPassword() {
        let spec = TestKitSpec.init(file: "IsValidPassword") { XCTFail($0.message) }
        spec.run(){
            (input:String) -> Bool in
            return isValidPassword(string: input)
        }
    }
}

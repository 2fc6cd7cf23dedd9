// TestKit's README tests, word for word but for the imports.
import SeedApp
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

class ParseIntTests: XCTestCase {
    func testParseInt() {
        let spec = TestKitSpec.init(file: "ParseInt") { XCTFail($0.message) }
        spec.run(testClosure:{
            (input:[String:Any]) -> Int in
            return parseInt(from: input)
        })
    }
}

import XCTest
@testable import Greeter

final class GreeterXCTests: XCTestCase {
    func testGreets() {
        XCTAssertEqual(greet("Ada"), "Hello, Ada!")
    }

    func testFails() {
        XCTAssertEqual(greet("Bob"), "Hi, Bob!")
    }

    func testCrashes() {
        let values: [Int] = []
        _ = values[3]
    }

    func testSkipped() throws {
        throw XCTSkip("later")
    }
}

import PageObjects
import SeedApp
import XCTest

// Obihiro's README test. Changed lines: the object made from the screen instead of a
// storyboard, and `try` before the tap (a tap on a covered button throws what covers it).
class YourViewControllerTests: XCTestCase {
    var object: SaveFormObject!

    override func setUp() {
        super.setUp()
        object = SaveFormObject(screen: SaveForm.host())
    }

    override func tearDown() {
        object = nil
        super.tearDown()
    }

    func testSomething() throws {
        // It presents your screen, and returns after `didAppear` was delivered.
        object.present()

        try object.tapSaveButton()

        let status = object.statusText

        XCTAssertEqual("Done", status)
    }
}

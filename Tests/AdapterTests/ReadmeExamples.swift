import LayoutWatchTesting
import LayoutWatchXCTest
import Testing
import XCTest

// The README's "From XCTest and Swift Testing" examples, word for word; both pass.

final class ThumbnailLayoutTests: XCTestCase {
    func testThumbnail() {
        runLayoutTests(named: "thumbnail", maxTestsCount: 50) { (model: Thumbnail) in
            Thumbnail.fixed(model)
        }
    }
}

@Suite(.layoutStrategy(.consistent)) struct ThumbnailLayoutSpecs {
    @Test(.layoutCount(50)) func thumbnail() {
        expectLayout(named: "thumbnail") { (model: Thumbnail) in
            Thumbnail.fixed(model)
        }
    }
}

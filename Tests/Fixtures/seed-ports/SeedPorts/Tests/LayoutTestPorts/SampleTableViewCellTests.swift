import LayoutWatchXCTest
import SeedApp
import XCTest

// LayoutTest-iOS's "Writing Your Unit Test". Changed lines: the import, and `view`/`data` typed
// as LayoutWatch's laid-out tree and data row.
class SampleTableViewCellTests: XCTestCase {

    func testSampleTableViewCell() {
        runLayoutTests(withViewProvider: SampleCellProvider.self) { (view: LaidOutNode, data: DataRow, context: TableCase) in
            // Add your custom tests here.
            try context.expect(view.first(id: "count") != nil, "the count is shown")
        }
    }

    func testPinnedCell() {
        runLayoutTests(withViewProvider: PinnedCellProvider.self) { (view: LaidOutNode, data: DataRow, context: TableCase) in
        }
    }
}

import LayoutWatchXCTest
import SeedApp
import XCTest

// ADLayoutTest's README tests. Changed lines: the imports, and the view built by a function
// instead of from a nib.
class ADLayoutTest_ExampleTests: XCTestCase {

    func testExampleView() {
        runLayoutTests(named: "ExampleView") { (viewModel: ExampleViewModel) in
            ExampleView.valid(viewModel)
        }
    }

    func testExampleViewError() {
        print("building ExampleViewError")
        runLayoutTests(named: "ExampleView Overlap") { (viewModel: ExampleViewModel) in
            ExampleView.error(viewModel)
        }
    }
}

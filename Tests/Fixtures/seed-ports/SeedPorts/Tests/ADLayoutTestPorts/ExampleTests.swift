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

// The README's test as written there: the closure lays the view out, runs the basic
// assertions and returns a `ViewAssertionResult`. Changed lines: the view's creation, and
// `laidOut()` for `setNeedsLayout()`/`layoutIfNeeded()`.
class ADLayoutTest_AssertionTests: XCTestCase {

    func testExampleViewError() {

        runLayoutTests(named: "ExampleView") { (viewModel: ExampleViewModel) -> ViewAssertionResult in
            // create the view we want to test
            let view = ExampleView.error(viewModel).laidOut()

            // run layout assertions (no view overlap, no ambiguous layout, etc)
            do {
                try view.runBasicRecursiveTests()
            } catch {
                return .failure(view, error)
            }
            return .success(view)
        }
    }

    func testExampleViewSavedScreenshots() {
        runLayoutTests(
            named: "ExampleView Saved Screenshots",
            randomStrategy: .consistent, // mandatory to have the same screenshots every time
            maxTestsCount: 5 // we only want 5 screenshots
        ) { (viewModel: ExampleViewModel) -> ViewAssertionResult in
            _ = ExampleView.valid(viewModel).laidOut()
            // no layout assertions, we just check the generated screenshots
            return .success // we don't pass the view here because we don't care
        }
    }
}

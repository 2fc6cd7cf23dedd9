import LayoutWatchXCTest
import SeedApp
import XCTest

/// A check of the app's own, written with nothing but the adapter's import: the title is never
/// narrower than 100 pt.
struct TitleWidthCheck: LayoutCheck {
    var rule: String { "titleWidth" }

    func violations(in tree: FlatTree) -> [Violation] {
        tree.nodes.filter { $0.id == "label" && $0.frame.width < 100 }.map { node in
            Violation(rule: rule, message: "\(node.path) is \(node.frame.width) pt wide, under 100", nodes: [node.reference])
        }
    }
}

class CustomCheckTests: XCTestCase {
    func testTheValidCardKeepsItsTitleWide() {
        runLayoutTests(named: "titleWidth", checks: LayoutChecks.basic + [TitleWidthCheck()]) { (viewModel: ExampleViewModel) in
            ExampleView.valid(viewModel)
        }
    }
}

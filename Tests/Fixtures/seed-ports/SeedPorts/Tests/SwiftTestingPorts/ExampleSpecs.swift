import LayoutWatchTesting
import SeedApp
import Testing

// ADLayoutTest's README tests, written for Swift Testing.
@Suite struct ExampleSpecs {
    @Test func exampleView() {
        expectLayout(named: "ExampleView") { (viewModel: ExampleViewModel) in ExampleView.valid(viewModel) }
    }

    @Test func exampleViewError() {
        print("building ExampleViewError")
        expectLayout(named: "ExampleView Overlap") { (viewModel: ExampleViewModel) in ExampleView.error(viewModel) }
    }
}

// LayoutTest-iOS's data-table test, written for Swift Testing.
@Suite struct SampleCellSpecs {
    @Test func sampleTableViewCell() {
        expectLayout(withViewProvider: SampleCellProvider.self) { view, data, context in
            try context.expect(view.first(id: "count") != nil, "the count is shown")
        }
    }
}

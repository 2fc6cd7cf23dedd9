import Runner
import SeedApp

// The same examples as a LayoutWatch suite, for `layoutwatch run` and `watch`.
let suite = Suite("SeedSuite") {
    // ADLayoutTest: the valid nib passes, the pinned one overlaps.
    Layout("exampleView") { (viewModel: ExampleViewModel) in ExampleView.valid(viewModel) }
    Layout("exampleViewError") { (viewModel: ExampleViewModel) in ExampleView.error(viewModel) }
    // ADLayoutTest's closure that judges the case itself.
    Layout("exampleViewAssertion", generator: ExampleViewModel.arbitrary) { viewModel -> ViewAssertionResult in
        let view = ExampleView.valid(viewModel).laidOut()
        do { try view.runBasicRecursiveTests() } catch { return .failure(view, error) }
        return .success(view)
    }
    Layout("screenshots", generator: ExampleViewModel.arbitrary, randomStrategy: .consistent, maxTestsCount: 5) { _ in .success }
    // LayoutTest-iOS: every row at both sizes, with the validation closure.
    EdgeValues(provider: SampleCellProvider.self) { view, data, context in
        try context.expect(view.first(id: "count") != nil, "the count is shown")
    }
    // TestKit: the specs beside the XCTest ports (AnalyzeSentence needs the conformances that
    // the XCTest port declares in its own target, so it runs there).
    Spec("isValidPassword", file: "IsValidPassword.testkit") { (input: String) -> Bool in isValidPassword(string: input) }
    Spec("parseInt", file: "ParseInt.testkit") { (input: [String: Any]) -> Int in parseInt(from: input) }
    // A one-shot example.
    Example("emptyTitleFits") { ExampleView.valid(ExampleViewModel(image: nil, text: "", subText: "")) }
}
suite.main()

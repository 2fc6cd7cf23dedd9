import LayoutChecks
import LayoutTesting
import PropertyTesting
import TestReport
import ViewTree

/// A LayoutTest-iOS table test in a suite: the view built from every row of a combination of
/// edge-value tables (`.pairwise` by default), laid out in `size` and checked (by default with
/// the suite's checks).
public func EdgeValues(
    _ name: String, in size: Size = Size(width: 320, height: 150), columns: [TableColumn],
    mode: CombinationMode = .pairwise, limit: Int = 10_000, checks: [any LayoutCheck]? = nil,
    _ view: @escaping @Sendable (DataRow) -> any ViewConvertible
) -> Declared {
    EdgeValues(name, sizes: [size], columns: columns, mode: mode, limit: limit, checks: checks) { row, _ in view(row) }
}

/// A table test at several sizes: every row at every size (`sizeCoverage: .exhaustive`), or the
/// size as one more factor of the combination (`.pairwise`); `validation` sees each laid-out
/// row with its data and case, and fails it by throwing (`TableCase.expect`).
public func EdgeValues(
    _ name: String, sizes: [Size], sizeCoverage: CombinationMode = .exhaustive, columns: [TableColumn],
    mode: CombinationMode = .pairwise, limit: Int = 10_000, checks: [any LayoutCheck]? = nil,
    validation: (@Sendable (LaidOutNode, DataRow, TableCase) throws -> Void)? = nil,
    _ view: @escaping @Sendable (DataRow, Size) -> any ViewConvertible
) -> Declared {
    Declared(defaults: { suite in
        EdgeValueSuiteTest(test: EdgeValueLayoutTest(name, suite: suite.name, sizes: sizes, sizeCoverage: sizeCoverage,
                                                     columns: columns, mode: mode, limit: limit, checks: checks ?? suite.checks,
                                                     validation: validation, view: view))
    })
}

/// LayoutTest-iOS's `runLayoutTests(withViewProvider:validation:)` in a suite, named after the
/// provider: every combination of its data spec (`mode`) at each of its sizes.
public func EdgeValues<Provider: LayoutViewProvider>(
    provider: Provider.Type, mode: CombinationMode = .exhaustive, sizeCoverage: CombinationMode = .exhaustive,
    limit: Int = 10_000, checks: [any LayoutCheck]? = nil,
    validation: (@Sendable (LaidOutNode, DataRow, TableCase) throws -> Void)? = nil
) -> Declared {
    Declared(defaults: { suite in
        var test = EdgeValueLayoutTest(provider: provider, suite: suite.name, mode: mode, sizeCoverage: sizeCoverage,
                                       limit: limit, validation: validation)
        test.checks = checks ?? suite.checks
        return EdgeValueSuiteTest(test: test)
    })
}

struct EdgeValueSuiteTest: SuiteTest {
    let test: EdgeValueLayoutTest
    var descriptor: TestDescriptor { test.descriptor }
    func run(in context: TestContext) -> TestResult {
        context.withMeasurer(for: descriptor) { test.run(measurer: $0) }
    }
}

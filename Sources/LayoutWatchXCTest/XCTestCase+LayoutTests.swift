import Foundation
@_exported import LayoutTesting
import TestReport
import XCTest

/// ADLayoutTest's and LayoutTest-iOS's entry points on every `XCTestCase`: a failing layout
/// fails the calling test through `XCTFail` at the call's file and line.
extension XCTestCase {
    /// ADLayoutTest's `runLayoutTests(named:snapshotStrategy:randomStrategy:maxTestsCount:)`:
    /// random models from `Model.arbitrary`, the view built from each, laid out in `size` and
    /// checked; a failure shrinks to a minimal model and fails the test through `XCTFail` with
    /// the replay lines first (`Replay with S1 S2 and size N`, the choice token, the command),
    /// every violation, and the path of the failing layout's SVG.
    @discardableResult
    public func runLayoutTests<Model: Arbitrary & Sendable>(
        named name: String, in size: Size = Size(width: 320, height: 150),
        snapshotStrategy: SnapshotStrategy = .failureOnly, randomStrategy: RandomStrategy = .random,
        maxTestsCount: Int = 100, checks: [any LayoutCheck] = LayoutChecks.basic,
        file: StaticString = #filePath, line: UInt = #line,
        _ view: @escaping @Sendable (Model) -> any ViewConvertible
    ) -> TestResult {
        let test = LayoutTest(name, suite: String(describing: type(of: self)), in: size, generator: Model.arbitrary,
                              randomStrategy: randomStrategy, maxTestsCount: maxTestsCount, checks: checks, view: view)
        return report(FrameworkRun.run(test, snapshotStrategy: snapshotStrategy, host: layoutWatchHost), file, line)
    }

    /// ADLayoutTest's `runLayoutTests` whose closure judges each case itself and returns a
    /// `ViewAssertionResult` (`.success(view)`, `.failure(view, error)`); `laidOut()` lays a
    /// view out in the case's size.
    @discardableResult
    public func runLayoutTests<Model: Arbitrary & Sendable>(
        named name: String, in size: Size = Size(width: 320, height: 150),
        snapshotStrategy: SnapshotStrategy = .failureOnly, randomStrategy: RandomStrategy = .random,
        maxTestsCount: Int = 100, file: StaticString = #filePath, line: UInt = #line,
        _ assertion: @escaping @Sendable (Model) -> ViewAssertionResult
    ) -> TestResult {
        let test = LayoutTest(name, suite: String(describing: type(of: self)), in: size, generator: Model.arbitrary,
                              randomStrategy: randomStrategy, maxTestsCount: maxTestsCount, assertion: assertion)
        return report(FrameworkRun.run(test, snapshotStrategy: snapshotStrategy, host: layoutWatchHost), file, line)
    }

    /// LayoutTest-iOS's `runLayoutTests(withViewProvider:validation:)`: the provider's view
    /// built from every combination of its data spec (`mode`) at each of its sizes, laid out,
    /// checked, and handed to `validation` with its row and case; every failing row is listed.
    @discardableResult
    public func runLayoutTests<Provider: LayoutViewProvider>(
        withViewProvider provider: Provider.Type, mode: CombinationMode = .exhaustive,
        sizeCoverage: CombinationMode = .exhaustive, limit: Int = 10_000, checks: [any LayoutCheck] = LayoutChecks.basic,
        file: StaticString = #filePath, line: UInt = #line,
        validation: (@Sendable (LaidOutNode, DataRow, TableCase) throws -> Void)? = nil
    ) -> TestResult {
        let test = EdgeValueLayoutTest(provider: provider, suite: String(describing: type(of: self)), mode: mode,
                                       sizeCoverage: sizeCoverage, limit: limit, checks: checks, validation: validation)
        return report(FrameworkRun.run(test, host: layoutWatchHost), file, line)
    }

    private func report(_ run: FrameworkRun, _ file: StaticString, _ line: UInt) -> TestResult {
        if let text = run.failureText { XCTFail(text, file: file, line: line) }
        return run.result
    }

    /// This test as `swift test list` names it: `Module.Class/testMethod`.
    var layoutWatchHost: String {
        HostedResult.host(xctestName: name, qualifiedClass: String(reflecting: type(of: self)))
    }
}

import Foundation
@_exported import LayoutTesting
import TestReport
import XCTest

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
        let run = FrameworkRun.run(test, snapshotStrategy: snapshotStrategy, host: layoutWatchHost)
        if let text = run.failureText { XCTFail(text, file: file, line: line) }
        return run.result
    }

    /// This test as `swift test list` names it: `Module.Class/testMethod`.
    var layoutWatchHost: String {
        HostedResult.host(xctestName: name, qualifiedClass: String(reflecting: type(of: self)))
    }
}

import Foundation
@_exported import LayoutTesting
import TestReport
import Testing

/// Swift Testing's form of ADLayoutTest's `runLayoutTests`: random models, the view built from
/// each, laid out and checked; a failure is recorded as an issue at the call with the replay
/// lines first, every violation and the SVG's path, and the SVG is attached to the test.
///
/// The strategy and count come, in order, from the arguments, then the current test's and its
/// suites' traits (`.layoutStrategy(.consistent)`, `.layoutSeed(s1, s2, size: n)`,
/// `.layoutCount(20)`), then ADLayoutTest's defaults (random, 100).
@discardableResult
public func expectLayout<Model: Arbitrary & Sendable>(
    named name: String, in size: Size = Size(width: 320, height: 150),
    snapshotStrategy: SnapshotStrategy = .failureOnly, randomStrategy: RandomStrategy? = nil,
    maxTestsCount: Int? = nil, checks: [any LayoutCheck] = LayoutChecks.basic,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ view: @escaping @Sendable (Model) -> any ViewConvertible
) -> TestResult {
    let traits = LayoutTrait.current
    let test = LayoutTest(name, suite: Test.current?.name ?? "LayoutTests", in: size, generator: Model.arbitrary,
                          randomStrategy: randomStrategy ?? traits.strategy ?? .random,
                          maxTestsCount: maxTestsCount ?? traits.count ?? 100, checks: checks, view: view)
    return record(FrameworkRun.run(test, snapshotStrategy: snapshotStrategy, host: currentHost), sourceLocation)
}

/// `expectLayout` whose closure judges each case itself (ADLayoutTest's `ViewAssertionResult`).
@discardableResult
public func expectLayout<Model: Arbitrary & Sendable>(
    named name: String, in size: Size = Size(width: 320, height: 150),
    snapshotStrategy: SnapshotStrategy = .failureOnly, randomStrategy: RandomStrategy? = nil,
    maxTestsCount: Int? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ assertion: @escaping @Sendable (Model) -> ViewAssertionResult
) -> TestResult {
    let traits = LayoutTrait.current
    let test = LayoutTest(name, suite: Test.current?.name ?? "LayoutTests", in: size, generator: Model.arbitrary,
                          randomStrategy: randomStrategy ?? traits.strategy ?? .random,
                          maxTestsCount: maxTestsCount ?? traits.count ?? 100, assertion: assertion)
    return record(FrameworkRun.run(test, snapshotStrategy: snapshotStrategy, host: currentHost), sourceLocation)
}

/// LayoutTest-iOS's data-table test in Swift Testing: the provider's view built from every
/// combination of its data spec at each of its sizes, checked and handed to `validation`.
@discardableResult
public func expectLayout<Provider: LayoutViewProvider>(
    withViewProvider provider: Provider.Type, mode: CombinationMode = .exhaustive,
    sizeCoverage: CombinationMode = .exhaustive, limit: Int = 10_000, checks: [any LayoutCheck] = LayoutChecks.basic,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    validation: (@Sendable (LaidOutNode, DataRow, TableCase) throws -> Void)? = nil
) -> TestResult {
    let test = EdgeValueLayoutTest(provider: provider, suite: Test.current?.name ?? "LayoutTests", mode: mode,
                                   sizeCoverage: sizeCoverage, limit: limit, checks: checks, validation: validation)
    return record(FrameworkRun.run(test, host: currentHost), sourceLocation)
}

/// A failure as an issue at the call, with the failing layout's SVG attached.
private func record(_ run: FrameworkRun, _ sourceLocation: Testing.SourceLocation) -> TestResult {
    if let text = run.failureText {
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        if let svg = run.failureSVG, let data = FileManager.default.contents(atPath: svg.path) {
            Attachment.record(Array(data), named: svg.lastPathComponent, sourceLocation: sourceLocation)
        }
    }
    return run.result
}

/// The running test as `swift test list` names it (`Module.Suite/name()`).
var currentHost: String? { Test.current.map { HostedResult.host(swiftTestingID: String(describing: $0.id)) } }

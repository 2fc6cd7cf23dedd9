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
    let run = FrameworkRun.run(test, snapshotStrategy: snapshotStrategy, host: currentHost)
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

import TestReport

/// What the watch loop drives: a LayoutWatch suite (`PassRunner`) or a package's own
/// `swift test` (`SwiftTestRunner`).
public protocol PassExecutor: Actor {
    /// `progress` hears (done, total, the result) as each test finishes.
    func execute(_ plan: RunPlan, log: @Sendable (String) -> Void,
                 progress: @escaping @Sendable (Int, Int, TestResult) -> Void) async -> PassRunner.Pass
    /// The pass a set of changes asks for; `nil` when nothing needs to run.
    func plan(for changes: ChangeSet) -> RunPlan?
}

extension PassRunner: PassExecutor {
    public func plan(for changes: ChangeSet) -> RunPlan? { RunPlan.plan(for: changes, tests: tests) }
}

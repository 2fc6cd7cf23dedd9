import Foundation

/// One pass of the daemon or of `layoutwatch run`: the results and what they add up to.
public struct RunSummary: Sendable, Codable, Equatable {
    public var results: [TestResult]
    /// Seconds since the epoch when the run started; reports print it, goldens fix it.
    public var startedAt: Double
    public var duration: Double
    /// `true` when the results may not match the sources any more: files changed while the run
    /// was going, or the last build failed and these are the last good results.
    public var stale: Bool
    /// Set when this pass's build failed; `results` are then the previous pass's.
    public var buildFailure: BuildFailure?

    public init(results: [TestResult], startedAt: Double, duration: Double, stale: Bool = false,
                buildFailure: BuildFailure? = nil) {
        self.results = results.sorted { $0.id < $1.id }
        self.startedAt = startedAt
        self.duration = duration
        self.stale = stale
        self.buildFailure = buildFailure
    }

    public var passed: Int { results.filter { $0.status.isPassing }.count }
    public var failed: Int { results.filter { $0.status.isFailing }.count }
    public var interrupted: Int { results.filter { $0.status == .interrupted }.count }
    public var allPassed: Bool { failed == 0 && interrupted == 0 && buildFailure == nil }

    /// The closing line every runner prints: `N passed, M failed` (`, K interrupted` when some were).
    public var closingLine: String {
        "\(passed) passed, \(failed) failed" + (interrupted > 0 ? ", \(interrupted) interrupted" : "")
    }
}

import Foundation

/// One pass of the daemon or of `layoutwatch run`: the results and what they add up to.
public struct RunSummary: Sendable, Codable, Equatable {
    public var results: [TestResult]
    /// Seconds since the epoch when the run started; reports print it, goldens fix it.
    public var startedAt: Double
    public var duration: Double
    /// `true` when sources changed while the run was going: results kept but marked stale.
    public var stale: Bool

    public init(results: [TestResult], startedAt: Double, duration: Double, stale: Bool = false) {
        self.results = results.sorted { $0.id < $1.id }
        self.startedAt = startedAt
        self.duration = duration
        self.stale = stale
    }

    public var passed: Int { results.filter { $0.status.isPassing }.count }
    public var failed: Int { results.count - passed }
    public var allPassed: Bool { failed == 0 }

    /// The closing line every runner prints: `N passed, M failed`.
    public var closingLine: String { "\(passed) passed, \(failed) failed" }
}

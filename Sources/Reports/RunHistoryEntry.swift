import TestReport

/// One line of the report's "recent runs": when, how long, and what it added up to.
public struct RunHistoryEntry: Sendable, Codable, Equatable {
    public var startedAt: Double
    public var duration: Double
    public var passed: Int
    public var failed: Int
    public var stale: Bool
    /// Tests stopped before they finished (absent from files written before it existed: 0).
    public var interrupted: Int
    /// The summary line of this pass's failed build; its counts are then the last good run's.
    public var buildFailure: String?

    public init(_ summary: RunSummary) {
        startedAt = summary.startedAt
        duration = summary.duration
        passed = summary.passed
        failed = summary.failed
        stale = summary.stale
        interrupted = summary.interrupted
        buildFailure = summary.buildFailure?.summary
    }

    private enum CodingKeys: String, CodingKey {
        case startedAt, duration, passed, failed, stale, interrupted, buildFailure
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        startedAt = try container.decode(Double.self, forKey: .startedAt)
        duration = try container.decode(Double.self, forKey: .duration)
        passed = try container.decode(Int.self, forKey: .passed)
        failed = try container.decode(Int.self, forKey: .failed)
        stale = try container.decode(Bool.self, forKey: .stale)
        interrupted = try container.decodeIfPresent(Int.self, forKey: .interrupted) ?? 0
        buildFailure = try container.decodeIfPresent(String.self, forKey: .buildFailure)
    }
}

/// What the history knows of one test across runs.
public struct TestHistory: Sendable, Codable, Equatable {
    /// `startedAt` of the first run of the current failing streak; `nil` while not failing.
    public var failingSince: Double?
    /// `startedAt` of the last run in which it passed; `nil` when never seen passing.
    public var lastPassed: Double?
    /// Seconds the test took when it last ran to a verdict: what `--shard` balances by.
    public var duration: Double?

    public init(failingSince: Double? = nil, lastPassed: Double? = nil, duration: Double? = nil) {
        self.failingSince = failingSince
        self.lastPassed = lastPassed
        self.duration = duration
    }

    /// Takes in one run's outcome. Skipped and interrupted tests ran no verdict, so they change
    /// nothing; recording the same run twice changes nothing either.
    mutating func record(_ result: TestResult, at startedAt: Double) {
        let status = result.status
        if status != .skipped, status != .interrupted, result.duration.isFinite, result.duration >= 0 {
            duration = result.duration
        }
        if status == .passed {
            failingSince = nil
            lastPassed = startedAt
        } else if status.isFailing, failingSince == nil {
            failingSince = startedAt
        }
    }
}

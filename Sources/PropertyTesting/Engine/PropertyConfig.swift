/// Where the seeds of a run come from.
public enum RandomStrategy: Sendable, Hashable, Codable {
    /// A fresh seed each run.
    case random
    /// A fixed seed: every run generates the same cases.
    case consistent
    /// Starts from exactly this seed pair and size: the first case is the one that printed it.
    case replay(seed1: UInt64, seed2: UInt64, size: Int)
    /// Replays one choice token (see `ChoiceToken`) as the only generated case. Spelled
    /// `.replay(choices:)`; a separate case name because Swift cannot pattern-match two cases
    /// that share a base name.
    case replayChoices(String)

    /// Replays one choice token (the "Replay token:" line of a failure) as the only case.
    public static func replay(choices token: String) -> RandomStrategy { .replayChoices(token) }

    /// Whether it asks for one recorded case (by seed or by choices).
    public var isReplay: Bool {
        switch self {
        case .random, .consistent: false
        case .replay, .replayChoices: true
        }
    }
}

/// The phases of a run, in order; each can be switched off.
public struct Phases: OptionSet, Sendable, Hashable {
    /// The bits of the set: 1 explicit, 2 reuse, 4 generate, 8 shrink.
    public let rawValue: Int
    /// A set from its bits (see ``rawValue``).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Runs the examples given to `checkProperty(examples:)` first.
    public static let explicit = Phases(rawValue: 1)
    /// Replays the failures the example database saved for the test id (Hypothesis's `reuse`).
    public static let reuse = Phases(rawValue: 2)
    /// Generates up to `maxTestsCount` new cases.
    public static let generate = Phases(rawValue: 4)
    /// Shrinks the first failure found to a minimal one; without it the first failure is reported
    /// as found.
    public static let shrink = Phases(rawValue: 8)
    /// Every phase: what a run does unless told otherwise.
    public static let all: Phases = [.explicit, .reuse, .generate, .shrink]
}

/// A warning a run adds to its report (Hypothesis's health checks); it never fails the run.
public enum HealthCheck: String, Sendable, Hashable, CaseIterable, Codable {
    /// More discards than `discardRatio` times the cases that ran: filters reject too much.
    case tooManyDiscards = "too many discards"
    /// A case took longer than `slowCase` (500 ms unless set).
    case tooSlow = "too slow"
    /// More than `overrunLimit` generations ran out of choices (`maxChoices`): values are too big.
    case tooLarge = "too large"
    /// A failure did not fail again when replayed from its choices.
    case flaky
}

/// Which health warnings a run gives, and their thresholds.
public struct HealthChecks: Sendable, Equatable {
    /// The checks that never warn (none unless given).
    public var suppressed: Set<HealthCheck>
    /// Warn when discards exceed this multiple of the cases that ran.
    public var discardRatio: Double
    /// Warn when one case (generation plus property) takes longer.
    public var slowCase: Duration
    /// Warn when this many generations ran out of choices.
    public var overrunLimit: Int

    /// Every check on: discards at most 1× the cases run, 500 ms per case, 10 overruns.
    public init(suppressed: Set<HealthCheck> = [], discardRatio: Double = 1,
                slowCase: Duration = .milliseconds(500), overrunLimit: Int = 10) {
        self.suppressed = suppressed
        self.discardRatio = discardRatio
        self.slowCase = slowCase
        self.overrunLimit = overrunLimit
    }

    func enabled(_ check: HealthCheck) -> Bool { !suppressed.contains(check) }
}

/// How `checkProperty` runs: how many cases, from which seeds, which phases, and the limits on
/// shrinking, discards and size.
public struct PropertyConfig: Sendable {
    /// The choices one case may draw unless `maxChoices` says otherwise: 8,192.
    public static let defaultMaxChoices = 8_192

    /// Generated cases that must pass (discards not counted); 100 unless given, as in
    /// ADLayoutTest and SwiftCheck.
    public var maxTestsCount: Int
    /// Where the seeds come from (`.random` unless given).
    public var strategy: RandomStrategy
    /// Where shrunk failures are saved and replayed from; `nil` saves nothing.
    public var database: ExampleDatabase?
    /// Keys saved failures; stable across edits of the test's source.
    public var testID: String
    /// The phases to run (``Phases/all`` unless given).
    public var phases: Phases
    /// The caps on shrinking (5,000 calls, 30 s unless given).
    public var shrinkLimits: ShrinkLimits
    /// The health warnings and their thresholds.
    public var healthChecks: HealthChecks
    /// Give up after this many discarded cases; nil means 10 × maxTestsCount.
    public var maxDiscards: Int?
    /// Choices one case may draw before it is abandoned as too large.
    public var maxChoices: Int
    /// Turns a `cover` requirement that is shown to be unmet into a failure.
    public var requireCoverage: Bool
    /// Called with each case's choices and its input's description before the property runs
    /// on it (generated cases and shrink candidates), so a parent process holds the input of a
    /// case that crashes.
    public var beforeEachCase: (@Sendable (CaseStart) -> Void)?
    /// A case whose property crashed a process: shrink it instead of generating. Only another
    /// crash counts as a smaller failure (it ends this process too, after `beforeEachCase` named
    /// it); when no candidate crashes, the run ends as passed and the last crash is minimal.
    public var crashShrink: ChoiceToken?

    /// Every parameter defaults to the value its property describes.
    public init(maxTestsCount: Int = 100, strategy: RandomStrategy = .random,
                database: ExampleDatabase? = nil, testID: String = "", phases: Phases = .all,
                shrinkLimits: ShrinkLimits = ShrinkLimits(), healthChecks: HealthChecks = HealthChecks(),
                maxDiscards: Int? = nil, maxChoices: Int = PropertyConfig.defaultMaxChoices,
                requireCoverage: Bool = false, beforeEachCase: (@Sendable (CaseStart) -> Void)? = nil,
                crashShrink: ChoiceToken? = nil) {
        self.maxTestsCount = maxTestsCount
        self.strategy = strategy
        self.database = database
        self.testID = testID
        self.phases = phases
        self.shrinkLimits = shrinkLimits
        self.healthChecks = healthChecks
        self.maxDiscards = maxDiscards
        self.maxChoices = maxChoices
        self.requireCoverage = requireCoverage
        self.beforeEachCase = beforeEachCase
        self.crashShrink = crashShrink
    }
}

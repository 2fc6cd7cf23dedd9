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
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let explicit = Phases(rawValue: 1)
    public static let reuse = Phases(rawValue: 2)
    public static let generate = Phases(rawValue: 4)
    public static let shrink = Phases(rawValue: 8)
    public static let all: Phases = [.explicit, .reuse, .generate, .shrink]
}

public enum HealthCheck: String, Sendable, Hashable, CaseIterable, Codable {
    case tooManyDiscards = "too many discards"
    case tooSlow = "too slow"
    case tooLarge = "too large"
    case flaky
}

public struct HealthChecks: Sendable, Equatable {
    public var suppressed: Set<HealthCheck>
    /// Warn when discards exceed this multiple of the cases that ran.
    public var discardRatio: Double
    /// Warn when one case (generation plus property) takes longer.
    public var slowCase: Duration
    /// Warn when this many generations ran out of choices.
    public var overrunLimit: Int

    public init(suppressed: Set<HealthCheck> = [], discardRatio: Double = 1,
                slowCase: Duration = .milliseconds(500), overrunLimit: Int = 10) {
        self.suppressed = suppressed
        self.discardRatio = discardRatio
        self.slowCase = slowCase
        self.overrunLimit = overrunLimit
    }

    func enabled(_ check: HealthCheck) -> Bool { !suppressed.contains(check) }
}

public struct PropertyConfig: Sendable {
    public static let defaultMaxChoices = 8_192

    public var maxTestsCount: Int
    public var strategy: RandomStrategy
    public var database: ExampleDatabase?
    /// Keys saved failures; stable across edits of the test's source.
    public var testID: String
    public var phases: Phases
    public var shrinkLimits: ShrinkLimits
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

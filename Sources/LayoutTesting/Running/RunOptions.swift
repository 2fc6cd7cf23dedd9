import Foundation
import PropertyTesting
import Synchronization

/// What the run brings to a test: the strategy and tests count for a test that sets none of
/// its own, a replay that replaces the test's strategy, where saved failures live, and a hook
/// called before each generated case.
///
/// Precedence, highest first: `replay` (a command asked for one case), the test's own
/// argument, these run defaults (config.json's `run.strategy`, `run.maxTestsCount`), then
/// `.random` and 100. An explicit replay strategy, whoever sets it, also skips the saved
/// failures of the example database.
package struct RunOptions: Sendable {
    /// Replaces every test's own strategy: `layoutwatch replay`'s seed or token.
    package var replay: RandomStrategy?
    /// The strategy of a test that names none.
    package var strategy: RandomStrategy?
    /// The count of a test that sets none.
    package var maxTestsCount: Int?
    /// The example database's directory; `nil` keeps no failure memory.
    package var databaseDirectory: URL?
    /// `(test id, case index, the case)`, before the case runs.
    package var onCase: (@Sendable (String, Int, CaseStart) -> Void)?
    /// A case that crashed a process, to shrink instead of generating (see `PropertyConfig`).
    package var crashShrink: ChoiceToken?
    /// Health checks the test turns off (a page test: `.tooSlow`, its cases wait on a browser).
    package var suppressedHealthChecks: Set<HealthCheck> = []
    /// The time shrinking may take, when the test's cases wait on something the machine's
    /// load slows (a page test's browser); `nil` keeps `ShrinkLimits`' default.
    package var shrinkDuration: Duration?

    package init(replay: RandomStrategy? = nil, strategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
                databaseDirectory: URL? = nil, onCase: (@Sendable (String, Int, CaseStart) -> Void)? = nil,
                crashShrink: ChoiceToken? = nil) {
        self.replay = replay
        self.strategy = strategy
        self.maxTestsCount = maxTestsCount
        self.databaseDirectory = databaseDirectory
        self.onCase = onCase
        self.crashShrink = crashShrink
    }

    /// The defaults a test falls back on when neither it nor the run sets a value (ADLayoutTest's).
    package static let defaultStrategy = RandomStrategy.random
    package static let defaultMaxTestsCount = 100

    package func config(testID: String, strategy own: RandomStrategy?, maxTestsCount ownCount: Int?) -> PropertyConfig {
        let counter = CaseCounter()
        let hook = onCase.map { onCase in
            { @Sendable (start: CaseStart) in onCase(testID, counter.next(), start) }
        }
        var config = PropertyConfig(maxTestsCount: ownCount ?? maxTestsCount ?? Self.defaultMaxTestsCount,
                                    strategy: replay ?? own ?? strategy ?? Self.defaultStrategy,
                                    database: databaseDirectory.map { ExampleDatabase(directory: $0.path) }, testID: testID,
                                    beforeEachCase: hook, crashShrink: crashShrink)
        config.healthChecks.suppressed.formUnion(suppressedHealthChecks)
        if let shrinkDuration { config.shrinkLimits.maxDuration = shrinkDuration }
        return config
    }
}

/// Numbers the cases of one run for the `caseStarted` messages.
final class CaseCounter: Sendable {
    private let count = Mutex(0)
    func next() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}

import Foundation
import PropertyTesting
import Synchronization

/// What the run imposes on a test: a strategy or tests count that overrides the test's own,
/// where saved failures live, and a hook called before each generated case.
public struct RunOptions: Sendable {
    public var strategy: RandomStrategy?
    public var maxTestsCount: Int?
    /// The example database's directory; `nil` keeps no failure memory.
    public var databaseDirectory: URL?
    /// `(test id, case index, replay token, input)`, before the case runs.
    public var onCase: (@Sendable (String, Int, String, String) -> Void)?
    /// A case that crashed a process, to shrink instead of generating (see `PropertyConfig`).
    public var crashShrink: ChoiceToken?

    public init(strategy: RandomStrategy? = nil, maxTestsCount: Int? = nil, databaseDirectory: URL? = nil,
                onCase: (@Sendable (String, Int, String, String) -> Void)? = nil, crashShrink: ChoiceToken? = nil) {
        self.strategy = strategy
        self.maxTestsCount = maxTestsCount
        self.databaseDirectory = databaseDirectory
        self.onCase = onCase
        self.crashShrink = crashShrink
    }

    package func config(testID: String, strategy own: RandomStrategy, maxTestsCount ownCount: Int) -> PropertyConfig {
        let counter = CaseCounter()
        let hook = onCase.map { onCase in
            { @Sendable (token: ChoiceToken, input: String) in onCase(testID, counter.next(), token.description, input) }
        }
        return PropertyConfig(maxTestsCount: maxTestsCount ?? ownCount, strategy: strategy ?? own,
                              database: databaseDirectory.map { ExampleDatabase(directory: $0.path) }, testID: testID,
                              beforeEachCase: hook, crashShrink: crashShrink)
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

import Foundation
import PropertyTesting

/// What the run imposes on a test: a strategy or tests count that overrides the test's own,
/// where saved failures live, and a hook called before each generated case.
public struct RunOptions: Sendable {
    public var strategy: RandomStrategy?
    public var maxTestsCount: Int?
    /// The example database's directory; `nil` keeps no failure memory.
    public var databaseDirectory: URL?
    /// `(test id, case index, replay token)`, before the case runs.
    public var onCase: (@Sendable (String, Int, String) -> Void)?

    public init(strategy: RandomStrategy? = nil, maxTestsCount: Int? = nil, databaseDirectory: URL? = nil,
                onCase: (@Sendable (String, Int, String) -> Void)? = nil) {
        self.strategy = strategy
        self.maxTestsCount = maxTestsCount
        self.databaseDirectory = databaseDirectory
        self.onCase = onCase
    }

    func config(testID: String, strategy own: RandomStrategy, maxTestsCount ownCount: Int) -> PropertyConfig {
        PropertyConfig(maxTestsCount: maxTestsCount ?? ownCount, strategy: strategy ?? own,
                       database: databaseDirectory.map { ExampleDatabase(directory: $0.path) }, testID: testID)
    }
}

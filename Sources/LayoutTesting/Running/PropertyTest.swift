import Foundation
import PropertyTesting
import TestReport

/// A plain property over generated inputs, reported like every other test.
package struct PropertyTest<Input: Sendable>: Sendable {
    package var descriptor: TestDescriptor
    package var generator: Gen<Input>
    /// The test's own strategy and count; `nil` takes the run's (see `RunOptions`).
    package var randomStrategy: RandomStrategy?
    package var maxTestsCount: Int?
    /// Why an input fails the property, or `nil` when it holds.
    package var check: @Sendable (Input) throws -> String?

    package init(_ name: String, suite: String, generator: Gen<Input>, randomStrategy: RandomStrategy? = nil,
                maxTestsCount: Int? = nil, property: @escaping @Sendable (Input) throws -> Bool) {
        self.init(name, suite: suite, generator: generator, randomStrategy: randomStrategy, maxTestsCount: maxTestsCount) {
            try property($0) ? nil : "the property returned false"
        }
    }

    /// A property whose failures say what went wrong: `check` returns the message, or `nil`.
    package init(_ name: String, suite: String, generator: Gen<Input>, randomStrategy: RandomStrategy? = nil,
                maxTestsCount: Int? = nil, check: @escaping @Sendable (Input) throws -> String?) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .property)
        self.generator = generator
        self.randomStrategy = randomStrategy
        self.maxTestsCount = maxTestsCount
        self.check = check
    }

    package func run(options: RunOptions = RunOptions()) -> TestResult {
        let started = Date()
        let config = options.config(testID: descriptor.id, strategy: randomStrategy, maxTestsCount: maxTestsCount)
        let report = checkProperty(config: config, generator: generator) { input, _ -> Verdict<String> in
            try check(input).map { .fail($0) } ?? .pass
        }
        return report.testResult(descriptor, duration: Date().timeIntervalSince(started)) { ($0, [], nil) }
    }
}

import Foundation
import PropertyTesting
import TestReport

/// A plain property over generated inputs, reported like every other test.
public struct PropertyTest<Input: Sendable>: Sendable {
    public var descriptor: TestDescriptor
    public var generator: Gen<Input>
    public var randomStrategy: RandomStrategy
    public var maxTestsCount: Int
    public var property: @Sendable (Input) throws -> Bool

    public init(_ name: String, suite: String, generator: Gen<Input>, randomStrategy: RandomStrategy = .random,
                maxTestsCount: Int = 100, property: @escaping @Sendable (Input) throws -> Bool) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .property)
        self.generator = generator
        self.randomStrategy = randomStrategy
        self.maxTestsCount = maxTestsCount
        self.property = property
    }

    public func run(options: RunOptions = RunOptions()) -> TestResult {
        let started = Date()
        let config = options.config(testID: descriptor.id, strategy: randomStrategy, maxTestsCount: maxTestsCount)
        let report = checkProperty(config: config, generator: generator) { input, _ -> Verdict<String> in
            try property(input) ? .pass : .fail("the property returned false")
        }
        return report.testResult(descriptor, duration: Date().timeIntervalSince(started)) { ($0, [], nil) }
    }
}

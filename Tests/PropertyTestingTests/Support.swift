import Testing
import PropertyTesting

/// Runs `property` with a fixed seed and returns the shrunk input.
func shrunk<Input>(_ generator: Gen<Input>, seed: UInt64 = 1, tests: Int = 10_000,
                   _ property: @escaping (Input) -> Bool) -> Input? {
    let config = PropertyConfig(maxTestsCount: tests, strategy: .replay(seed1: seed, seed2: 0, size: 0))
    let report = checkProperty(config: config, generator: generator) { input, _ in
        Verdict<String>.check(property(input))
    }
    #expect(report.shrinkStoppedBy == nil, "shrinking hit a cap")
    return report.shrunk?.input
}

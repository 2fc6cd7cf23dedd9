/// The public shrinking-challenge problems (jlink/shrinking-challenge) as this engine's
/// generators and properties: the benchmark and the tests measure the shrinker on them.
package struct ShrinkingChallenge: Sendable {
    package let name: String
    /// The ideal minimal counterexamples, as printed.
    package let ideal: [String]
    let body: @Sendable (PropertyConfig) -> ChallengeOutcome

    /// Runs the challenge with the seed pair (seed, 0) as the first case.
    package func run(seed: UInt64, maxTestsCount: Int = 100_000,
                    shrinkLimits: ShrinkLimits = ShrinkLimits()) -> ChallengeOutcome {
        let config = PropertyConfig(maxTestsCount: maxTestsCount,
                                    strategy: .replay(seed1: seed, seed2: 0, size: 0),
                                    shrinkLimits: shrinkLimits, maxDiscards: maxTestsCount * 10)
        return body(config)
    }

    init<Input>(_ name: String, ideal: [String], generator: Gen<Input>,
                normalise: @escaping @Sendable (Input) -> String = { String(describing: $0) },
                property: @escaping @Sendable (Input) -> Verdict<String>) {
        self.name = name
        self.ideal = ideal
        body = { config in
            let report = checkProperty(config: config, generator: generator) { input, _ in property(input) }
            let shrunk = report.shrunk.map { normalise($0.input) }
            return ChallengeOutcome(found: report.status == .falsified, shrunk: shrunk ?? "",
                                    isIdeal: shrunk.map(ideal.contains) ?? false, shrinkCalls: report.shrinkCalls,
                                    callsToFirstFailure: report.callsToFirstFailure,
                                    stoppedBy: report.shrinkStoppedBy)
        }
    }
}

/// What one run of a challenge reached.
package struct ChallengeOutcome: Sendable {
    package var found: Bool
    /// The shrunk counterexample, normalised as the ideal is written.
    package var shrunk: String
    package var isIdeal: Bool
    package var shrinkCalls: Int
    package var callsToFirstFailure: Int
    package var stoppedBy: ShrinkStop?
}

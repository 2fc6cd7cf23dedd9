/// The state of one `checkProperty` call: counts, statistics and the way one case runs.
final class PropertyRun<Input, Evidence: Sendable> {
    typealias Payload = (input: Input, cause: FailureCause<Evidence>)
    typealias Property = (Input, inout PropertyContext) throws -> Verdict<Evidence>

    let config: PropertyConfig
    let generator: Gen<Input>
    let property: Property
    /// Property invocations so far.
    var calls = 0
    var testsRun = 0
    var discards = 0
    var overruns = 0
    var slowest: Duration = .zero
    var statistics = Statistics()
    var warnings: [String] = []
    /// The seed pair and size of the case being generated, for its announcement.
    var generating: ExampleDatabase.Origin?

    init(config: PropertyConfig, generator: Gen<Input>, property: @escaping Property) {
        self.config = config
        self.generator = generator
        self.property = property
    }

    func evaluate(_ input: Input, _ context: inout PropertyContext) -> (RunStatus, FailureCause<Evidence>?) {
        calls += 1
        do {
            switch try property(input, &context) {
            case .pass: return (.valid, nil)
            case .discard: return (.invalid, nil)
            case let .fail(evidence): return (.interesting, .evidence(evidence))
            }
        } catch {
            return (.interesting, .thrown(String(describing: error)))
        }
    }

    /// Generates from `context` and runs the property; counts the case.
    func runCase(_ context: DrawContext) -> ShrinkRun<Payload> {
        let start = ContinuousClock.now
        let input = generator.run(context)
        if context.overran { overruns += 1 }
        if context.rejected || context.overran {
            discards += 1
            return ShrinkRun(status: .invalid, choices: context.choices, spans: context.spans)
        }
        announce(context, input)
        var propertyContext = PropertyContext()
        let (status, cause) = evaluate(input, &propertyContext)
        slowest = max(slowest, ContinuousClock.now - start)
        switch status {
        case .valid:
            testsRun += 1
            statistics.add(propertyContext)
        case .invalid:
            discards += 1
        case .interesting:
            testsRun += 1
        }
        return ShrinkRun(status: status, choices: context.choices, spans: context.spans,
                         payload: cause.map { (input, $0) })
    }

    /// Replays `prefix` without counting it as a generated case (shrinking, flaky check).
    func replay(_ prefix: [UInt64], size: Int) -> ShrinkRun<Payload> {
        let context = DrawContext(size: size, prefix: prefix, maxChoices: config.maxChoices)
        let input = generator.run(context)
        guard !context.rejected, !context.overran else {
            return ShrinkRun(status: .invalid, choices: context.choices, spans: context.spans)
        }
        announce(context, input)
        var propertyContext = PropertyContext()
        let (status, cause) = evaluate(input, &propertyContext)
        return ShrinkRun(status: status, choices: context.choices, spans: context.spans,
                         payload: cause.map { (input, $0) })
    }

    /// Generates from `prefix` without running the property: the starting point for shrinking a
    /// case whose property cannot be run here (it crashed a process).
    func generateOnly(_ prefix: [UInt64], size: Int) -> ShrinkRun<Payload> {
        let context = DrawContext(size: size, prefix: prefix, maxChoices: config.maxChoices)
        _ = generator.run(context)
        let status: RunStatus = context.rejected || context.overran ? .invalid : .interesting
        return ShrinkRun(status: status, choices: context.choices, spans: context.spans)
    }

    private func announce(_ context: DrawContext, _ input: Input) {
        guard let hook = config.beforeEachCase else { return }
        hook(CaseStart(token: ChoiceToken(size: context.size, indices: context.choices.map(\.index)),
                       input: String(FailingCase<Input, Evidence>.describe(input).prefix(2_000)), origin: generating))
    }

    func failingCase(_ run: ShrinkRun<Payload>, size: Int) -> FailingCase<Input, Evidence>? {
        guard let payload = run.payload else { return nil }
        return FailingCase(input: payload.input, cause: payload.cause,
                           description: FailingCase<Input, Evidence>.describe(payload.input),
                           token: ChoiceToken(size: size, indices: run.indices))
    }

    func healthWarnings() -> [String] {
        var result = warnings
        let checks = config.healthChecks
        if checks.enabled(.tooManyDiscards), discards >= 10,
           Double(discards) > checks.discardRatio * Double(max(testsRun, 1)) {
            result.append("health (too many discards): \(discards) cases were discarded for \(testsRun) that ran; "
                + "generate valid inputs directly instead of filtering, or suppress .tooManyDiscards")
        }
        if checks.enabled(.tooSlow), slowest > checks.slowCase {
            result.append("health (too slow): the slowest case took \(slowest), above \(checks.slowCase); "
                + "make the property cheaper or suppress .tooSlow")
        }
        if checks.enabled(.tooLarge), overruns >= checks.overrunLimit {
            result.append("health (too large): \(overruns) cases drew more than \(config.maxChoices) choices; "
                + "generate smaller collections, raise maxChoices, or suppress .tooLarge")
        }
        return result
    }
}

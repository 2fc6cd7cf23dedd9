/// Runs a property: explicit examples → saved failures → generated cases → shrinking.
/// Synchronous, so a runner can call it inside a child process.
public func checkProperty<Input, Evidence: Sendable>(
    config: PropertyConfig = PropertyConfig(),
    generator: Gen<Input>,
    examples: [Input] = [],
    property: (Input, inout PropertyContext) throws -> Verdict<Evidence>
) -> PropertyReport<Input, Evidence> {
    withoutActuallyEscaping(property) { property in
        let run = PropertyRun(config: config, generator: generator, property: property)
        var report = PropertyReport<Input, Evidence>(
            status: .passed, testsRun: 0, discards: 0, shrinks: 0, shrinkCalls: 0, callsToFirstFailure: 0,
            shrinkStoppedBy: nil, original: nil, shrunk: nil, seed1: nil, seed2: nil, size: nil,
            choiceToken: nil, statistics: Statistics(), healthWarnings: [], flaky: false, message: nil)
        if let crashed = config.crashShrink {
            shrinkCrash(run, from: crashed, report: &report)
        } else if let failure = findFailure(run, examples: examples, report: &report) {
            shrinkAndRecord(run, failure: failure, report: &report)
        }
        run.statistics.judgeCoverage()
        report.testsRun = run.testsRun
        report.discards = run.discards
        report.statistics = run.statistics
        report.healthWarnings = run.healthWarnings()
        for result in run.statistics.coverage where result.status == .insufficient {
            report.healthWarnings.append("coverage: \(result.summary)")
            if config.requireCoverage, report.status == .passed {
                report.status = .falsified
                report.message = "Insufficient coverage: \(result.summary)"
            }
        }
        return report
    }
}

/// A failure found by one of the phases before shrinking.
struct FoundFailure<Payload> {
    var run: ShrinkRun<Payload>
    var size: Int
    var seeds: (UInt64, UInt64)?
    var savedToken: ChoiceToken?
    /// For a saved failure: the seeds and size it was first generated with.
    var origin: ExampleDatabase.Origin?
}

private func findFailure<Input, Evidence>(
    _ run: PropertyRun<Input, Evidence>, examples: [Input], report: inout PropertyReport<Input, Evidence>
) -> FoundFailure<PropertyRun<Input, Evidence>.Payload>? {
    let config = run.config
    if config.phases.contains(.explicit) {
        for example in examples {
            var context = PropertyContext()
            let (status, cause) = run.evaluate(example, &context)
            if status != .invalid { run.testsRun += 1 }
            if status == .valid { run.statistics.add(context) }
            if status == .interesting, let cause {
                report.status = .falsified
                report.original = FailingCase(input: example, cause: cause,
                                              description: FailingCase<Input, Evidence>.describe(example), token: nil)
                report.callsToFirstFailure = run.calls
                return nil
            }
        }
    }
    // An explicit replay asks for its own case, not for the failures saved earlier.
    if config.phases.contains(.reuse), !config.strategy.isReplay, let database = config.database {
        let loaded = database.load(testID: config.testID)
        run.warnings += loaded.warnings
        for entry in loaded.entries {
            let replayed = run.replay(entry.token.indices, size: entry.token.size)
            if replayed.status == .interesting {
                run.testsRun += 1
                return FoundFailure(run: replayed, size: entry.token.size, seeds: nil, savedToken: entry.token,
                                    origin: entry.origin)
            }
            database.delete(entry.token, testID: config.testID)
        }
    }
    guard config.phases.contains(.generate) else { return nil }
    if case let .replayChoices(text) = config.strategy {
        do {
            let token = try ChoiceToken(parsing: text)
            let context = DrawContext(size: token.size, prefix: token.indices, maxChoices: config.maxChoices)
            let result = run.runCase(context)
            return result.status == .interesting ? FoundFailure(run: result, size: token.size, seeds: nil) : nil
        } catch {
            report.status = .error
            report.message = "\(error)"
            return nil
        }
    }
    var schedule = SeedSchedule(strategy: config.strategy)
    let maxDiscards = config.maxDiscards ?? 10 * max(config.maxTestsCount, 1)
    while run.testsRun < config.maxTestsCount {
        if run.discards >= maxDiscards {
            report.status = .gaveUp
            report.message = "Gave up after \(run.discards) discards (\(run.testsRun) tests passed): filters or "
                + ".discard reject too many inputs; generate valid inputs directly or raise maxDiscards"
            return nil
        }
        let (seed1, seed2, size) = schedule.next()
        let context = DrawContext(size: size, rng: Xoshiro256StarStar(seed1: seed1, seed2: seed2),
                                  maxChoices: config.maxChoices)
        run.generating = ExampleDatabase.Origin(seed1: seed1, seed2: seed2, size: size)
        let result = run.runCase(context)
        run.generating = nil
        if result.status == .interesting {
            return FoundFailure(run: result, size: size, seeds: (seed1, seed2))
        }
    }
    return nil
}

private func shrinkAndRecord<Input, Evidence>(
    _ run: PropertyRun<Input, Evidence>, failure: FoundFailure<PropertyRun<Input, Evidence>.Payload>,
    report: inout PropertyReport<Input, Evidence>
) {
    let config = run.config
    report.status = .falsified
    report.callsToFirstFailure = run.calls
    report.original = run.failingCase(failure.run, size: failure.size)
    // A saved failure prints the seeds it was first found with: they generate it again.
    let origin = failure.seeds.map { ExampleDatabase.Origin(seed1: $0.0, seed2: $0.1, size: failure.size) } ?? failure.origin
    report.seed1 = origin?.seed1
    report.seed2 = origin?.seed2
    report.size = origin?.size
    var best = failure.run
    if config.phases.contains(.shrink) {
        let shrinker = Shrinker(initial: failure.run, limits: config.shrinkLimits, callCount: { run.calls },
                                test: { run.replay($0, size: failure.size) })
        shrinker.shrink()
        best = shrinker.current
        report.shrinks = shrinker.improvements
        report.shrinkStoppedBy = shrinker.stoppedBy
    }
    let again = run.replay(best.indices, size: failure.size)
    if again.status == .interesting {
        best = again
    } else {
        report.flaky = true
        if config.healthChecks.enabled(.flaky) {
            run.warnings.append("health (flaky): the failing case passed when its choices were replayed; "
                + "the property depends on something besides its input (time, global state, randomness)")
        }
    }
    report.shrinkCalls = run.calls - report.callsToFirstFailure
    report.shrunk = run.failingCase(best, size: failure.size)
    let token = ChoiceToken(size: failure.size, indices: best.indices)
    report.choiceToken = token.description
    if let database = config.database {
        if let saved = failure.savedToken, saved != token { database.delete(saved, testID: config.testID) }
        do {
            try database.save(token, testID: config.testID, origin: origin)
        } catch {
            run.warnings.append("could not save the failing example to \(database.directory): \(error)")
        }
    }
}

/// Shrinks a case that crashed a process: every candidate is announced, then run; one that
/// crashes ends this process, and the parent starts again from it. A candidate that passes or
/// fails in the ordinary way is not the crash, so it does not count.
private func shrinkCrash<Input, Evidence>(
    _ run: PropertyRun<Input, Evidence>, from token: ChoiceToken, report: inout PropertyReport<Input, Evidence>
) {
    let initial = run.generateOnly(token.indices, size: token.size)
    guard initial.status == .interesting else {
        report.status = .error
        report.message = "the crashing case's choices no longer generate an input; the generator changed"
        return
    }
    let shrinker = Shrinker(initial: initial, limits: run.config.shrinkLimits, callCount: { run.calls }, endsAtFirstFailure: true,
                            preview: { candidate in
                                let generated = run.generateOnly(candidate, size: token.size)
                                return generated.status == .invalid ? nil : generated.indices
                            }) { candidate in
        var result = run.replay(candidate, size: token.size)
        if result.status == .interesting { result.status = .valid }
        return result
    }
    shrinker.shrink()
    report.status = .passed
    report.message = "no smaller case crashed"
}

import Testing
import PropertyTesting

@Suite struct StatisticsAndHealthTests {
    private func run<T>(_ generator: Gen<T>, tests: Int = 200, checks: HealthChecks = HealthChecks(),
                        requireCoverage: Bool = false,
                        _ property: @escaping (T, inout PropertyContext) -> Verdict<String>) -> PropertyReport<T, String> {
        checkProperty(config: PropertyConfig(maxTestsCount: tests, strategy: .consistent, healthChecks: checks,
                                             requireCoverage: requireCoverage),
                      generator: generator, property: property)
    }

    @Test func labelsClassesAndCollectedValuesAreCounted() {
        let report = run(Gen<Int>.integer(in: 0...9)) { value, context in
            context.label("all")
            context.classify(value < 5, "small")
            context.collect(value % 2 == 0 ? "even" : "odd")
            return .pass
        }
        #expect(report.statistics.casesCounted == 200)
        #expect(report.statistics.labels["all"] == 200)
        let small = report.statistics.classes["small"] ?? 0
        #expect(small > 40 && small < 160)
        #expect(report.statistics.collected["even", default: 0] + report.statistics.collected["odd", default: 0] == 200)
        #expect(report.statistics.summaryLines.contains("100.0% all"))
    }

    @Test func coverageIsJudgedWithAConfidenceBound() {
        let first = run(Gen<Bool>.bool, tests: 400) { heads, context in context.cover(0, heads, "heads"); return .pass }
        let observed = Double(first.statistics.coverage[0].hits) / 4
        let report = run(Gen<Bool>.bool, tests: 400) { heads, context in
            context.cover(observed - 15, heads, "heads")
            context.cover(observed + 15, heads, "heads, asked too much")
            context.cover(observed, heads, "heads, exactly as observed")
            return .pass
        }
        let byLabel = Dictionary(uniqueKeysWithValues: report.statistics.coverage.map { ($0.label, $0) })
        #expect(byLabel["heads"]?.status == .satisfied)
        #expect(byLabel["heads, asked too much"]?.status == .insufficient)
        #expect(byLabel["heads, exactly as observed"]?.status == .inconclusive, "the raw percentage alone does not decide")
        #expect(report.status == .passed)
        #expect(report.healthWarnings.contains { $0.contains("asked too much") })
        let strict = run(Gen<Bool>.bool, tests: 400, requireCoverage: true) { heads, context in
            context.cover(80, heads, "heads"); return .pass
        }
        #expect(strict.status == .falsified)
    }

    @Test func tooManyDiscardsIsReportedUnlessSuppressed() {
        let property: (Int, inout PropertyContext) -> Verdict<String> = { value, _ in value % 3 == 0 ? .pass : .discard }
        #expect(run(Gen<Int>.integer(in: 0...1000), property).healthWarnings.contains { $0.contains("too many discards") })
        let quiet = run(Gen<Int>.integer(in: 0...1000), checks: HealthChecks(suppressed: [.tooManyDiscards]), property)
        #expect(!quiet.healthWarnings.contains { $0.contains("too many discards") })
    }

    @Test func slowAndLargeCasesAreReported() {
        let slow = run(Gen<Int>.integer(in: 0...10), checks: HealthChecks(slowCase: .zero)) { _, _ in .pass }
        #expect(slow.healthWarnings.contains { $0.contains("too slow") })
        let config = PropertyConfig(maxTestsCount: 50, strategy: .consistent, maxChoices: 8)
        let large = checkProperty(config: config, generator: Gen<Int>.integer(in: 0...9).array(count: 20...30)) { _, _ in
            Verdict<String>.pass
        }
        #expect(large.healthWarnings.contains { $0.contains("too large") })
    }

    @Test func aFailureThatDoesNotReproduceIsFlaky() {
        var calls = 0
        let report = run(Gen<Int>.integer(in: 0...10)) { _, _ in
            calls += 1
            return calls == 5 ? .fail("once") : .pass
        }
        #expect(report.status == .falsified)
        #expect(report.flaky)
        #expect(report.healthWarnings.contains { $0.contains("flaky") })
        #expect(report.failureLines.last?.hasPrefix("Flaky") == true)
    }

    @Test func shrinkingStopsAtItsCapAndSaysSo() {
        let config = PropertyConfig(strategy: .consistent, shrinkLimits: ShrinkLimits(maxCalls: 3))
        let report = checkProperty(config: config, generator: [Int].arbitrary) { list, _ in
            Verdict<String>.check(list.count < 5)
        }
        #expect(report.shrinkStoppedBy == .callLimit)
        #expect(report.shrinkCalls <= 4, "three calls and the final replay")
        #expect(report.failureLines.contains { $0.hasPrefix("Shrinking stopped by the call limit") })
    }
}

import Foundation
import TestReport

/// Carries out run plans on a package's own `swift test`: build the tests, list them, then run
/// the tests that failed last time first, the tests of a changed test target next, and the
/// rest; each step one run of the test binary per framework. A test that kills the test process
/// is reported as crashed and the tests after it run in a fresh process.
public actor SwiftTestRunner: PassExecutor {
    private let settings: SwiftTestSettings
    private let builder: SuiteBuilder
    private let process: SwiftTestProcess
    private let clock: @Sendable () -> Double
    public private(set) var listing = SwiftTestListing("")
    public private(set) var latest: [String: TestResult] = [:]
    private var builds = 0
    private var binary: String?

    public init(settings: SwiftTestSettings, packageDirectory: String, launcher: any ProcessLauncher,
                maker: UnitResultMaker? = nil, clock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.settings = settings
        builder = SuiteBuilder(command: ["swift", "build", "--build-tests"] + settings.arguments,
                               packageDirectory: packageDirectory, launcher: launcher,
                               timeout: .seconds(exactly: settings.timeout))
        process = SwiftTestProcess(settings: settings, packageDirectory: packageDirectory, launcher: launcher,
                                   maker: maker ?? UnitResultMaker(packageDirectory: packageDirectory))
        self.clock = clock
    }

    public func execute(_ plan: RunPlan, log: @Sendable (String) -> Void,
                        progress: @escaping @Sendable (Int, Int, TestResult) -> Void) async -> PassRunner.Pass {
        let started = clock()
        if plan.rebuild || listing.entries.isEmpty {
            do {
                if plan.rebuild || builds == 0 {
                    builds += 1
                    try await builder.build(log: log)
                }
                if binary == nil { binary = try await process.binary() }
                if let binary { listing = try await process.list(binary: binary) }
                let ids = Set(listing.entries.map(\.id))
                latest = latest.filter { ids.contains($0.key) }
            } catch let stopped as SuiteBuilder.Stopped {
                return PassRunner.Pass(summary: summary(started), ran: [], buildFailure: nil, stopped: stopped)
            } catch {
                let failure = (error as? SuiteBuilder.Failure)?.report ?? BuildFailure(summary: "\(error)")
                var last = summary(started)
                last.stale = true
                last.buildFailure = failure
                return PassRunner.Pass(summary: last, ran: [], buildFailure: failure)
            }
        }
        var only = plan.tests
        if let shard = plan.shard {
            let tests = listing.entries.map { TestDescriptor(suite: $0.suite, name: $0.name, kind: .unit) }
                .filter { only?.contains($0.id) ?? true }
            only = shard.select(tests, durations: plan.durations).map(\.id)
            log("shard \(shard): \(only?.count ?? 0) of \(tests.count) tests")
        }
        let phases = SwiftTestPhase.phases(listing: listing, settings: settings, focus: plan.focus, only: only,
                                           failing: Set(latest.values.filter(\.status.isFailing).map(\.id)))
        let total = phases.reduce(0) { $0 + $1.tests.count }
        var ran: [TestResult] = []
        for phase in phases {
            let results = await run(phase, done: ran.count, total: total, progress: progress)
            ran += results
            for result in results { latest[result.id] = result }
            if phases.count > 1 {
                log("\(phase.label): \(results.filter(\.status.isPassing).count) of \(results.count) passed"
                    + (phase.listsTests ? " (\(RunPlan.listed(results.map(\.id))))" : ""))
            }
        }
        return PassRunner.Pass(summary: summary(started), ran: ran, buildFailure: nil)
    }

    /// One phase's tests, again after each crash for those that had not run.
    private func run(_ phase: SwiftTestPhase, done before: Int, total: Int,
                     progress: @Sendable (Int, Int, TestResult) -> Void) async -> [TestResult] {
        guard let binary else { return [] }
        var remaining = phase.tests, parallel = true, results: [TestResult] = []
        for _ in 0...phase.tests.count where !remaining.isEmpty {
            guard let (outcome, xctest, testing) = try? await process.run(remaining, parallel: parallel, binary: binary, listing: listing)
            else { break }
            var crashed = outcome.unfinishedXCTest.map { ($0, xctest) }
            // Several Swift Testing tests were running: run the rest one at a time to find the one.
            let ambiguous = parallel && outcome.unfinishedSwiftTesting.count > 1
            if !ambiguous { crashed += outcome.unfinishedSwiftTesting.map { ($0, testing) } }
            parallel = parallel && !ambiguous
            let maker = process.maker
            let crashes = crashed.map { name, ending in
                let entry = listing.entries.first { $0.qualifiedName == name }
                return maker.result(suite: entry?.suite ?? name, name: entry?.name ?? name,
                                    outcome: .crashed(signal: ending.signal, crash: ending.crash), duration: 0, issues: [])
            }
            for result in outcome.results + crashes {
                results.append(result)
                progress(before + results.count, total, result)
            }
            if outcome.unfinishedXCTest.isEmpty && outcome.unfinishedSwiftTesting.isEmpty { break }
            let done = outcome.finished.union(crashed.map(\.0))
            remaining = remaining.filter { !done.contains($0.qualifiedName) }
        }
        // A test the binary never reported (it could not start, or died before the test began)
        // is not left out of the report.
        let reported = Set(results.map(\.id))
        for entry in phase.tests where !reported.contains(entry.id) {
            results.append(process.maker.result(
                suite: entry.suite, name: entry.name,
                outcome: .crashed(signal: "the test binary ended without reporting this test (it could not start, or died before the test began)",
                                  crash: nil),
                duration: 0, issues: []))
            progress(before + results.count, total, results[results.count - 1])
        }
        return results
    }

    public func plan(for changes: ChangeSet) -> RunPlan? {
        guard !changes.sources.isEmpty else { return nil }
        let names = changes.sources.sorted().map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        var plan = RunPlan(rebuild: true, tests: nil, reason: "source changed: \(RunPlan.listed(names))")
        let targets = Set(listing.entries.map(\.target))
        plan.focus = targets.filter { target in changes.sources.contains { $0.contains("/Tests/\(target)/") } }.sorted()
        return plan
    }

    private func summary(_ started: Double) -> RunSummary {
        RunSummary(results: Array(latest.values), startedAt: started, duration: clock() - started)
    }
}

import Foundation
import TestReport

/// The daemon's heart: poll, coalesce a burst of changes, plan, run, report; until cancelled.
/// The world comes in through `scanner`, `sleep` and the runner's launcher, so tests drive it
/// by hand.
public struct WatchLoop: Sendable {
    public var detector: ChangeDetector
    public var scanner: any FileScanner
    public var runner: any PassExecutor
    public var pollInterval: Duration
    public var settle: Duration
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Called after every pass with its result; writes the reports and tells the person.
    public var onPass: @Sendable (PassRunner.Pass, RunPlan) async -> Void
    public var log: @Sendable (String) -> Void
    /// Hears (done, total, result) as each test of a pass finishes.
    public var progress: @Sendable (Int, Int, TestResult) -> Void = { _, _, _ in }
    /// Asked after every poll; `true` ends `run()` (config.json changed: the caller rebuilds
    /// the loop from the new configuration).
    public var shouldRestart: @Sendable () -> Bool = { false }
    /// Hears each pass start and end, each test and the first quiet poll after a pass.
    public var events = EventLog()

    public init(detector: ChangeDetector, scanner: any FileScanner, runner: any PassExecutor, pollInterval: Duration,
                settle: Duration, sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
                onPass: @escaping @Sendable (PassRunner.Pass, RunPlan) async -> Void,
                log: @escaping @Sendable (String) -> Void) {
        self.detector = detector
        self.scanner = scanner
        self.runner = runner
        self.pollInterval = pollInterval
        self.settle = settle
        self.sleep = sleep
        self.onPass = onPass
        self.log = log
    }

    /// Runs everything once (`first` says why), then reruns what changes ask for. Returns when
    /// cancelled or when `shouldRestart` says so.
    public mutating func run(first reason: String = "start") async {
        detector.prime(using: scanner)
        var plan: RunPlan? = RunPlan(rebuild: true, tests: nil, reason: reason)
        var interval = pollInterval
        var costs = PollCosts()
        var quietSincePass = true
        let events = self.events, progress = self.progress
        while !Task.isCancelled {
            if let current = plan {
                events.record(.passStarted(reason: current.reason, rebuild: current.rebuild))
                let pass = await runner.execute(current, log: log, progress: { done, total, result in
                    events.record(.testFinished(id: result.id, status: result.status, duration: result.duration))
                    progress(done, total, result)
                })
                // Changes made while the pass ran: keep its results but mark them stale, and
                // follow with exactly one coalesced rerun.
                let during = detector.poll(using: scanner)
                var finished = pass
                finished.summary.stale = finished.summary.stale || !during.isEmpty
                await onPass(finished, current)
                events.record(.ended(finished, plan: current))
                quietSincePass = false
                plan = await runner.plan(for: during)
                if plan != nil { continue }
            }
            do { try await sleep(interval) } catch { return }
            let cpuBefore = threadCPUSeconds()
            var changes = detector.poll(using: scanner)
            costs.record(threadCPUSeconds() - cpuBefore)
            interval = Self.adaptiveInterval(configured: pollInterval, pollCPU: costs.steady)
            if shouldRestart() { return }
            guard !changes.isEmpty else {
                if !quietSincePass { events.record(.idle) }
                quietSincePass = true
                continue
            }
            do { try await sleep(settle) } catch { return }
            changes.formUnion(detector.poll(using: scanner))
            plan = await runner.plan(for: changes)
        }
    }

    /// One line per pass: `[spec changed: a.testkit] 1 test: 1 passed, 0 failed in 0.12 s; overall …`.
    public static func summaryLine(_ pass: PassRunner.Pass, plan: RunPlan) -> String {
        if let stopped = pass.stopped { return "[\(plan.reason)] \(stopped); the reports are left as they were" }
        if let failure = pass.buildFailure {
            return "[\(plan.reason)] build failed, previous results kept (stale): \(failure.summary)"
        }
        let ran = pass.ran
        let (passed, failed, interrupted) = pass.ranCounts
        let stale = pass.summary.stale ? " (stale: files changed during the run; rerunning)" : ""
        return "[\(plan.reason)] \(ran.count) test\(ran.count == 1 ? "" : "s"): \(passed) passed, \(failed) failed"
            + (interrupted > 0 ? ", \(interrupted) interrupted" : "") + " in \(String(format: "%.2f", pass.summary.duration)) s; "
            + "overall \(pass.summary.closingLine)\(stale)"
    }
}

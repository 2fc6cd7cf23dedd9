import Foundation
import Synchronization
import TestReport

/// Carries out run plans: build when the plan says so, list the suite's tests, run the chosen
/// ones, and merge their results into what the previous passes found.
public actor PassRunner {
    private let builder: SuiteBuilder
    private let client: SuiteClient
    /// Workers that need no build (the `layoutwatch worker` of declarative layout specs): listed
    /// and run beside the suite.
    private let prebuilt: [SuiteClient]
    /// Which client listed each test.
    private var owners: [String: SuiteClient] = [:]
    private let jobs: Int
    private let clock: @Sendable () -> Double
    public private(set) var tests: [TestDescriptor] = []
    public private(set) var latest: [String: TestResult] = [:]
    /// How many builds ran; the first pass builds even when its plan does not ask to.
    public private(set) var builds = 0

    public init(builder: SuiteBuilder, client: SuiteClient, prebuilt: [SuiteClient] = [], jobs: Int,
                clock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.builder = builder
        self.client = client
        self.prebuilt = prebuilt
        self.jobs = jobs
        self.clock = clock
    }

    public struct Pass: Sendable {
        /// Every current result (those not rerun keep their previous result).
        public var summary: RunSummary
        /// Only the results of this pass.
        public var ran: [TestResult]
        /// Set when the build (or listing the built suite's tests) failed: `summary` then holds
        /// the last good results, marked stale.
        public var buildFailure: BuildFailure?
        /// Set when the build did not finish (a signal, its time limit): nothing ran, and the
        /// reports on disk, the last complete ones, stay as they are (`BuildStoppedNotice` marks them).
        public var stopped: SuiteBuilder.Stopped?

        public init(summary: RunSummary, ran: [TestResult], buildFailure: BuildFailure?, stopped: SuiteBuilder.Stopped? = nil) {
            self.summary = summary
            self.ran = ran
            self.buildFailure = buildFailure
            self.stopped = stopped
        }

        /// This pass's tests by outcome; those neither passed nor failed were interrupted.
        public var ranCounts: (passed: Int, failed: Int, interrupted: Int) {
            let passed = ran.count { $0.status.isPassing }, failed = ran.count { $0.status.isFailing }
            return (passed, failed, ran.count - passed - failed)
        }
    }

    /// `progress` hears (done, total, the result) as each test finishes.
    public func execute(_ plan: RunPlan, log: @Sendable (String) -> Void,
                        progress: @escaping @Sendable (Int, Int, TestResult) -> Void = { _, _, _ in }) async -> Pass {
        let started = clock()
        var chosenIDs = plan.tests.map(Set.init)
        if plan.rebuild || plan.relist || tests.isEmpty {
            do {
                if plan.rebuild || builds == 0 {
                    builds += 1
                    try await builder.build(log: log)
                }
                let known = Set(tests.map(\.id))
                try await list()
                let listed = Set(tests.map(\.id))
                latest = latest.filter { id, _ in listed.contains(id) }
                // A new spec file's tests run with the plan's, whatever the plan named.
                chosenIDs?.formUnion(listed.subtracting(known))
            } catch let stopped as SuiteBuilder.Stopped {
                return Pass(summary: summary(started), ran: [], buildFailure: nil, stopped: stopped)
            } catch {
                let failure = (error as? SuiteBuilder.Failure)?.report ?? BuildFailure(summary: "\(error)")
                var last = summary(started)
                last.stale = true
                last.buildFailure = failure
                return Pass(summary: last, ran: [], buildFailure: failure)
            }
        }
        var selected = chosenIDs.map { ids in tests.filter { ids.contains($0.id) } } ?? tests
        if let shard = plan.shard {
            selected = shard.select(selected, durations: plan.durations)
            log("shard \(shard): \(selected.count) of \(tests.count) tests"
                + (plan.durations.isEmpty ? " (split by name: no earlier durations)" : " (balanced by the last run's durations)"))
        }
        let chosen = selected
        let done = Counter()
        let owners = self.owners, client = self.client
        let results = await TestScheduler.run(chosen, jobs: jobs, client: { owners[$0.id] ?? client }) { result in
            progress(done.increment(), chosen.count, result)
        }
        for result in results { latest[result.id] = result }
        return Pass(summary: summary(started), ran: results, buildFailure: nil)
    }

    /// Every client's tests; a test id listed twice keeps its first client.
    private func list() async throws {
        var listed: [TestDescriptor] = []
        var owners: [String: SuiteClient] = [:]
        for client in [client] + prebuilt {
            for test in try await client.listTests() where owners[test.id] == nil {
                listed.append(test)
                owners[test.id] = client
            }
        }
        tests = listed
        self.owners = owners
    }

    private func summary(_ started: Double) -> RunSummary {
        RunSummary(results: Array(latest.values), startedAt: started, duration: clock() - started)
    }
}

/// A count shared by the tasks of one pass.
private final class Counter: Sendable {
    private let value = Mutex(0)
    func increment() -> Int { value.withLock { $0 += 1; return $0 } }
}

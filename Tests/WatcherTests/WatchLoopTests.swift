import Foundation
import Synchronization
import TestReport
import Testing
import TestSupport
import Watcher

/// The watch loop driven by hand: in-memory files, a scripted suite, and a sleep that ends the
/// loop after a few idle polls, so nothing here waits on a clock.
@Suite struct WatchLoopTests {
    let tests = [
        TestDescriptor(suite: "S", name: "card", kind: .layout),
        TestDescriptor(suite: "S", name: "password", kind: .spec, specFiles: ["password.testkit"]),
    ]

    /// What the loop reported: each pass's reason and whether it was stale.
    final class PassLog: Sendable {
        private let entries = Mutex<[(reason: String, stale: Bool)]>([])
        func append(_ plan: RunPlan, _ summary: RunSummary) { entries.withLock { $0.append((plan.reason, summary.stale)) } }
        var reasons: [String] { entries.withLock { $0.map(\.reason) } }
        var stale: [Bool] { entries.withLock { $0.map(\.stale) } }
        var count: Int { entries.withLock { $0.count } }
    }

    final class Counter: Sendable {
        private let value = Mutex(0)
        func next() -> Int { value.withLock { $0 += 1; return $0 } }
    }

    func loop(files: MemoryFileScanner, launcher: ScriptedLauncher, passes: PassLog, idlePolls: Int) -> WatchLoop {
        let sleeps = Counter()
        let runner = PassRunner(builder: SuiteBuilder(command: ["swift", "build"], packageDirectory: "/p", launcher: launcher),
                                client: SuiteClient(executable: "/p/suite", launcher: launcher, timeout: .seconds(5)), jobs: 1,
                                clock: { 0 })
        return WatchLoop(
            detector: ChangeDetector(sourceRoots: ["/p/Sources"], specRoots: ["/p/Specs"], filter: WatchFilter(), excluded: []),
            scanner: files, runner: runner, pollInterval: .milliseconds(1), settle: .milliseconds(1),
            sleep: { _ in
                if sleeps.next() > idlePolls { throw CancellationError() }
                await Task.yield()
            },
            onPass: { pass, plan in passes.append(plan, pass.summary) },
            log: { _ in })
    }

    @Test func anEditDuringARunMarksItStaleAndCausesExactlyOneCoalescedRerun() async {
        let files = MemoryFileScanner()
        files.write("/p/Sources/Card.swift", "v1")
        files.write("/p/Specs/password.testkit", "{}")
        let edits = Counter()
        // While the first pass runs the card test, the user saves the card twice and the spec once.
        let launcher = ScriptedLauncher(tests: tests) { id in
            guard id == "S/card", edits.next() == 1 else { return }
            files.write("/p/Sources/Card.swift", "v2")
            files.write("/p/Sources/Card.swift", "v3")
            files.write("/p/Specs/password.testkit", "{\"test-cases\": []}")
        }
        let passes = PassLog()
        var watch = loop(files: files, launcher: launcher, passes: passes, idlePolls: 5)
        await watch.run()

        #expect(passes.reasons == ["start", "source changed: Card.swift"])
        #expect(passes.stale == [true, false])
        #expect(launcher.launches == ["build", "list", "S/card", "S/password", "build", "list", "S/card", "S/password"])
    }

    /// The events file tells a script each pass's start, tests and end, and when the daemon is
    /// waiting again, in the order they happened.
    @Test func theEventsFileFollowsEachPassInOrder() async throws {
        let files = MemoryFileScanner()
        files.write("/p/Sources/Card.swift", "v1")
        files.write("/p/Specs/password.testkit", "{}")
        let edits = Counter()
        // The spec is saved while the first pass runs its test: that pass is stale, one rerun follows.
        let launcher = ScriptedLauncher(tests: tests) { id in
            guard id == "S/password", edits.next() == 1 else { return }
            files.write("/p/Specs/password.testkit", "{\"test-cases\": []}")
        }
        let path = try TestPaths.temporaryDirectory("events").appendingPathComponent("events.jsonl").path
        var watch = loop(files: files, launcher: launcher, passes: PassLog(), idlePolls: 5)
        watch.events = try EventLog(path: path)
        await watch.run()
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        try expectGolden(text, named: "watch-events.jsonl")
        #expect(DaemonEvent.read(Data(text.utf8)).count == text.split(separator: "\n").count, "every line reads back")
        #expect(DaemonEvent.read(Data("{\"newEvent\":{}}\n{\"idle\":{}}\n{\"passEn".utf8)) == [.idle],
                "an unknown event and a line being written are skipped")
    }

    @Test func aSpecEditRerunsOnlyItsTestAndATouchRunsNothing() async {
        let files = MemoryFileScanner()
        files.write("/p/Sources/Card.swift", "v1")
        files.write("/p/Specs/password.testkit", "{}")
        let launcher = ScriptedLauncher(tests: tests)
        let passes = PassLog()
        let editor = Task {
            // Edits land between polls: the scripted sleep yields, so they interleave with the loop.
            while passes.count < 1 { await Task.yield() }
            files.touch("/p/Sources/Card.swift")
            files.write("/p/Specs/password.testkit", "{\"test-cases\": []}")
        }
        var watch = loop(files: files, launcher: launcher, passes: passes, idlePolls: 2_000)
        await watch.run()
        await editor.value
        #expect(passes.reasons == ["start", "spec changed: password.testkit"])
        #expect(launcher.launches.filter { $0 == "build" }.count == 1)
        #expect(launcher.launches.suffix(1) == ["S/password"])
    }

    /// A pass stopped mid-run counts its interrupted tests apart from its failures; a build that
    /// was stopped says so instead of "build failed".
    @Test func thePassLineCountsInterruptedTestsApartAndNamesAStoppedBuild() {
        func result(_ name: String, _ status: TestStatus) -> TestResult {
            TestResult(descriptor: TestDescriptor(suite: "S", name: name, kind: .layout), status: status, duration: 0)
        }
        let ran = [result("a", .passed), result("b", .failed), result("c", .interrupted), result("d", .interrupted)]
        let pass = PassRunner.Pass(summary: RunSummary(results: ran, startedAt: 0, duration: 1.5), ran: ran, buildFailure: nil)
        let plan = RunPlan(rebuild: false, tests: nil, reason: "start")
        #expect(WatchLoop.summaryLine(pass, plan: plan)
                == "[start] 4 tests: 1 passed, 1 failed, 2 interrupted in 1.50 s; overall 1 passed, 1 failed, 2 interrupted")
        let stopped = PassRunner.Pass(summary: RunSummary(results: [], startedAt: 0, duration: 0), ran: [], buildFailure: nil,
                                      stopped: SuiteBuilder.Stopped(reason: "interrupted"))
        #expect(WatchLoop.summaryLine(stopped, plan: plan)
                == "[start] the build was stopped (interrupted) before it finished; the reports are left as they were")
    }

    /// A poll that costs much stretches the interval to keep the idle daemon near 1 % of a core,
    /// but never past half a second (or the configured interval when that is longer), so an
    /// edit is seen within about that however large the tree.
    @Test func thePollIntervalStretchesWithTheCostButStaysBounded() {
        #expect(WatchLoop.adaptiveInterval(configured: .milliseconds(200), pollCPU: 0.0005) == .milliseconds(200))
        #expect(WatchLoop.adaptiveInterval(configured: .milliseconds(200), pollCPU: 0.003) == .nanoseconds(297_000_000))
        #expect(WatchLoop.adaptiveInterval(configured: .milliseconds(200), pollCPU: 0.4) == WatchLoop.longestInterval,
                "a 0.4 s poll would ask for 40 s")
        #expect(WatchLoop.adaptiveInterval(configured: .seconds(2), pollCPU: 0.4) == .seconds(2))
        #expect(Duration.seconds(1.25).inSeconds == 1.25 && Duration.milliseconds(1_500).inSeconds == 1.5,
                "whole seconds count too (the start line once read only the fraction)")
    }
}

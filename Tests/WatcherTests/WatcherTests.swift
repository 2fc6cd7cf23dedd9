import Foundation
import PropertyTesting
import TestReport
import Testing
import Watcher

@Suite struct WatcherTests {
    func detector() -> ChangeDetector {
        ChangeDetector(sourceRoots: ["/p/Sources"], specRoots: ["/p/Sources/Suite/Specs"], filter: WatchFilter(ignored: [".build"]),
                       excluded: ["/p/Sources/report"])
    }

    @Test func contentHashConfirmsChangesAndSpecsAreToldApartFromSources() {
        let files = MemoryFileScanner()
        files.write("/p/Sources/A.swift", "struct A {}")
        files.write("/p/Sources/Suite/Specs/a.testkit", "{}")
        var watcher = detector()
        watcher.prime(using: files)
        #expect(watcher.poll(using: files).isEmpty)

        files.touch("/p/Sources/A.swift")
        #expect(watcher.poll(using: files).isEmpty, "a touch that keeps the bytes is no change")

        files.write("/p/Sources/Suite/Specs/a.testkit", "{\"test-cases\": []}")
        #expect(watcher.poll(using: files) == ChangeSet(specs: ["a.testkit"]))

        files.write("/p/Sources/A.swift", "struct A { var x = 1 }")
        files.write("/p/Sources/.build/junk.o", "x")
        files.write("/p/Sources/report/index.html", "x")
        #expect(watcher.poll(using: files) == ChangeSet(sources: ["/p/Sources/A.swift"]))

        files.remove("/p/Sources/A.swift")
        #expect(watcher.poll(using: files) == ChangeSet(sources: ["/p/Sources/A.swift"]))
    }

    @Test func anAtomicSaveThatRestoresTheBytesIsNoChange() {
        let files = MemoryFileScanner()
        files.write("/p/Sources/A.swift", "let a = 1")
        var watcher = detector()
        watcher.prime(using: files)
        files.write("/p/Sources/A.swift.swp", "partial")
        files.remove("/p/Sources/A.swift")
        files.write("/p/Sources/A.swift", "let a = 1")
        files.remove("/p/Sources/A.swift.swp")
        #expect(watcher.poll(using: files).isEmpty)
    }

    @Test func plansRebuildOnSourceChangesAndRerunOnlyBoundTestsOnSpecChanges() {
        let tests = [
            TestDescriptor(suite: "S", name: "card", kind: .layout),
            TestDescriptor(suite: "S", name: "password", kind: .spec, specFiles: ["a.testkit"]),
            TestDescriptor(suite: "S", name: "other", kind: .spec, specFiles: ["b.testkit"]),
        ]
        #expect(RunPlan.plan(for: ChangeSet(), tests: tests) == nil)
        #expect(RunPlan.plan(for: ChangeSet(specs: ["a.testkit", ".a.testkit.swp"]), tests: tests)
                == RunPlan(rebuild: false, tests: ["S/password"], reason: "spec changed: a.testkit"))
        #expect(RunPlan.plan(for: ChangeSet(specs: ["unbound.testkit"]), tests: tests) == nil)
        let both = RunPlan.plan(for: ChangeSet(sources: ["/p/Sources/A.swift"], specs: ["a.testkit"]), tests: tests)
        #expect(both?.rebuild == true && both?.tests == nil)
    }

    @Test func workerMessagesRoundTripThroughTheirLines() throws {
        let descriptor = TestDescriptor(suite: "S", name: "t", kind: .spec, specFiles: ["a.testkit"])
        let messages: [WorkerMessage] = [
            .hello(protocolName: WorkerProtocol.name, version: WorkerProtocol.version),
            .tests([descriptor]),
            .caseStarted(test: "S/t", index: 3, token: "lw1:abc", input: "[1, 2]", seed: ExampleDatabase.Origin(seed1: 5, seed2: 6, size: 7)),
            .result(TestResult(descriptor: descriptor, status: .failed, duration: 0.5, casesRun: 2,
                               failure: FailureDetail(message: "bad \u{0}\n]]>"))),
            .log("hello"),
        ]
        for message in messages {
            let line = try message.line()
            #expect(!line.contains("\n"))
            #expect(try WorkerMessage(line: Substring(line)) == message)
        }
        #expect(throws: (any Error).self) { try WorkerMessage(line: "{\"event\": \"explode\"}") }
    }
}

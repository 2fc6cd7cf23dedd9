import Foundation
import Testing
import TestSupport
import Watcher

/// The daemon under faults, with real processes: what a test prints, a grandchild that leaves
/// the process group, a hang, a crash, stops of every kind, two daemons on one project.
@Suite(.serialized) struct FaultTests {
    @Test func aRunClassifiesEveryFaultAndLeavesNoProcessBehind() async throws {
        // 20 s: under load (the suite beside a second full build and a browser) a crashing child
        // took over 10 s to start, crash and write its backtrace; only the hanging tests wait
        // the whole timeout.
        let project = try FaultProject(name: "faults-run", timeout: 20)
        let run = try project.start(["run"])
        #expect(try await waitUntil(seconds: 60) { !run.isRunning }, "layoutwatch run did not end")
        let output = project.output
        #expect(run.terminationStatus == 1, "\(output)")
        #expect(output.contains("✔ FaultSuite/prints"), "a test that prints passes: \(output)")
        #expect(!output.contains("unreadable line"))
        #expect(output.contains("✘ FaultSuite/orphan — timedOut"), "\(output)")
        #expect(output.contains("✘ FaultSuite/crashes — crashed"), "\(output)")
        #expect(output.contains("Fatal error: boom: 101 is too big"), "the crash names the runtime's message: \(output)")
        // Shrunk in fresh processes to the smallest crashing input, with the backtrace's frames.
        #expect(output.contains("    Crashed with SIGILL (illegal instruction: a Swift runtime trap such as fatalError, "), "\(output)")
        #expect(output.contains(" fresh processes):\n    101\n    Replay with "), "the seed it was generated from: \(output)")
        #expect(output.contains("\n    Replay token: "), "\(output)")
        #expect(output.contains("FaultSuite/main.swift:28:"), "the top frames name the line: \(output)")
        #expect(output.hasSuffix("1 passed, 3 failed\n"), "\(output)")
        #expect(try await waitUntil(seconds: 2) { FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "left behind: \(FaultProject.processes(containing: "sleep \(project.marker)"))")

        // The shrunk crash was saved like a failure: the next run replays it first.
        let again = try project.start(["run"])
        #expect(try await waitUntil(seconds: 60) { !again.isRunning }, "layoutwatch run did not end")
        #expect(project.output.contains("during case #1 (0 shrinks in 2 fresh processes):\n    101\n"), "\(project.output)")
    }

    @Test func stoppingWatchMidRunMarksTestsInterruptedAndLeavesNothing() async throws {
        let project = try FaultProject(name: "faults-stop", timeout: 60)
        let daemon = try await project.startWatchUntilTheOrphanRuns()
        daemon.terminate()  // SIGTERM, as Ctrl-C's graceful path
        #expect(try await waitUntil(seconds: 20) { !daemon.isRunning }, "the daemon did not stop")
        #expect(project.output.contains("layoutwatch: stopped"), "\(project.output)")
        #expect(!project.output.contains("SIGKILL"), "an interrupted test is not a crash: \(project.output)")
        let junit = (try? String(contentsOf: project.directory.appendingPathComponent("report/junit.xml"), encoding: .utf8)) ?? ""
        // The hanging tests were stopped, so they are interrupted (JUnit `skipped`), never crashed;
        // `crashes` may have finished its real crash before the stop.
        for name in ["orphan", "slow"] {
            let testcase = junit.components(separatedBy: "name=\"\(name)\"").dropFirst().first?
                .components(separatedBy: "</testcase>").first ?? ""
            #expect(testcase.contains("<skipped message=\"interrupted"), "\(name): \(junit)")
        }
        #expect(!junit.contains("SIGKILL"), "\(junit)")
        #expect(try await waitUntil(seconds: 2) { FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "left behind: \(FaultProject.processes(containing: "sleep \(project.marker)"))")
    }

    /// A build stopped by a signal says nothing about the sources: the report of the last
    /// complete run stays as it was, and what killed writers left behind is cleaned at start.
    @Test func stoppingWatchDuringItsFirstBuildLeavesTheLastReportAsItWas() async throws {
        let marker = "1000.\(UInt32.random(in: 100_000...999_999))"
        let project = try FaultProject(name: "faults-build-stop", build: ["/bin/sleep", marker])
        let report = project.directory.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: report.appendingPathComponent("failures"), withIntermediateDirectories: true)
        let kept = ["junit.xml": "<testsuites tests=\"7\"/>", "index.html": "<main>\n<p>7 tests</p>\n</main>", "failures/card.html": "<p>card</p>"]
        for (path, text) in kept { try Data(text.utf8).write(to: report.appendingPathComponent(path)) }
        // A write killed mid-way by a process long gone, and one of a live writer (this one).
        let abandoned = report.appendingPathComponent(".junit.xml.999999999.1.tmp")
        let live = report.appendingPathComponent(".index.html.\(getpid()).2.tmp")
        for file in [abandoned, live] { try Data("partial".utf8).write(to: file) }

        let daemon = try project.start(["watch"])
        #expect(try await waitUntil(seconds: 30) { !FaultProject.processes(containing: "sleep \(marker)").isEmpty },
                "the build never started: \(project.output)")
        daemon.terminate()
        #expect(try await waitUntil(seconds: 20) { !daemon.isRunning }, "the daemon did not stop")
        #expect(project.output.contains("the build was stopped (interrupted) before it finished; the reports are left as they were"),
                "\(project.output)")
        #expect(!project.output.contains("build failed"), "\(project.output)")
        for (path, text) in kept where path != "index.html" {
            #expect((try? String(contentsOf: report.appendingPathComponent(path), encoding: .utf8)) == text, "\(path) was rewritten")
        }
        let index = (try? String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)) ?? ""
        #expect(index.hasPrefix("<main>\n<!--layoutwatch:build-stopped--><p class=\"banner stale\" id=\"build-stopped\"><b>Stopped during build</b> (interrupted) at ")
                && index.hasSuffix("<!--/layoutwatch:build-stopped-->\n<p>7 tests</p>\n</main>"), "marked, results kept: \(index)")
        #expect(!FileManager.default.fileExists(atPath: abandoned.path), "the abandoned write is removed")
        #expect(FileManager.default.fileExists(atPath: live.path), "a live writer's file is left alone")
        #expect(try await waitUntil(seconds: 2) { FaultProject.processes(containing: "sleep \(marker)").isEmpty })
    }

    /// `kill -9` during the first build: the daemon writes nothing more, so the report in place
    /// stays whole, and the build is ended by the sentinel.
    @Test func killingWatchDuringItsFirstBuildLeavesTheReportInPlace() async throws {
        let marker = "1000.\(UInt32.random(in: 100_000...999_999))"
        let project = try FaultProject(name: "faults-build-kill", build: ["/bin/sleep", marker])
        let junit = project.directory.appendingPathComponent("report/junit.xml")
        try FileManager.default.createDirectory(at: junit.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<testsuites tests=\"7\"/>".utf8).write(to: junit)
        let daemon = try project.start(["watch"])
        #expect(try await waitUntil(seconds: 30) { !FaultProject.processes(containing: "sleep \(marker)").isEmpty },
                "the build never started: \(project.output)")
        kill(daemon.processIdentifier, SIGKILL)
        #expect(try await waitUntil(seconds: 5) { FaultProject.processes(containing: "sleep \(marker)").isEmpty })
        #expect((try? String(contentsOf: junit, encoding: .utf8)) == "<testsuites tests=\"7\"/>")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: junit.deletingLastPathComponent().path)) ?? []
        #expect(left.sorted() == [".layoutwatch-watch.lock", "junit.xml"], "\(left)")
    }

    @Test func killingTheDaemonLeavesNoTestOrGrandchildBehind() async throws {
        let project = try FaultProject(name: "faults-kill", timeout: 60)
        let daemon = try await project.startWatchUntilTheOrphanRuns()
        kill(daemon.processIdentifier, SIGKILL)
        #expect(try await waitUntil(seconds: 5) {
            FaultProject.processes(containing: "sleep \(project.marker)").isEmpty
                && FaultProject.processes(containing: TestPaths.executable("FaultSuite")).isEmpty
        }, "left behind: \(FaultProject.processes(containing: "sleep \(project.marker)") + FaultProject.processes(containing: "FaultSuite worker"))")
    }

    @Test func killingARunDuringItsBuildLeavesNoBuildBehind() async throws {
        let buildMarker = "1001.\(UInt32.random(in: 100_000...999_999))"
        let project = try FaultProject(name: "faults-build", build: ["/bin/sh", "-c", "sleep \(buildMarker); true"])
        let run = try project.start(["run"])
        #expect(try await waitUntil(seconds: 30) { !FaultProject.processes(containing: "sleep \(buildMarker)").isEmpty },
                "the build never started: \(project.output)")
        kill(run.processIdentifier, SIGKILL)
        #expect(try await waitUntil(seconds: 5) { FaultProject.processes(containing: "sleep \(buildMarker)").isEmpty },
                "left behind: \(FaultProject.processes(containing: "sleep \(buildMarker)"))")
    }

    @Test func aSecondDaemonOnTheSameProjectSaysWhichOneRuns() async throws {
        let project = try FaultProject(name: "faults-lock", timeout: 60)
        let first = try project.start(["watch"])
        defer { if first.isRunning { first.terminate() } }
        #expect(try await waitUntil(seconds: 30) { project.output.contains("layoutwatch: watching") }, "\(project.output)")
        let second = try await runCommand(TestPaths.executable("layoutwatch"), ["watch", "--config", project.config.path],
                                          in: project.directory, limit: 30)
        #expect(second.status == 2)
        #expect(second.standardError.contains("another layoutwatch watch (pid \(first.processIdentifier)) is already watching"),
                "\(second.standardError)")
        first.terminate()
        #expect(try await waitUntil(seconds: 20) { !first.isRunning })
    }

    /// `kill -9` of the daemon and of its sentinel leaves the tests' processes running, as
    /// nothing is left to sweep them; the next `watch` on the project ends them before it starts.
    @Test func theNextStartEndsWhatADaemonKilledWithItsSentinelLeftBehind() async throws {
        let project = try FaultProject(name: "faults-kill-both", timeout: 60)
        let daemon = try await project.startWatchUntilTheOrphanRuns()
        let sentinels = ProcessTable.now().children(of: daemon.processIdentifier).map(\.pid)
            .filter { FaultProject.commandLine(of: $0).contains(" sentinel ") }
        #expect(sentinels.count == 1)
        for pid in sentinels + [daemon.processIdentifier] { kill(pid, SIGKILL) }
        #expect(try await waitUntil(seconds: 5) { !daemon.isRunning })
        try await Task.sleep(for: .milliseconds(300))  // time in which a sweep, were one left, would end them
        let left = FaultProject.pids(containing: "sleep \(project.marker)")
        #expect(!left.isEmpty, "with the sentinel gone, nothing swept them")

        let next = try project.start(["watch"])
        defer { if next.isRunning { next.terminate() } }
        #expect(try await waitUntil(seconds: 10) { left.allSatisfy { kill($0, 0) != 0 } },
                "still running: \(left.filter { kill($0, 0) == 0 })")
        next.terminate()
        #expect(try await waitUntil(seconds: 20) { !next.isRunning })
    }

    /// SwiftPM evaluates every manifest again when its environment changes (seconds on each
    /// build), so the build sees the same environment at every pass and every start of the
    /// project, with no value of one run or one launch in it.
    @Test func theBuildSeesTheSameEnvironmentAtEveryPassAndStart() async throws {
        let dumps = "build-environments.txt"
        let project = try FaultProject(name: "faults-build-environment",
                                       build: ["/bin/sh", "-c", "{ env | sort; echo ---; } >> \(dumps)"])
        let file = project.directory.appendingPathComponent(dumps)
        func builds() -> [String] {
            ((try? String(contentsOf: file, encoding: .utf8)) ?? "").components(separatedBy: "---\n").dropLast()
        }
        let run = try project.start(["run"])
        #expect(try await waitUntil(seconds: 60) { !run.isRunning }, "layoutwatch run did not end")
        let daemon = try project.start(["watch"])
        defer { if daemon.isRunning { daemon.terminate() } }
        #expect(try await waitUntil(seconds: 60) { builds().count == 2 }, "\(project.output)")
        try Data("let edited = 1\n".utf8).write(to: project.directory.appendingPathComponent("Sources/Edited.swift"))
        #expect(try await waitUntil(seconds: 60) { builds().count == 3 }, "the edit was not built: \(project.output)")
        daemon.terminate()
        #expect(try await waitUntil(seconds: 20) { !daemon.isRunning })
        let seen = builds()
        #expect(Set(seen).count == 1, "the build's environment changed: \(seen)")
        // What the daemon adds: the project's mark, and nothing of a session or a launch.
        let inherited = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        let added = (seen.first ?? "").split(separator: "\n").map(String.init).filter { !inherited.contains($0) }
        #expect(added.contains { $0.hasPrefix("LAYOUTWATCH_PROJECT=") }, "\(added)")
        #expect(!added.contains { $0.hasPrefix("LAYOUTWATCH_RUN=") || $0.hasPrefix("LAYOUTWATCH_SESSION=") }, "\(added)")
    }

    /// Builds of one project share its mark, so a `run` that ends cleanly leaves the project's
    /// mark to the others: the build of a `watch` on the same project goes on.
    @Test func aRunEndingCleanlyLeavesTheBuildOfAnotherDaemonOfTheProjectAlone() async throws {
        let marker = "1002.\(UInt32.random(in: 100_000...999_999))"
        let build = ["/bin/sh", "-c", "sleep \(marker); true"]
        let project = try FaultProject(name: "faults-build-shared", build: build)
        let daemon = try project.start(["watch"])
        defer { if daemon.isRunning { daemon.terminate() } }
        #expect(try await waitUntil(seconds: 30) { !FaultProject.processes(containing: "sleep \(marker)").isEmpty },
                "the build never started: \(project.output)")
        let other = project.directory.appendingPathComponent("other.json")
        let buildJSON = String(decoding: try JSONSerialization.data(withJSONObject: build), as: UTF8.self)
        try String(contentsOf: project.config, encoding: .utf8)
            .replacingOccurrences(of: "\"build\": \(buildJSON)", with: "\"build\": []")
            .replacingOccurrences(of: "\"report\"", with: "\"other-report\"")
            .replacingOccurrences(of: "\"report/junit.xml\"", with: "\"other-report/junit.xml\"")
            .write(to: other, atomically: true, encoding: .utf8)
        // The project's mark, from the watch's build; both daemons' sentinels carry it.
        let mark = try #require(Self.projectMark(ofProcessContaining: "sleep \(marker)"))
        let sentinels = { FaultProject.processes(containing: "sentinel --session").filter { $0.hasSuffix("--project \(mark) ") } }
        let run = try await runCommand(TestPaths.executable("layoutwatch"), ["run", "--config", other.path],
                                       in: project.directory, limit: 120)
        #expect(run.standardOutput.contains("FaultSuite/"), "\(run.standardOutput)\n\(run.standardError)")
        // The run's sentinel ends once told of the clean end; a sweep would have come before.
        #expect(try await waitUntil(seconds: 20) { sentinels().count == 1 }, "\(sentinels())")
        #expect(!FaultProject.processes(containing: "sleep \(marker)").isEmpty, "the watch's build was ended")
        daemon.terminate()
        #expect(try await waitUntil(seconds: 20) { !daemon.isRunning })
        #expect(try await waitUntil(seconds: 5) { FaultProject.processes(containing: "sleep \(marker)").isEmpty })
    }

    /// The `LAYOUTWATCH_PROJECT` value in the environment of the process whose command line
    /// contains `text`.
    static func projectMark(ofProcessContaining text: String) -> String? {
        guard let pid = FaultProject.processes(containing: text).first?.split(separator: ":").first,
              let data = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            .first { $0.hasPrefix("LAYOUTWATCH_PROJECT=") }.map { String($0.dropFirst("LAYOUTWATCH_PROJECT=".count)) }
    }

    /// Two configs with different state folders but one report folder: the second daemon is
    /// refused, since both would write the same report.
    @Test func aSecondDaemonWritingTheSameReportFolderIsRefused() async throws {
        let project = try FaultProject(name: "faults-report-lock", timeout: 60)
        let first = try project.start(["watch"])
        defer { if first.isRunning { first.terminate() } }
        #expect(try await waitUntil(seconds: 30) { project.output.contains("layoutwatch: watching") }, "\(project.output)")
        let other = project.directory.appendingPathComponent("other.json")
        let text = try String(contentsOf: project.config, encoding: .utf8)
        try text.replacingOccurrences(of: #""run": {"#, with: #""run": {"stateDirectory": ".other-state", "#)
            .write(to: other, atomically: true, encoding: .utf8)
        let second = try await runCommand(TestPaths.executable("layoutwatch"), ["watch", "--config", other.path],
                                          in: project.directory, limit: 30)
        #expect(second.status == 2)
        #expect(second.standardError.contains("writing this report folder"), "\(second.standardError)")
        first.terminate()
        #expect(try await waitUntil(seconds: 20) { !first.isRunning })
    }

    /// A grandchild with an empty environment in a session of its own escapes every marker;
    /// the daemon adopts it when its parent ends (a child subreaper) and ends it when the run
    /// is over.
    @Test func aGrandchildWithNoEnvironmentInItsOwnSessionDoesNotOutliveTheRun() async throws {
        let project = try FaultProject(name: "faults-escape", timeout: 30)
        let run = try project.start(["run"], environment: ["FAULT_ESCAPE": "1"])
        #expect(try await waitUntil(seconds: 60) { !run.isRunning }, "layoutwatch run did not end")
        #expect(project.output.contains("✔ FaultSuite/escapes"), "\(project.output)")
        #expect(try await waitUntil(seconds: 2) { FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "left behind: \(FaultProject.processes(containing: "sleep \(project.marker)"))")
    }

    /// The same grandchild, when daemon and sentinel are killed while its test runs: it is in
    /// the session's record of descendants, and the next start ends it.
    @Test func aGrandchildWithNoEnvironmentIsEndedByTheNextStartAfterBothAreKilled() async throws {
        let project = try FaultProject(name: "faults-escape-kill", timeout: 60)
        let daemon = try project.start(["watch"], environment: ["FAULT_ESCAPE": "1", "FAULT_HANG": "1"])
        #expect(try await waitUntil(seconds: 30) { !FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "the grandchild never started: \(project.output)")
        try await Task.sleep(for: .seconds(1))  // a record of the descendants is at most 0.5 s old
        let escaped = FaultProject.pids(containing: "sleep \(project.marker)")
        let sentinels = ProcessTable.now().children(of: daemon.processIdentifier).map(\.pid)
            .filter { FaultProject.commandLine(of: $0).contains(" sentinel ") }
        for pid in sentinels + [daemon.processIdentifier] { kill(pid, SIGKILL) }
        #expect(try await waitUntil(seconds: 5) { !daemon.isRunning })
        #expect(escaped.allSatisfy { kill($0, 0) == 0 }, "nothing swept it yet")

        let next = try project.start(["watch"])
        defer { if next.isRunning { next.terminate() } }
        #expect(try await waitUntil(seconds: 10) { escaped.allSatisfy { kill($0, 0) != 0 } },
                "still running: \(escaped.filter { kill($0, 0) == 0 })")
        next.terminate()
        #expect(try await waitUntil(seconds: 20) { !next.isRunning })
    }
}

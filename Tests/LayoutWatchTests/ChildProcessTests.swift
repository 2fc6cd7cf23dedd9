import Foundation
import TestReport
import Testing
import Watcher

/// Real children: a crash, a hang with a grandchild, garbage and a wrong protocol version are
/// all results, and no process of the group survives.
@Suite struct ChildProcessTests {
    let test = TestDescriptor(suite: "S", name: "t", kind: .layout)

    /// A stand-in suite executable: a shell script that ignores its worker arguments.
    func client(_ script: String, timeout: Duration = .seconds(20)) throws -> SuiteClient {
        let file = try TestPaths.temporaryDirectory("child").appendingPathComponent("suite.sh")
        try "#!/bin/sh\n\(script)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return SuiteClient(executable: file.path, launcher: SubprocessLauncher(gracePeriod: .milliseconds(200)),
                           timeout: timeout)
    }

    @Test func aCrashIsAFailedTestNamingTheSignalAndTheLastCase() async throws {
        let hello = #"{"event":"hello","protocol":"layoutwatch-worker","version":1}"#
        let started = #"{"event":"caseStarted","index":7,"test":"S/t","token":"lw1:xyz"}"#
        let result = try await client("echo '\(hello)'; echo '\(started)'; kill -SEGV $$").run(test)
        #expect(result.status == .crashed)
        #expect(result.failure?.message.hasPrefix("crashed with SIGSEGV") == true)
        #expect(result.notes.contains("last case started: #7, replay token lw1:xyz"))
        #expect(result.failure?.replayLines == [
            "Crashed with SIGSEGV (segmentation fault: a bad memory access) during case #7",
            "Replay token: lw1:xyz", "Replay command: layoutwatch replay S/t --token lw1:xyz",
        ])
    }

    @Test func aHangIsStoppedAtTheTimeoutWithItsWholeProcessGroup() async throws {
        // A duration no other process uses marks the sleepers: a grandchild and the child itself.
        let marker = "30.\(UInt32.random(in: 100_000...999_999))"
        let started = ContinuousClock.now
        let result = try await client("sleep \(marker) & sleep \(marker)", timeout: .milliseconds(400)).run(test)
        #expect(result.status == .timedOut)
        #expect(ContinuousClock.now - started < .seconds(10))
        try await Task.sleep(for: .milliseconds(200))
        let survivors = processes(named: "sleep \(marker)")
        #expect(survivors.isEmpty, "left behind: \(survivors)")
    }

    @Test func cancellingARunStopsTheWholeProcessGroup() async throws {
        let marker = "30.\(UInt32.random(in: 100_000...999_999))"
        let client = try client("sleep \(marker) & sleep \(marker)")
        let running = Task { await client.run(test) }
        let deadline = ContinuousClock.now + .seconds(10)
        while processes(named: "sleep \(marker)").count < 2 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(processes(named: "sleep \(marker)").count == 2, "the child and its grandchild started")
        running.cancel()  // what the daemon's graceful shutdown does to a pass in flight
        _ = await running.value
        try await Task.sleep(for: .milliseconds(300))
        #expect(processes(named: "sleep \(marker)").isEmpty, "left behind: \(processes(named: "sleep \(marker)"))")
    }

    @Test func garbageAndWrongVersionsAreProtocolErrors() async throws {
        let garbage = try await client("echo 'Segmentation fault (core dumped)'").run(test)
        #expect(garbage.status == .protocolError)
        let future = #"{"event":"hello","protocol":"layoutwatch-worker","version":99}"#
        let wrong = try await client("echo '\(future)'").run(test)
        #expect(wrong.status == .protocolError)
        #expect(wrong.failure?.message.contains("version 99") == true)
    }

    /// Command lines of live processes that contain `marker`.
    func processes(named marker: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid in
            guard Int(pid) != nil, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let command = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return command.contains(marker) ? command : nil
        }
    }
}

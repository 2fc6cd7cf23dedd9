import Foundation
import TestReport
import Testing
import TestSupport
import Watcher

/// Real children: a crash, a hang with a grandchild, garbage and a wrong protocol version are
/// all results, and no process of the group survives.
@Suite struct ChildProcessTests {
    let test = TestDescriptor(suite: "S", name: "t", kind: .layout)

    let hello = #"{"event":"hello","protocol":"layoutwatch-worker","version":\#(WorkerProtocol.version)}"#

    /// The flag before the protocol file, as the invocation spells it.
    static let protocolFlag = {
        let words = WorkerInvocation(protocolOut: "FILE").arguments
        return words[words.firstIndex(of: "FILE")! - 1]
    }()

    /// A stand-in suite executable: a shell script whose `say` writes a protocol line to the
    /// protocol file, as a worker does.
    func client(_ script: String, timeout: Duration = .seconds(20)) throws -> SuiteClient {
        let file = try TestPaths.temporaryDirectory("child").appendingPathComponent("suite.sh")
        let preamble = #"while [ $# -gt 0 ]; do [ "$1" = \#(Self.protocolFlag) ] && out=$2; shift; done; say() { echo "$1" >> "$out"; }"#
        try "#!/bin/sh\n\(preamble)\n\(script)\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return SuiteClient(executable: file.path, launcher: SubprocessLauncher(gracePeriod: .milliseconds(200)),
                           timeout: timeout)
    }

    @Test func aCrashIsAFailedTestNamingTheSignalAndTheLastCase() async throws {
        let started = #"{"event":"caseStarted","index":7,"test":"S/t","token":"lw1:xyz"}"#
        let result = try await client("say '\(hello)'; say '\(started)'; kill -SEGV $$").run(test)
        #expect(result.status == .crashed)
        #expect(result.failure?.message.hasPrefix("crashed with SIGSEGV") == true)
        #expect(result.failure?.crash?.signal == "SIGSEGV (segmentation fault: a bad memory access)")
        #expect(result.notes.contains("last case started: #7, replay token lw1:xyz"))
        // The stand-in crashes on every start, so shrinking finds nothing smaller.
        #expect(result.failure?.replayLines == [
            "Crashed with SIGSEGV (segmentation fault: a bad memory access) during case #7 (0 shrinks in 2 fresh processes):",
            "(the input was not announced)", "Replay token: lw1:xyz", "Replay command: \(LayoutWatchInvocation.prefix()) replay S/t --token lw1:xyz",
        ])
    }

    @Test func aHangIsStoppedAtTheTimeoutWithItsWholeProcessGroup() async throws {
        // A duration no other process uses marks the sleepers: a grandchild and the child itself.
        let marker = "30.\(UInt32.random(in: 100_000...999_999))"
        let result = try await client("sleep \(marker) & sleep \(marker)", timeout: .milliseconds(400)).run(test)
        // Timed out (not exited: the sleeps run 30 s) proves the timeout stopped them; no time
        // bound, since the suite's CPU-bound tests can hold both cooperative threads for seconds.
        #expect(result.status == .timedOut)
        #expect(try await waitUntil(seconds: 5) { processes(named: "sleep \(marker)").isEmpty },
                "left behind: \(processes(named: "sleep \(marker)"))")
    }

    @Test func cancellingARunStopsTheWholeProcessGroup() async throws {
        let marker = "900.\(UInt32.random(in: 100_000...999_999))"
        // A long timeout: CPU-bound suites can hold both cooperative threads for tens of seconds,
        // and the sleepers must still be there when this loop next looks.
        let client = try client("sleep \(marker) & sleep \(marker)", timeout: .seconds(600))
        let running = Task { await client.run(test) }
        #expect(try await waitUntil(seconds: 300) { processes(named: "sleep \(marker)").count == 2 },
                "the child and its grandchild started")
        running.cancel()  // what the daemon's graceful shutdown does to a pass in flight
        let result = await running.value
        #expect(result.status == .interrupted, "an interrupted test is not a crash: \(result.status)")
        #expect(result.failure?.message.hasPrefix("interrupted") == true)
        #expect(try await waitUntil(seconds: 5) { processes(named: "sleep \(marker)").isEmpty },
                "left behind: \(processes(named: "sleep \(marker)"))")
    }

    /// What a test prints is the user's: captured, never parsed as protocol, and the test passes.
    @Test func printingToStdoutAndStderrIsTheTestsOwnOutput() async throws {
        let passed = #"{"event":"result","result":{"casesRun":1,"duration":0.01,"id":"S/t","kind":"layout","name":"t","notes":[],"statistics":[],"status":"passed","suite":"S"}}"#
        let result = try await client("""
            echo 'hello from test'; echo '{"event":"result"}'; echo 'to stderr' >&2
            say '\(hello)'; say '\(passed)'
            """).run(test)
        #expect(result.status == .passed, "\(String(describing: result.failure))")
        #expect(result.output?.standardOutput == "hello from test\n{\"event\":\"result\"}\n")
        #expect(result.output?.standardError == "to stderr\n")
    }

    /// Only the start and the end of a flood of output are kept, with what was left out said.
    @Test func aFloodOfOutputKeepsItsStartAndEnd() async throws {
        let result = try await client("""
            echo FIRST; head -c 2000000 /dev/zero | tr '\\0' x; echo; echo LAST; say '\(hello)'
            """).run(test)
        let output = try #require(result.output?.standardOutput)
        #expect(output.hasPrefix("FIRST\n") && output.hasSuffix("LAST\n"))
        // FIRST, two million x, a newline, LAST: all but the kept start and end were left out.
        let omitted = 6 + 2_000_000 + 1 + 5 - CapturedOutput.headBytes - CapturedOutput.tailBytes
        #expect(result.output?.omittedOutputBytes == omitted && result.output?.omittedErrorBytes == 0)
        #expect(output.contains(CapturedOutput.gapLine(omitted: omitted)))
        #expect(output.utf8.count < 70_000)
    }

    /// A grandchild in a session of its own (as Foundation's `Process` or `setsid` makes) is
    /// still ended when its test ends: it carries the run's marker.
    @Test func aGrandchildThatLeftTheProcessGroupIsEndedWithItsTest() async throws {
        let marker = "31.\(UInt32.random(in: 100_000...999_999))"
        let result = try await client("setsid sleep \(marker) & sleep 0.2; say '\(hello)'").run(test)
        #expect(result.status == .protocolError)  // it sent no result; what matters is below
        #expect(try await waitUntil(seconds: 5) { processes(named: "sleep \(marker)").isEmpty },
                "left behind: \(processes(named: "sleep \(marker)"))")
    }

    @Test func aSuiteThatCannotStartIsSaidSoAtOnce() async {
        let client = SuiteClient(executable: "/nonexistent/suite", launcher: SubprocessLauncher(), timeout: .seconds(30))
        let result = await client.run(test)
        #expect(result.status == .protocolError)
        #expect(result.failure?.message.hasPrefix("could not start /nonexistent/suite") == true, "\(String(describing: result.failure))")
    }

    @Test func garbageAndWrongVersionsAreProtocolErrors() async throws {
        let garbage = try await client("say 'Segmentation fault (core dumped)'").run(test)
        #expect(garbage.status == .protocolError)
        let future = #"{"event":"hello","protocol":"layoutwatch-worker","version":99}"#
        let wrong = try await client("say '\(future)'").run(test)
        #expect(wrong.status == .protocolError)
        #expect(wrong.failure?.message.contains("version 99") == true)
    }

    /// A suite built against the LayoutWatch before this protocol answers the listing with its
    /// own version: the message names both and the fix, before any test runs.
    @Test func anOldWorkerIsToldBothVersionsAndTheFix() async throws {
        let old = #"{"event":"hello","protocol":"layoutwatch-worker","version":\#(WorkerProtocol.version - 1)}"#
        let listing = try client("say '\(old)'")
        await #expect {
            _ = try await listing.listTests()
        } throws: { error in
            "\(error)" == "protocol error: the child speaks layoutwatch-worker version \(WorkerProtocol.version - 1), this layoutwatch "
                + "speaks layoutwatch-worker version \(WorkerProtocol.version); rebuild the suite against this LayoutWatch"
        }
    }

    /// A suite that rejects its command line before it says hello is listed with what it said.
    @Test func aSuiteThatRejectsItsCommandLineSaysWhy() async throws {
        let listing = try client("echo \"unknown argument '--new'; a suite takes …\" >&2; exit 2")
        await #expect {
            _ = try await listing.listTests()
        } throws: { error in
            "\(error)".hasSuffix("worker --list failed (exited(2)); is it a LayoutWatch suite executable? unknown argument '--new'; a suite takes …\n")
        }
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

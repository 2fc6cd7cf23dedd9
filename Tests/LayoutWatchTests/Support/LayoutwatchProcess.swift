import Foundation
import Testing
import TestSupport
import Watcher

/// `layoutwatch ARGUMENTS` as a user starts it, its output in `log`; a `run` or `watch` is
/// followed through the events file it writes (`--events`), never through its terminal text
/// or a fixed sleep. The one way the tests start the daemon.
struct LayoutwatchProcess {
    let process: Process
    let log: URL
    let eventsFile: URL

    /// `niceness` starts it through `nice -n` (builds of whole packages leave the machine usable).
    init(_ arguments: [String], in directory: URL, log: URL? = nil, environment: [String: String] = [:],
         niceness: Int? = nil) throws {
        self.log = log ?? directory.appendingPathComponent("layoutwatch.log")
        eventsFile = self.log.deletingPathExtension().appendingPathExtension("events.jsonl")
        let followed = ["run", "watch"].contains(arguments.first ?? "") ? ["--events", eventsFile.path] : []
        let executable = TestPaths.executable("layoutwatch")
        process = Process()
        process.executableURL = URL(fileURLWithPath: niceness == nil ? executable : "/usr/bin/nice")
        process.arguments = (niceness.map { ["-n", "\($0)", executable] } ?? []) + arguments + followed
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        _ = FileManager.default.createFile(atPath: self.log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: self.log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    var events: [DaemonEvent] { DaemonEvent.read(FileManager.default.contents(atPath: eventsFile.path) ?? Data()) }

    /// Each pass that ended, as `reason: N ran, P passed, F failed` (`, I interrupted`, ` (stale)`),
    /// `reason: build failed` or `reason: build stopped (why)`.
    var passes: [String] { events.compactMap(Self.outcome) }

    static func outcome(_ event: DaemonEvent) -> String? {
        switch event {
        case let .passEnded(reason, ran, passed, failed, interrupted, stale, _):
            "\(reason): \(ran) ran, \(passed) passed, \(failed) failed"
                + (interrupted > 0 ? ", \(interrupted) interrupted" : "") + (stale ? " (stale)" : "")
        case let .buildFailed(reason, _, _): "\(reason): build failed"
        case let .buildStopped(reason, why): "\(reason): build stopped (\(why))"
        default: nil
        }
    }

    /// Waits until the events satisfy `condition` or `seconds` pass; returns whether they did.
    func wait(seconds: Double, until condition: ([DaemonEvent]) -> Bool) async throws -> Bool {
        try await waitUntil(seconds: seconds) { condition(events) }
    }

    /// Waits until `count` passes have ended.
    func wait(forPasses count: Int, seconds: Double = 120) async throws -> Bool {
        try await wait(seconds: seconds) { $0.compactMap(Self.outcome).count >= count }
    }

    /// Waits until, after its `count`th pass, the daemon has polled and found nothing to do.
    func wait(untilIdleAfterPasses count: Int, seconds: Double = 120) async throws -> Bool {
        try await wait(seconds: seconds) { events in
            guard let end = events.indices.filter({ Self.outcome(events[$0]) != nil }).dropFirst(count - 1).first else { return false }
            return events[end...].contains(.idle)
        }
    }

    var isRunning: Bool { process.isRunning }
    var processIdentifier: pid_t { process.processIdentifier }
    var terminationStatus: Int32 { process.terminationStatus }
    func terminate() { process.terminate() }
    func waitUntilExit() { process.waitUntilExit() }
}

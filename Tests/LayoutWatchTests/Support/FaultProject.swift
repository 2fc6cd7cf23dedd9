import Foundation
import Testing
import TestSupport

/// A temporary project whose suite is `FaultSuite` (crashes, hangs, orphans, output), with a
/// marker that names the sleeps its tests start so survivors can be found in `/proc`.
struct FaultProject {
    let directory: URL
    let marker = "1000.\(UInt32.random(in: 100_000...999_999))"
    var config: URL { directory.appendingPathComponent("config.json") }
    var log: URL { directory.appendingPathComponent("daemon.log") }

    init(name: String, timeout: Double = 3, build: [String] = []) throws {
        directory = try TestPaths.temporaryDirectory(name)
        for folder in ["Sources", "Specs"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let buildJSON = String(decoding: try JSONSerialization.data(withJSONObject: build), as: UTF8.self)
        try """
        {"version": 1,
         "watch": {"sources": ["Sources"], "specs": ["Specs"], "pollInterval": 0.05, "settle": 0.05},
         "run": {"product": "FaultSuite", "build": \(buildJSON), "suiteBinary": "\(TestPaths.executable("FaultSuite"))",
                 "jobs": 4, "timeout": \(timeout), "strategy": "consistent"},
         "reports": {"directory": "report", "junit": "report/junit.xml"}}
        """.write(to: config, atomically: true, encoding: .utf8)
    }

    /// Starts `layoutwatch ARGUMENTS --config …` with its output in `daemon.log`.
    func start(_ arguments: [String], environment: [String: String] = [:]) throws -> LayoutwatchProcess {
        try LayoutwatchProcess(arguments + ["--config", config.path], in: directory, log: log,
                               environment: ["FAULT_MARKER": marker, "NO_COLOR": "1"].merging(environment) { $1 })
    }

    /// Starts `layoutwatch watch` and waits until the orphan test's grandchild runs.
    func startWatchUntilTheOrphanRuns() async throws -> LayoutwatchProcess {
        let daemon = try start(["watch"])
        #expect(try await waitUntil(seconds: 30) { !Self.processes(containing: "sleep \(marker)").isEmpty },
                "the orphan test never started its grandchild: \(output)")
        return daemon
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Live processes whose command line contains `text` (zombies excluded).
    static func processes(containing text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid in
            guard Int(pid) != nil, let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty,
                  let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
                  !String(decoding: stat, as: UTF8.self).contains(") Z ") else { return nil }
            let command = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return command.contains(text) ? "\(pid): \(command)" : nil
        }
    }

    /// The pids of the live processes whose command line contains `text`.
    static func pids(containing text: String) -> [pid_t] {
        processes(containing: text).compactMap { pid_t($0.prefix { $0 != ":" }) }
    }

    static func commandLine(of pid: pid_t) -> String {
        String(decoding: (FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") ?? Data()).map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
    }
}

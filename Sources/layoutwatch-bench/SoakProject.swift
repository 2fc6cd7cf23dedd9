import Foundation
import Synchronization

/// The watched project of the soak: the example's spec, a declarative layout spec, a source
/// file, a config whose build is a no-op, and the daemon's log, which the soak reads for summary lines.
struct SoakProject {
    let directory: URL
    let bin: String
    /// How far the log has been read, and the summary lines in that part.
    private final class LogCounter: Sendable {
        let read = Mutex<(offset: UInt64, count: Int)>((0, 0))
    }
    private let counter = LogCounter()

    init(bin: String) throws {
        self.bin = bin
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-soak-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try files.createDirectory(at: directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data("// source\n".utf8).write(to: directory.appendingPathComponent("Sources/Card.swift"))
        try Data(Self.spec(0).utf8).write(to: directory.appendingPathComponent("Specs/IsValidPassword.testkit"))
        try Data(Self.layoutSpec(0).utf8).write(to: directory.appendingPathComponent("Specs/Header.layout.json"))
        try Data("""
            {"version": 1, "watch": {"sources": ["Sources"], "specs": ["Specs"], "pollInterval": 0.05, "settle": 0.02},
             "run": {"product": "ExampleSuite", "build": ["/bin/true"], "suiteBinary": "\(bin)/ExampleSuite", "jobs": 2,
                     "timeout": 60, "maxTestsCount": 20, "strategy": "consistent"},
             "reports": {"directory": "report", "junit": "report/junit.xml", "history": 20}}
            """.utf8).write(to: directory.appendingPathComponent("config.json"))
    }

    /// A valid spec whose content differs with `edit`.
    static func spec(_ edit: Int) -> String {
        """
        {"test-description": "edit \(edit)", "test-cases": [
          {"name": "Valid", "inputs": ["1sdfD8sFlk", "Happy763!"], "expected-output": true},
          {"name": "Too short", "inputs": ["Ask87d"], "expected-output": false}]}
        """
    }

    /// A declarative layout spec (run by layoutwatch's own worker) whose padding differs with `edit`.
    static func layoutSpec(_ edit: Int) -> String {
        """
        {"tree": {"id": "header", "style": {"display": "flex", "width": "100%", "padding": "\(8 + edit % 4)px", "gap": "8px"},
                  "children": [
                    {"id": "avatar", "role": "image", "label": "Photo", "image": {"table": "images"},
                     "style": {"width": "48px", "height": "48px", "flex-shrink": "0"}},
                    {"id": "name", "text": {"generator": "words"}, "style": {"flex": "1", "font-size": "17px"}}]},
         "matrix": {"sizes": ["320x120", "768x120"]},
         "assertions": [{"node": "avatar", "leftOf": "name"}], "count": 20}
        """
    }

    var log: URL { directory.appendingPathComponent("daemon.log") }

    func startDaemon() throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bin + "/layoutwatch")
        process.arguments = ["watch", "--config", directory.appendingPathComponent("config.json").path]
        process.currentDirectoryURL = directory
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        return process
    }

    /// Summary lines in the log so far, reading only what was added since the last call.
    func passes() -> Int {
        guard let handle = FileHandle(forReadingAtPath: log.path) else { return 0 }
        defer { try? handle.close() }
        return counter.read.withLock { read in
            try? handle.seek(toOffset: read.offset)
            let added = (try? handle.readToEnd()) ?? Data()
            guard let lastNewline = added.lastIndex(of: UInt8(ascii: "\n")) else { return read.count }
            let complete = added[..<lastNewline]
            read.offset += UInt64(complete.count + 1)
            read.count += String(decoding: complete, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("layoutwatch: [") }.count
            return read.count
        }
    }

    func waitForPasses(_ count: Int, timeout: Double = 120) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while passes() < count {
            guard Date() < deadline else { throw SoakError(description: "no summary line after \(timeout) s; see \(log.path)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Seconds from writing the spec to its summary line.
    func editSpecAndWait(_ edit: Int) async throws -> Double {
        try await measure { try Data(Self.spec(edit).utf8).write(to: directory.appendingPathComponent("Specs/IsValidPassword.testkit"), options: .atomic) }
    }

    /// Seconds from writing the layout spec to its summary line (the report is written before it).
    func editLayoutSpecAndWait(_ edit: Int) async throws -> Double {
        try await measure { try Data(Self.layoutSpec(edit).utf8).write(to: directory.appendingPathComponent("Specs/Header.layout.json"), options: .atomic) }
    }

    func editSourceAndWait(_ edit: Int) async throws -> Double {
        try await measure { try Data("// edit \(edit)\n".utf8).write(to: directory.appendingPathComponent("Sources/Card.swift"), options: .atomic) }
    }

    private func measure(_ change: () throws -> Void) async throws -> Double {
        let before = passes()
        let start = Date()
        try change()
        try await waitForPasses(before + 1)
        return Date().timeIntervalSince(start)
    }

    func addUnrelatedFiles(_ count: Int) throws {
        let folder = directory.appendingPathComponent("Sources/data")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count { try Data().write(to: folder.appendingPathComponent("log\(index).txt")) }
    }

    /// The daemon's resident memory (MB) and open file descriptors.
    /// The daemon's memory and descriptors once it has settled: the fewest descriptors of five
    /// samples 50 ms apart. The summary line comes before the reports are written, so a sample
    /// taken at once could count a report's temporary file or a worker's pipe still open (18
    /// after 10 edits, 17 at the end, in one loaded CI run); a leak raises the floor.
    static func settledSample(_ pid: Int32) async -> (rss: Double, fds: Double) {
        var fewest = sample(pid)
        for _ in 1..<5 {
            try? await Task.sleep(for: .milliseconds(50))
            let next = sample(pid)
            fewest = (next.rss, min(fewest.fds, next.fds))
        }
        return fewest
    }

    static func sample(_ pid: Int32) -> (rss: Double, fds: Double) {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            .flatMap { Double($0.split(separator: " ").dropFirst().first ?? "") } ?? .nan
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
        return (rss / 1024, Double(fds))
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

struct SoakError: Error, CustomStringConvertible {
    var description: String
}

extension SoakProject {
    /// `--bin DIR`, else the folder of this executable, once it holds `layoutwatch` and
    /// `ExampleSuite`; otherwise says what to build and exits with 2.
    static func binDirectory(_ given: String?, bench: String) -> String {
        let bin = given
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        for tool in ["layoutwatch", "ExampleSuite"] where !FileManager.default.isExecutableFile(atPath: bin + "/" + tool) {
            FileHandle.standardError.write(Data("\(bench): no \(tool) in \(bin); build it first (swift build --product \(tool)) or pass --bin DIR\n".utf8))
            exit(2)
        }
        return bin
    }
}

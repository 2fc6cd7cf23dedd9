import Foundation
import Synchronization
import TestReport
import Watcher

/// A launcher that answers like `swift build` and a package's test binary without starting
/// anything: it lists the tests it is given, and a run writes XCTest's console lines and Swift
/// Testing's events as the real binary does, ending the process at a test that crashes. In a
/// parallel Swift Testing run every test after the first is still running when one crashes,
/// as with the real one, so the runner cannot tell which did.
final class FakeTestBinary: ProcessLauncher, Sendable {
    /// `Module.Class/test` or `Module.Suite/test()` in the order they run, and which crash.
    let tests: [String]
    let crashing: Set<String>
    let binFolder: URL
    private let log = Mutex<[String]>([])

    init(tests: [String], crashing: Set<String>, binFolder: URL) throws {
        self.tests = tests
        self.crashing = crashing
        self.binFolder = binFolder
        try FileManager.default.createDirectory(at: binFolder, withIntermediateDirectories: true)
        try Data().write(to: binFolder.appendingPathComponent("FakePackageTests.xctest"))
    }

    /// Every run so far: `xctest a,b`, `testing [serial] a b` (the tests it ran).
    var runs: [String] { log.withLock { $0 } }

    func launch(_ request: LaunchRequest) async throws -> LaunchOutcome {
        let arguments = request.arguments
        guard request.executable == "/bin/sh", arguments.count > 3 else {
            let output = arguments.contains("--show-bin-path") ? binFolder.path + "\n" : ""
            return LaunchOutcome(termination: .exited(0), standardOutput: Data(output.utf8), standardError: Data(), duration: 0)
        }
        let file = arguments[2], binary = Array(arguments.dropFirst(4))
        var text = ""
        var termination = LaunchOutcome.Termination.exited(0)
        let xctests = tests.filter { !$0.hasSuffix(")") }, testing = tests.filter { $0.hasSuffix(")") }
        if binary.contains("--list-tests") {
            text = (binary.contains("swift-testing") ? testing : xctests).joined(separator: "\n") + "\n"
        } else if binary.contains("swift-testing") {
            let patterns = stride(from: 0, to: binary.count, by: 1).filter { binary[$0] == "--filter" }.map { try! Regex(binary[$0 + 1]) }
            let chosen = testing.filter { name in patterns.contains { "\(name)/Fake.swift:1:1".contains($0) } }
            let serial = binary.contains("--no-parallel")
            log.withLock { $0.append("testing \(serial ? "serial " : "")" + chosen.joined(separator: " ")) }
            var events = chosen.map { Self.record($0) }
            if !serial { events += chosen.map { Self.event("testStarted", $0) } }
            for name in chosen {
                if serial { events.append(Self.event("testStarted", name)) }
                if crashing.contains(name) { termination = .signaled(SIGILL); break }
                events.append(Self.event("testEnded", name))
            }
            let path = binary[binary.firstIndex(of: "--event-stream-output-path")! + 1]
            try Data((events.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
        } else {
            let chosen = binary.first?.split(separator: ",").map(String.init) ?? []
            log.withLock { $0.append("xctest " + chosen.joined(separator: ",")) }
            for name in chosen {
                let test = name.split(separator: "/").last.map(String.init) ?? name
                let className = name.split(separator: "/")[0].split(separator: ".").last.map(String.init) ?? name
                text += "Test Case '\(className).\(test)' started at 2026-01-01 00:00:00.000\n"
                if crashing.contains(name) {
                    text += "Fake.swift:3: Fatal error: \(test) fell over\n"
                    termination = .signaled(SIGILL)
                    break
                }
                text += "Test Case '\(className).\(test)' passed (0.001 seconds)\n"
            }
        }
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return LaunchOutcome(termination: termination, standardOutput: Data(), standardError: Data(), duration: 0.001)
    }

    static func record(_ name: String) -> String {
        let function = String(name.split(separator: "/").last ?? "")
        return #"{"kind":"test","payload":{"id":"\#(name)/Fake.swift:1:1","kind":"function","name":"\#(function)"},"version":0}"#
    }

    static func event(_ kind: String, _ name: String) -> String {
        #"{"kind":"event","payload":{"instant":{"since1970":1.0},"kind":"\#(kind)","testID":"\#(name)/Fake.swift:1:1"},"version":0}"#
    }
}

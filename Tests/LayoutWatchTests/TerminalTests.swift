import Foundation
import Testing
import TestSupport

/// What a person sees in a terminal: a live status line, colour unless NO_COLOR, lines no wider
/// than the terminal, the failing tests and the report's URL. A pseudo-terminal comes from
/// `script` (util-linux).
@Suite(.serialized) struct TerminalTests {
    func watchInATerminal(_ project: FaultProject, environment: String) async throws -> String {
        let transcript = project.directory.appendingPathComponent("tty.txt")
        let command = "\(environment) FAULT_MARKER=\(project.marker) \(TestPaths.executable("layoutwatch")) watch --config \(project.config.path)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, transcript.path]
        process.currentDirectoryURL = project.directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = { (try? String(contentsOf: transcript, encoding: .utf8)) ?? "" }
        #expect(try await FaultProject.wait(seconds: 60) { text().contains("report: file://") }, "\(text())")
        kill(process.processIdentifier, SIGTERM)  // script passes it on to the daemon
        _ = try await FaultProject.wait(seconds: 20) { !process.isRunning }
        return text()
    }

    @Test func aTerminalGetsAStatusLineColourAndLinesThatFit() async throws {
        let project = try FaultProject(name: "tty", timeout: 2)
        let text = try await watchInATerminal(project, environment: "stty cols 70; env -u NO_COLOR")
        #expect(text.contains("\r\u{1B}[2K\u{1B}[2mrunning 1/4 tests"), "a live status line: \(text.debugDescription)")
        #expect(text.contains("\u{1B}[31m✘ FaultSuite/crashes\u{1B}[0m — "), "failing tests in red: \(text.debugDescription)")
        // Every piece between carriage returns and newlines is what one terminal line shows.
        for piece in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let visible = piece.replacing(/\x{1B}\[[0-9;]*[mK]/, with: "")
            #expect(visible.count <= 70 || visible.hasPrefix("Script "), "wider than the terminal: \(visible)")
        }
    }

    @Test func noColorMeansNoColour() async throws {
        let project = try FaultProject(name: "tty-nocolor", timeout: 2)
        let text = try await watchInATerminal(project, environment: "stty cols 70; NO_COLOR=1")
        #expect(text.contains("✘ FaultSuite/crashes — "), "\(text.debugDescription)")
        #expect(!text.contains("\u{1B}[31m") && !text.contains("\u{1B}[2m"), "colour despite NO_COLOR: \(text.debugDescription)")
    }

    /// Ctrl-C typed into the terminal during `layoutwatch run`: the tests that were running end
    /// as interrupted (JUnit `skipped`), the reports are written, the status line is ended, and
    /// the run exits 130 as the shell expects.
    @Test func ctrlCInATerminalEndsARunWithItsReportAndTheRunningTestsInterrupted() async throws {
        let project = try FaultProject(name: "tty-ctrl-c", timeout: 60)
        let transcript = project.directory.appendingPathComponent("tty.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "NO_COLOR=1 FAULT_MARKER=\(project.marker) exec \(TestPaths.executable("layoutwatch")) run --config \(project.config.path)",
                             transcript.path]
        process.currentDirectoryURL = project.directory
        let keyboard = Pipe()
        process.standardInput = keyboard
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        #expect(try await FaultProject.wait(seconds: 60) { !FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "the hanging tests never started")
        try keyboard.fileHandleForWriting.write(contentsOf: Data([0x03]))  // Ctrl-C
        #expect(try await FaultProject.wait(seconds: 30) { !process.isRunning }, "the run did not stop")
        #expect(process.terminationStatus == 130)
        let text = (try? String(contentsOf: transcript, encoding: .utf8)) ?? ""
        #expect(text.contains("layoutwatch: stopped by SIGINT"), "\(text.debugDescription)")
        #expect(text.contains(" interrupted\r\n") || text.contains(" interrupted\n"), "the closing line counts them: \(text.debugDescription)")
        let junit = (try? String(contentsOf: project.directory.appendingPathComponent("report/junit.xml"), encoding: .utf8)) ?? ""
        for name in ["orphan", "slow"] {
            let testcase = junit.components(separatedBy: "name=\"\(name)\"").dropFirst().first?.components(separatedBy: "</testcase>").first ?? ""
            #expect(testcase.contains("<skipped message=\"interrupted"), "\(name): \(junit)")
        }
        #expect(try await FaultProject.wait(seconds: 5) { FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "left behind: \(FaultProject.processes(containing: "sleep \(project.marker)"))")
    }
}

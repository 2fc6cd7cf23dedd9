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
        #expect(try await waitUntil(seconds: 60) { text().contains("report: file://") }, "\(text())")
        kill(process.processIdentifier, SIGTERM)  // script passes it on to the daemon
        _ = try await waitUntil(seconds: 20) { !process.isRunning }
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

    /// FaultSuite's names and messages with `FAULT_HOSTILE` (clear screen, red, bell, DEL, NEL, a
    /// lone CSI, a carriage return, a newline), each character as it is shown.
    static let escaped = #"\u{1B}[2J\u{1B}[31mred\u{7}bell\u{7F}del\u{85}nel\u{9B}31mcsi\u{D}back"#
    static let long = String(repeating: "long", count: 2_500)

    @Test func hostileNamesAndMessagesReachTheTerminalInert() async throws {
        let project = try FaultProject(name: "hostile-run", timeout: 30)
        let environment = ProcessInfo.processInfo.environment.merging(["FAULT_HOSTILE": "1", "NO_COLOR": "1"]) { $1 }
        let run = try await runCommand(TestPaths.executable("layoutwatch"), ["run", "--config", project.config.path],
                                       in: project.directory, environment: environment)
        let output = run.standardOutput + run.standardError
        #expect(run.status == 1, "\(output)")
        #expect(MarkupChecks.terminalControls(output).isEmpty,
                "raw controls \(Set(MarkupChecks.terminalControls(output).map(\.value))): \(output.debugDescription.prefix(3000))")
        #expect(output.contains("✘ FaultSuite/name \(Self.escaped)\\u{A}next — failed, 1 case"), "a name is one line")
        #expect(output.contains("✘ FaultSuite/\(Self.long)\(Self.escaped)\\u{A}next — failed"), "a long name whole")
        #expect(output.contains("\n    the example threw threw \(Self.escaped)\n    next\n"), "a message keeps its lines")
        #expect(output.contains(" replay $'FaultSuite/property \\x1B[2J\\x1B[31mred\\x07bell\\x7Fdel\\u0085nel"),
                "the replay command is still quoted for a shell")
        #expect(output.hasSuffix("0 passed, 3 failed\n"))
    }

    /// `watch` in a terminal, in colour, 70 columns: the failing tests' lines are red, wrapped
    /// at the width, and nothing else acts on the terminal; a colour open at a break is reset at
    /// the end of its line.
    @Test func hostileNamesInAColourTerminalStayInTheirLine() async throws {
        let project = try FaultProject(name: "tty-hostile", timeout: 30)
        let text = try await watchInATerminal(project, environment: "stty cols 70; env -u NO_COLOR FAULT_HOSTILE=1")
        let own = text.replacing(/\x{1B}\[[0-9;]*[mK]/, with: "")
        let stray = own.unicodeScalars.filter { $0 != "\r" && (($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)) }
        #expect(stray.isEmpty, "raw controls \(Set(stray.map(\.value))): \(text.debugDescription.prefix(3000))")
        #expect(text.contains("\u{1B}[31m✘ FaultSuite/name \\u{1B}[2J"), "\(text.debugDescription.prefix(3000))")
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        // Wider than the terminal only where one word (a long name, a URL) is.
        let wide = lines.map { $0.replacing(/\x{1B}\[[0-9;]*[mK]/, with: "") }.filter { line in
            !line.hasPrefix("Script ") && line.count > 70 && !line.split(separator: " ").contains { $0.count > 60 }
        }
        #expect(wide.isEmpty, "lines wider than the terminal: \(wide)")
        for line in lines where line.contains("\u{1B}[31m") {
            #expect(line.hasSuffix("\u{1B}[0m") || line.contains("\u{1B}[0m —") || line.contains("\u{1B}[0m…"),
                    "a colour left on: \(line.debugDescription)")
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
        #expect(try await waitUntil(seconds: 60) { !FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "the hanging tests never started")
        try keyboard.fileHandleForWriting.write(contentsOf: Data([0x03]))  // Ctrl-C
        #expect(try await waitUntil(seconds: 30) { !process.isRunning }, "the run did not stop")
        #expect(process.terminationStatus == 130)
        let text = (try? String(contentsOf: transcript, encoding: .utf8)) ?? ""
        #expect(text.contains("layoutwatch: stopped by SIGINT"), "\(text.debugDescription)")
        #expect(text.contains(" interrupted\r\n") || text.contains(" interrupted\n"), "the closing line counts them: \(text.debugDescription)")
        let junit = (try? String(contentsOf: project.directory.appendingPathComponent("report/junit.xml"), encoding: .utf8)) ?? ""
        for name in ["orphan", "slow"] {
            let testcase = junit.components(separatedBy: "name=\"\(name)\"").dropFirst().first?.components(separatedBy: "</testcase>").first ?? ""
            #expect(testcase.contains("<skipped message=\"interrupted"), "\(name): \(junit)")
        }
        #expect(try await waitUntil(seconds: 5) { FaultProject.processes(containing: "sleep \(project.marker)").isEmpty },
                "left behind: \(FaultProject.processes(containing: "sleep \(project.marker)"))")
    }
}

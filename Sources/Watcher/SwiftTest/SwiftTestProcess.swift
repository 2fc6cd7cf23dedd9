import Foundation
import TestReport

/// One `swift test --skip-build` of the package, its whole console in a file (XCTest's lines
/// are read from it) and Swift Testing's events in another, read into results.
struct SwiftTestProcess: Sendable {
    var settings: SwiftTestSettings
    var packageDirectory: String
    var launcher: any ProcessLauncher
    var maker: UnitResultMaker

    func run(filter: [String], skip: [String], parallel: Bool, listing: SwiftTestListing) async throws -> SwiftTestOutcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-swifttest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let console = folder.appendingPathComponent("console.txt").path, events = folder.appendingPathComponent("events.jsonl").path
        var arguments = ["test", "--skip-build"] + settings.arguments
        arguments += filter.flatMap { ["--filter", $0] } + skip.flatMap { ["--skip", $0] }
        arguments += ["--event-stream-output-path", events, "--event-stream-version", "0"]
        if !parallel { arguments.append("--no-parallel") }
        let (outcome, text) = try await swift(arguments, output: console,
                                              environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,format=json,output-to=\(folder.path)"])
        var result = SwiftTestOutcome(console: text, events: (try? String(contentsOfFile: events, encoding: .utf8)) ?? "",
                                      listing: listing, maker: maker)
        if let code = text.firstMatch(of: /signal code (\d+)/).flatMap({ Int32($0.output.1) }) {
            result.signal = signalName(code)
        } else if outcome.termination == .timedOut {
            result.signal = "stopped after \(Int(settings.timeout)) s (run.swiftTest.timeout)"
        }
        // The test's own frames, not the ones the test macros generated.
        let frames = CrashText.frames(fromBacktraceIn: folder).filter { !$0.contains("/swift-generated-sources/") }
        let crash = CrashText.report(fromStandardError: text)
        if crash != nil || !frames.isEmpty {
            result.crash = CrashReport(message: crash?.message, frames: frames.isEmpty ? crash?.frames ?? [] : frames)
        }
        return result
    }
}

extension SwiftTestProcess {
    /// `swift test list --skip-build`: every test of the built package.
    func list() async throws -> SwiftTestListing {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-list-\(UUID().uuidString).txt").path
        defer { unlink(file) }
        let (outcome, output) = try await swift(["test", "list", "--skip-build"] + settings.arguments, output: file)
        guard outcome.termination == .exited(0) else {
            throw SuiteBuilder.Failure(report: BuildFailure(
                summary: "`swift test list` failed in \(packageDirectory): " + (output.split(separator: "\n").last.map(String.init) ?? "no output"),
                log: String(output.suffix(16_000))))
        }
        return SwiftTestListing(output)
    }

    /// `swift` with its stdout and stderr in the file `output` (whole, however long: XCTest's
    /// results are in it), and that file's text.
    private func swift(_ arguments: [String], output: String,
                       environment: [String: String] = [:]) async throws -> (LaunchOutcome, String) {
        let outcome = try await launcher.launch(LaunchRequest(
            executable: "/bin/sh", arguments: ["-c", #"exec "$@" > "$0" 2>&1"#, output, resolveExecutable("swift")] + arguments,
            workingDirectory: packageDirectory, environment: environment, timeout: .milliseconds(Int(settings.timeout * 1000))))
        if outcome.termination == .interrupted { throw CancellationError() }
        return (outcome, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }
}

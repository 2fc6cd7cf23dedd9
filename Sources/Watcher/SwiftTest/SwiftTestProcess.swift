import Foundation
import TestReport

/// Runs the test binary `swift build --build-tests` made, as `swift test` does, but directly:
/// XCTest with the tests named (`Module.Class/test,…`) and Swift Testing with
/// `--testing-library swift-testing --event-stream-output-path FILE --event-stream-version 0
/// --filter …`, side by side. Each takes about 50 ms here where a `swift test --skip-build`
/// takes 1.1 s (SwiftPM plans the build and holds the build lock first), which is what lets a
/// pass run failing tests first and the rest after at little cost.
struct SwiftTestProcess: Sendable {
    var settings: SwiftTestSettings
    var packageDirectory: String
    var launcher: any ProcessLauncher
    var maker: UnitResultMaker

    /// How a framework's process ended, for the test that was running when it died.
    struct Ending: Sendable {
        var signal = "the test process ended before the test did"
        var crash: CrashReport?
    }

    func run(_ tests: [SwiftTestListing.Entry], parallel: Bool, binary: String,
             listing: SwiftTestListing) async throws -> (SwiftTestOutcome, xctest: Ending, testing: Ending) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-swifttest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xctests = tests.filter(\.isXCTest).map(\.qualifiedName), testing = tests.filter { !$0.isXCTest }.map(\.pattern)
        let events = folder.appendingPathComponent("events.jsonl").path
        var arguments = ["--testing-library", "swift-testing", "--event-stream-output-path", events, "--event-stream-version", "0"]
        arguments += (parallel ? [] : ["--no-parallel"]) + testing.flatMap { ["--filter", $0] }
        async let xctestRun = xctests.isEmpty ? nil : launch(binary, [xctests.joined(separator: ",")], in: folder, named: "xctest")
        async let testingRun = testing.isEmpty ? nil : launch(binary, arguments, in: folder, named: "testing")
        let (xctest, swiftTesting) = try await (xctestRun, testingRun)
        let outcome = SwiftTestOutcome(console: xctest?.text ?? "", testingConsole: swiftTesting?.text ?? "",
                                       events: (try? String(contentsOfFile: events, encoding: .utf8)) ?? "",
                                       hosted: HostedResult.read(folder: folder.appendingPathComponent("hosted")),
                                       listing: listing, maker: maker)
        return (outcome, ending(xctest, named: "xctest", in: folder), ending(swiftTesting, named: "testing", in: folder))
    }

    private func ending(_ run: (LaunchOutcome, text: String)?, named name: String, in folder: URL) -> Ending {
        guard let (outcome, text) = run else { return Ending() }
        var ending = Ending()
        switch outcome.termination {
        case let .signaled(signal): ending.signal = signalName(signal)
        case .timedOut: ending.signal = "stopped after \(Int(settings.timeout)) s (run.swiftTest.timeout)"
        default: break
        }
        // The test's own frames, not the ones the test macros generated.
        let frames = CrashText.frames(fromBacktraceIn: folder.appendingPathComponent(name))
            .filter { !$0.contains("/swift-generated-sources/") }
        let crash = CrashText.report(fromStandardError: text)
        if crash != nil || !frames.isEmpty {
            ending.crash = CrashReport(message: crash?.message, frames: frames.isEmpty ? crash?.frames ?? [] : frames)
        }
        return ending
    }

    /// Every test of the built package: XCTest's and Swift Testing's `--list-tests`.
    func list(binary: String) async throws -> SwiftTestListing {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-list-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        async let xctest = launch(binary, ["--list-tests"], in: folder, named: "xctest")
        async let testing = launch(binary, ["--testing-library", "swift-testing", "--list-tests"], in: folder, named: "testing")
        var text = ""
        for (outcome, output) in try await [xctest, testing] {
            guard outcome.termination == .exited(0) else {
                throw SuiteBuilder.Failure(report: BuildFailure(
                    summary: "listing the tests of \(binary) failed: " + (output.split(separator: "\n").last.map(String.init) ?? "no output"),
                    log: String(output.suffix(16_000))))
            }
            text += output + "\n"
        }
        return SwiftTestListing(text)
    }

    /// The test binary in `swift build --show-bin-path`'s folder (`<Package>PackageTests.xctest`).
    func binary() async throws -> String {
        let outcome = try await launcher.launch(LaunchRequest(
            executable: resolveExecutable("swift"), arguments: ["build", "--show-bin-path"] + settings.arguments,
            workingDirectory: packageDirectory, timeout: .seconds(300), marking: .stable))
        let bin = String(decoding: outcome.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let found = (try? FileManager.default.contentsOfDirectory(atPath: bin))?.filter { $0.hasSuffix(".xctest") }.sorted() ?? []
        guard outcome.termination == .exited(0), let name = found.first(where: { $0.hasSuffix("PackageTests.xctest") }) ?? found.first else {
            throw SuiteBuilder.Failure(report: BuildFailure(
                summary: "no test binary (*.xctest) in \(bin.isEmpty ? "SwiftPM's bin folder" : bin) for \(packageDirectory): "
                    + "does the package have a test target? run.swiftTest.arguments must match the build's (e.g. --scratch-path)"))
        }
        return bin + "/" + name
    }

    /// `binary arguments` with its stdout and stderr in a file of `folder` (whole, however long:
    /// XCTest's results are in it), a crash's JSON backtrace in the folder `name`, and the text.
    private func launch(_ binary: String, _ arguments: [String], in folder: URL,
                        named name: String) async throws -> (LaunchOutcome, text: String) {
        let backtraces = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: backtraces, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("\(name).txt").path
        let outcome = try await launcher.launch(LaunchRequest(
            executable: "/bin/sh", arguments: ["-c", #"exec "$@" > "$0" 2>&1"#, output, binary] + arguments,
            workingDirectory: packageDirectory,
            environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,format=json,output-to=\(backtraces.path)",
                          HostedResult.directoryVariable: folder.appendingPathComponent("hosted").path],
            timeout: .seconds(exactly: settings.timeout)))
        if outcome.termination == .interrupted { throw CancellationError() }
        return (outcome, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }
}

import ArgumentParser
import Foundation
import TestReport
import Watcher

/// `layoutwatch replay NAME --swift-test HOST --token T`: runs `swift test --filter` on the one
/// XCTest or Swift Testing test `HOST`, in the package of the working directory, with the
/// adapter call `NAME` told to replay that case (`ReplayRequest`); the framework's output
/// streams to the terminal, then the call's result and SVG are shown as for a suite test.
struct HostedReplay {
    var host: String
    var test: String
    var token: String?
    var seed: (UInt64, UInt64, Int)?

    func run() async throws {
        let request = ReplayRequest(host: host, test: test, token: token, seed: seed)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-replay-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: resolveExecutable("swift"))
        process.arguments = PluginScratch.swift(["test", "--filter", SwiftTestListing.pattern(for: host)])
        var environment = ProcessInfo.processInfo.environment
        environment[ReplayRequest.variable] = request.environmentValue
        environment[HostedResult.directoryVariable] = folder.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard let result = HostedResult.read(folder: folder)[host]?.first(where: { $0.result.name == test })?.result else {
            printError("swift test ran no layout test named \(ShellQuoting.quote(test)) in \(ShellQuoting.quote(host)) "
                       + "(it exited with \(process.terminationStatus)); check the names against the failure's replay command, "
                       + "and that the test calls LayoutWatch's adapter with that name")
            throw ExitCode(2)
        }
        try ReplayCommand.show(result, reports: URL(fileURLWithPath: "layoutwatch-report", isDirectory: true))
    }
}

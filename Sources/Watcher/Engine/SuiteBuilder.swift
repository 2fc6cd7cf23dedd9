import Foundation
import TestReport
#if canImport(Glibc)
import Glibc
#endif

/// Builds the user's suite executable and finds it.
public struct SuiteBuilder: Sendable {
    public var command: [String]
    public var packageDirectory: String
    public var launcher: any ProcessLauncher
    public var timeout: Duration
    /// Given a failed build's report, a clearer one when the cause is the configuration rather
    /// than the sources (an unknown `run.product`); the report itself otherwise.
    public var explain: @Sendable (BuildFailure) async -> BuildFailure = { $0 }

    public init(command: [String], packageDirectory: String, launcher: any ProcessLauncher,
                timeout: Duration = .seconds(1800)) {
        self.command = command
        self.packageDirectory = packageDirectory
        self.launcher = launcher
        self.timeout = timeout
    }

    /// A failed build, read into located diagnostics.
    public struct Failure: Error, CustomStringConvertible {
        public var report: BuildFailure
        public init(report: BuildFailure) { self.report = report }
        public var description: String {
            (["the build failed: \(report.summary)"] + report.diagnostics.filter { $0.severity == .error }.dropFirst().map(\.description))
                .joined(separator: "\n")
        }
    }

    /// A build that did not finish: stopped by a signal (Ctrl-C, SIGTERM, a kill) or by its
    /// time limit. It says nothing about the sources, so no report is rewritten for it.
    public struct Stopped: Error, CustomStringConvertible {
        public var reason: String
        public init(reason: String) { self.reason = reason }
        public var description: String { "the build was stopped (\(reason)) before it finished" }
    }

    /// Runs the build command (nothing when it is empty). Warns first when another SwiftPM
    /// process holds the package's build lock, since the build then waits for it.
    public func build(log: (String) -> Void) async throws {
        guard let executable = command.first else { return }
        if let holder = buildLockHolder() {
            log("waiting: another SwiftPM process holds the build lock \(holder); the build starts when it ends")
        }
        let outcome = try await launcher.launch(LaunchRequest(
            executable: resolveExecutable(executable), arguments: Array(command.dropFirst()),
            workingDirectory: packageDirectory, timeout: timeout, marking: .stable))
        switch outcome.termination {
        case .exited(0): return
        case .interrupted: throw Stopped(reason: "interrupted")
        case .timedOut: throw Stopped(reason: "after \(timeout) without finishing")
        case let .signaled(signal) where [SIGTERM, SIGINT, SIGKILL, SIGHUP].contains(signal):
            throw Stopped(reason: signalName(signal))
        default:
            let output = String(decoding: outcome.standardOutput + outcome.standardError, as: UTF8.self)
            throw Failure(report: await explain(BuildDiagnosticsReader.read(output, command: command.joined(separator: " "))))
        }
    }

    /// `<package>/.build/.lock` when someone holds it.
    func buildLockHolder() -> String? {
        let path = packageDirectory + "/.build/.lock"
        let descriptor = POSIXCalls.open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
            flock(descriptor, LOCK_UN)
            return nil
        }
        return path
    }
}

/// `swift` → `/opt/swift/usr/bin/swift`: the first match on PATH, or the name unchanged.
public func resolveExecutable(_ name: String) -> String {
    guard !name.contains("/") else { return name }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if POSIXCalls.isExecutable(candidate) { return candidate }
    }
    return name
}

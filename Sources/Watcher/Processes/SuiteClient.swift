import Foundation
import PropertyTesting
import TestReport

/// Talks to the user's suite executable: lists its tests and runs one test per child process.
/// The protocol travels in a file of its own (`--protocol-out`); the child's stdout and stderr
/// are the test's. Whatever a child does — crash, hang, print — becomes a `TestResult`.
public struct SuiteClient: Sendable {
    public var executable: String
    public var launcher: any ProcessLauncher
    public var timeout: Duration
    /// What every child is told (spec directories, state directory, font, strategy, tests
    /// count, a replay); each launch sets the mode and the protocol file.
    public var invocation: WorkerInvocation
    public var workingDirectory: String?
    /// The example database the suite's tests use (`<state dir>/examples`): a crash, shrunk
    /// here, is saved there so the next run replays it first, as a failure is.
    public var examplesDirectory: String?

    public init(executable: String, launcher: any ProcessLauncher, timeout: Duration,
                invocation: WorkerInvocation = WorkerInvocation(), workingDirectory: String? = nil, examplesDirectory: String? = nil) {
        self.executable = executable
        self.launcher = launcher
        self.timeout = timeout
        self.invocation = invocation
        self.workingDirectory = workingDirectory
        self.examplesDirectory = examplesDirectory
    }

    /// The tests the suite declares, with the spec files each one reads.
    public func listTests() async throws -> [TestDescriptor] {
        let channel = ProtocolChannel()
        defer { channel.remove() }
        let outcome = try await launcher.launch(request(.list, channel: channel))
        let failed = SuiteError.listingFailed(executable: executable, termination: "\(outcome.termination)",
                                              standardError: String(decoding: outcome.standardError.suffix(2000), as: UTF8.self))
        let lines = channel.read()
        // A child that failed before its first protocol line said why on stderr (a suite of an
        // older LayoutWatch names a flag it does not know).
        if lines.isEmpty && outcome.termination != .exited(0) { throw failed }
        let messages = try Self.decode(lines)
        guard outcome.termination == .exited(0), let tests = messages.compactMap({ message -> [TestDescriptor]? in
            if case let .tests(tests) = message { return tests }
            return nil
        }).first else { throw failed }
        return tests
    }

    /// Runs one test in a child. A generated case that crashed the child is shrunk further in
    /// fresh children (see `shrinkCrash`).
    public func run(_ test: TestDescriptor) async -> TestResult {
        let first = await attempt(test)
        guard first.result.status == .crashed, test.kind != .spec, let crashed = first.lastCase else { return first.result }
        return await shrinkCrash(test, first: first.result, case: crashed)
    }

    /// One child running `test` (replaying `replay` or shrinking the crash `crashShrink` when
    /// given): its result and the last case it announced.
    func attempt(_ test: TestDescriptor, replay: ReplayTarget? = nil, crashShrink: ChoiceToken? = nil,
                 environment: [String: String] = [:]) async
        -> (result: TestResult, lastCase: AnnouncedCase?) {
        let channel = ProtocolChannel()
        defer { channel.remove() }
        do {
            let outcome = try await launcher.launch(request(.run(test.id), replay: replay, crashShrink: crashShrink,
                                                            channel: channel, environment: environment))
            return Self.classify(outcome, protocolLines: channel.read(), for: test)
        } catch {
            return (TestResult(descriptor: test, status: .protocolError, duration: 0,
                               failure: FailureDetail(message: "could not start \(executable): \(error)")), nil)
        }
    }

    private func request(_ mode: WorkerInvocation.Mode, replay: ReplayTarget? = nil, crashShrink: ChoiceToken? = nil,
                         channel: ProtocolChannel, environment: [String: String] = [:]) -> LaunchRequest {
        var invocation = invocation
        invocation.mode = mode
        invocation.protocolOut = channel.path
        invocation.replay = replay ?? invocation.replay
        invocation.crashShrink = crashShrink
        return LaunchRequest(executable: executable, arguments: invocation.arguments, workingDirectory: workingDirectory,
                             environment: ["LAYOUTWATCH_WORKER": "1"].merging(environment) { $1 }, timeout: timeout)
    }

    /// Every protocol line of a child's output, after checking the version header.
    static func decode(_ output: Data) throws -> [WorkerMessage] {
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first else { throw SuiteError.protocolViolation("the child sent no protocol line") }
        guard case let .hello(name, version) = try? WorkerMessage(line: first) else {
            throw SuiteError.protocolViolation("the first line is not a hello header: \(first.prefix(200))")
        }
        guard name == WorkerProtocol.name, version == WorkerProtocol.version else {
            throw SuiteError.protocolViolation(
                "the child speaks \(name) version \(version), this layoutwatch speaks \(WorkerProtocol.name) version \(WorkerProtocol.version); rebuild the suite against this LayoutWatch")
        }
        return try lines.dropFirst().map { line in
            do { return try WorkerMessage(line: line) } catch {
                throw SuiteError.protocolViolation("unreadable line: \(line.prefix(200))")
            }
        }
    }
}

public enum SuiteError: Error, CustomStringConvertible {
    case listingFailed(executable: String, termination: String, standardError: String)
    case protocolViolation(String)

    public var description: String {
        switch self {
        case let .listingFailed(executable, termination, standardError):
            "\(executable) worker --list failed (\(termination)); is it a LayoutWatch suite executable? \(standardError)"
        case let .protocolViolation(reason): "protocol error: \(reason)"
        }
    }
}

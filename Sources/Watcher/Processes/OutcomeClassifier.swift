import Foundation
import PropertyTesting
import TestReport

extension SuiteClient {
    /// Turns a finished child into a result: the child's own result when it sent one, else a
    /// crash naming the signal and the runtime's message, a timeout, an interruption or a
    /// protocol error, with the last input it tried. What the test wrote goes into `output`.
    static func classify(_ outcome: LaunchOutcome, protocolLines: Data, for test: TestDescriptor)
        -> (result: TestResult, lastCase: AnnouncedCase?) {
        let (messages, problem) = messagesAndProblem(protocolLines)
        let lastCase = messages.reversed().compactMap { message -> AnnouncedCase? in
            if case let .caseStarted(_, index, token, input, seed) = message {
                return AnnouncedCase(index: index, token: token, input: input, seed: seed)
            }
            return nil
        }.first
        return (result(outcome, messages: messages, protocolProblem: problem, lastCase: lastCase, for: test), lastCase)
    }

    private static func messagesAndProblem(_ protocolLines: Data) -> ([WorkerMessage], String?) {
        do { return (try decode(protocolLines), nil) } catch { return ([], "\(error)") }
    }

    private static func result(_ outcome: LaunchOutcome, messages: [WorkerMessage], protocolProblem: String?,
                               lastCase announced: AnnouncedCase?, for test: TestDescriptor) -> TestResult {
        let lastCase = announced.map { ($0.index, $0.token) }
        let output = CapturedOutput(standardOutput: String(decoding: outcome.standardOutput, as: UTF8.self),
                                    standardError: String(decoding: outcome.standardError, as: UTF8.self),
                                    omittedOutputBytes: outcome.omittedOutputBytes, omittedErrorBytes: outcome.omittedErrorBytes)
        var notes: [String] = []
        if let lastCase { notes.append("last case started: #\(lastCase.0), replay token \(lastCase.1)") }
        let sent = messages.reversed().compactMap { message -> TestResult? in
            if case let .result(result) = message { return result }
            return nil
        }.first

        func result(_ status: TestStatus, _ failure: FailureDetail?) -> TestResult {
            TestResult(descriptor: test, status: status, duration: outcome.duration, failure: failure, notes: notes,
                       output: output.isEmpty ? nil : output)
        }
        switch outcome.termination {
        case .exited(let code) where sent != nil:
            var own = sent!
            own.duration = own.duration == 0 ? outcome.duration : own.duration
            own.output = output.isEmpty ? nil : output
            if code != 0 { own.notes.append("the test process exited with code \(code) after sending its result") }
            return own
        case .exited(0):
            return result(.protocolError, FailureDetail(message: protocolProblem ?? "the child exited without sending a result"))
        case let .exited(code):
            var crash = CrashText.report(fromStandardError: output.standardError) ?? CrashReport(message: nil, frames: [])
            crash.exitCode = code
            return result(.crashed, lastCaseFailure(crash.ending, crash: crash, lastCase, test))
        case let .signaled(signal):
            var crash = CrashText.report(fromStandardError: output.standardError) ?? CrashReport(message: nil, frames: [])
            crash.signal = signalName(signal)
            return result(.crashed, lastCaseFailure(crash.ending, crash: crash, lastCase, test))
        case .timedOut:
            let message = "timed out after \(formatSeconds(outcome.duration)); the process group was stopped"
            return result(.timedOut, lastCaseFailure(message, crash: nil, lastCase, test))
        case .interrupted:
            return result(.interrupted, FailureDetail(message: "interrupted: the run was stopped before this test finished"))
        }
    }

    /// A crash or hang with the case that was running, so one command reproduces it.
    static func lastCaseFailure(_ message: String, crash: CrashReport?, _ lastCase: (Int, String)?,
                                        _ test: TestDescriptor) -> FailureDetail {
        guard let (index, token) = lastCase else { return FailureDetail(message: message, crash: crash) }
        let replay = ReplayInfo(seed1: nil, seed2: nil, size: nil, testsRun: index, shrinks: 0, token: token,
                                command: ReplayCommandLine.make(test: test, token: token))
        return FailureDetail(message: message,
                             replayLines: ["\(message.prefix(1).uppercased() + message.dropFirst()) during case #\(index)"] + replay.lines,
                             replay: replay, crash: crash)
    }
}

func formatSeconds(_ seconds: Double) -> String { String(format: "%.1f s", seconds) }

/// The case a child said it was starting: its number, choices and input.
struct AnnouncedCase: Sendable, Equatable {
    var index: Int
    var token: String
    var input: String?
    /// For a generated case: the seed it came from.
    var seed: ExampleDatabase.Origin?
}

import Foundation
import TestReport

extension SuiteClient {
    /// Turns a finished child into a result: the child's own result when it sent one, else a
    /// crash naming the signal, a timeout, or a protocol error, with the last input it tried.
    static func classify(_ outcome: LaunchOutcome, for test: TestDescriptor) -> TestResult {
        let messages: [WorkerMessage]
        var protocolProblem: String?
        do { messages = try decode(outcome.standardOutput) } catch {
            messages = []
            protocolProblem = "\(error)"
        }
        let lastCase = messages.reversed().compactMap { message -> (Int, String)? in
            if case let .caseStarted(_, index, token) = message { return (index, token) }
            return nil
        }.first
        let stderrTail = String(decoding: outcome.standardError.suffix(4000), as: UTF8.self)
        var notes = stderrTail.isEmpty ? [] : ["stderr: \(stderrTail)"]
        if let lastCase { notes.append("last case started: #\(lastCase.0), replay token \(lastCase.1)") }

        switch outcome.termination {
        case .exited(0):
            for message in messages.reversed() {
                if case var .result(result) = message {
                    result.duration = result.duration == 0 ? outcome.duration : result.duration
                    return result
                }
            }
            let reason = protocolProblem ?? "the child exited without sending a result"
            return TestResult(descriptor: test, status: .protocolError, duration: outcome.duration,
                              failure: FailureDetail(message: reason), notes: notes)
        case let .exited(code):
            if let result = messages.reversed().compactMap({ message -> TestResult? in
                if case let .result(result) = message { return result }
                return nil
            }).first { return result }
            return TestResult(descriptor: test, status: .crashed, duration: outcome.duration,
                              failure: FailureDetail(message: "the test process exited with code \(code) before reporting a result"),
                              notes: notes)
        case let .signaled(signal):
            return TestResult(descriptor: test, status: .crashed, duration: outcome.duration,
                              failure: lastCaseFailure("crashed with \(signalName(signal))", lastCase, test), notes: notes)
        case .timedOut:
            let message = "timed out after \(formatSeconds(outcome.duration)); the process group was stopped"
            return TestResult(descriptor: test, status: .timedOut, duration: outcome.duration,
                              failure: lastCaseFailure(message, lastCase, test), notes: notes)
        }
    }

    /// A crash or hang with the case that was running, so one command reproduces it.
    private static func lastCaseFailure(_ message: String, _ lastCase: (Int, String)?, _ test: TestDescriptor) -> FailureDetail {
        guard let (index, token) = lastCase else { return FailureDetail(message: message) }
        let command = ReplayCommandLine.make(testID: test.id, token: token)
        return FailureDetail(message: message,
                             replayLines: ["\(message.prefix(1).uppercased() + message.dropFirst()) during case #\(index)",
                                           "Replay token: \(token)", "Replay command: \(command)"],
                             replay: ReplayInfo(seed1: nil, seed2: nil, size: nil, testsRun: index, shrinks: 0, token: token,
                                                command: command))
    }
}

func formatSeconds(_ seconds: Double) -> String { String(format: "%.1f s", seconds) }

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
                              failure: FailureDetail(message: "crashed with \(signalName(signal))"), notes: notes)
        case .timedOut:
            return TestResult(descriptor: test, status: .timedOut, duration: outcome.duration,
                              failure: FailureDetail(message: "timed out after \(formatSeconds(outcome.duration)); the process group was stopped"),
                              notes: notes)
        }
    }
}

func formatSeconds(_ seconds: Double) -> String { String(format: "%.1f s", seconds) }

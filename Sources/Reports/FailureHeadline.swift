import TestReport

/// The one line that names what failed: JUnit's `message` attribute (the only line most CI
/// pages show) and the message of a card on the index.
///
/// It names the failure itself rather than counting failures: the first violation with its
/// nodes (and how many more), the counterexample of a property, the failing spec case with its
/// place in the file, a crash's runtime message. Long inputs are cut to one line.
public enum FailureHeadline {
    static let inputLimit = 160
    static let lineLimit = 400

    /// The JUnit message: the headline, with flaky and interrupted outcomes saying so first.
    static func junitMessage(_ result: TestResult) -> String {
        switch result.status {
        case .flaky:
            "flaky: failed once, passed when replayed with the same choices: " + headline(result)
        case .interrupted:
            "interrupted before it finished (stopped by the user or by a newer change)"
        case .skipped:
            result.failure.map { ReportFormatting.firstLine($0.message) }
                ?? result.notes.first.map(ReportFormatting.firstLine) ?? "skipped"
        default:
            headline(result)
        }
    }

    /// What failed, in one line, without the status (pages show it beside a badge).
    public static func headline(_ result: TestResult) -> String {
        guard let failure = result.failure else { return statusOnly(result) }
        var line: String
        let cases = FailingSpecCase.cases(of: result)
        if let crash = failure.crash?.message, !crash.isEmpty {
            line = ReportFormatting.firstLine(crash)
            let message = ReportFormatting.firstLine(failure.message)
            if !message.isEmpty && message != line { line += " (\(message))" }
        } else if let first = failure.violations.first {
            line = first.message
            if failure.violations.count > 1 { line += " (1 of \(failure.violations.count) violations)" }
        } else if let first = cases.first {
            line = "\(first.text) at \(first.location)"
            if cases.count > 1 { line += " (1 of \(cases.count) failing inputs)" }
        } else {
            line = ReportFormatting.firstLine(failure.message)
        }
        if let input = failure.shrunkInput, !input.isEmpty, cases.isEmpty {
            line += "; counterexample: " + ReportFormatting.shortLine(input, limit: inputLimit)
        }
        return ReportFormatting.shortLine(line, limit: lineLimit)
    }

    private static func statusOnly(_ result: TestResult) -> String {
        switch result.status {
        case .crashed, .timedOut, .protocolError:
            "\(ReportFormatting.statusLabel(result.status)) after \(ReportFormatting.seconds(result.duration)) s"
        default:
            ReportFormatting.outcomeSummary(result.status)
        }
    }
}

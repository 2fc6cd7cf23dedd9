import TestReport

/// One `<testcase>`: its outcome element with the failure text, and `system-out` with the
/// GitLab attachment line and the test's notes. Static functions over a borrowed result:
/// storing a `TestResult` would copy it, which dominates at 100,000 cases.
enum JUnitTestCase {
    enum Outcome { case none, failure, error, skipped }

    /// Flaky counts as a failure (it failed once); a crash, timeout or garbage on the pipe is
    /// an error of the test's infrastructure rather than a failed assertion.
    static func outcome(of status: TestStatus) -> Outcome {
        switch status {
        case .passed: .none
        case .failed, .flaky: .failure
        case .crashed, .timedOut, .protocolError: .error
        case .skipped, .interrupted: .skipped
        }
    }

    static func write(_ result: TestResult, classname: String, attachment: String?,
                      into writer: XMLTextWriter) throws {
        try writer.startElement("testcase")
        try writer.attribute("classname", classname)
        try writer.attribute("name", result.name.isEmpty ? result.id : result.name)
        try writer.attribute("time", ReportFormatting.seconds(result.duration))
        let outcome = Self.outcome(of: result.status)
        if let element = elementName(outcome) {
            try writer.startElement(element)
            try writer.attribute("message", message(result))
            try writer.attribute("type", result.status.rawValue)
            if let text = result.failure?.text, !text.isEmpty { try writer.text(text) }
            try writer.endElement()
        }
        let output = systemOut(result, outcome, attachment: attachment)
        if !output.isEmpty {
            try writer.startElement("system-out")
            try writer.text(output)
            try writer.endElement()
        }
        try writer.endElement()
    }

    private static func elementName(_ outcome: Outcome) -> String? {
        switch outcome {
        case .none: nil
        case .failure: "failure"
        case .error: "error"
        case .skipped: "skipped"
        }
    }

    /// The first line of the failure message; flaky and infrastructure outcomes say so.
    static func message(_ result: TestResult) -> String {
        let first = result.failure.map { ReportFormatting.firstLine($0.message) }
        switch result.status {
        case .flaky:
            return "flaky: failed once, passed when replayed with the same choices"
                + (first.map { ": \($0)" } ?? "")
        case .crashed, .timedOut, .protocolError:
            return first ?? "\(ReportFormatting.statusLabel(result.status)) after \(ReportFormatting.seconds(result.duration)) s"
        case .skipped:
            return first ?? result.notes.first.map(ReportFormatting.firstLine) ?? "skipped"
        case .interrupted:
            return first ?? "interrupted before it finished"
        default:
            return first ?? result.status.rawValue
        }
    }

    private static func systemOut(_ result: TestResult, _ outcome: Outcome, attachment: String?) -> String {
        var lines: [String] = []
        if outcome != .none, outcome != .skipped, let attachment { lines.append("[[ATTACHMENT|\(attachment)]]") }
        lines += result.notes
        return lines.joined(separator: "\n")
    }
}

import TestReport

/// One `<testcase>`: its outcome element, with the headline as `message` and the failure text
/// (replay lines first, then the crash's message and frames) as content; `system-out` with the
/// GitLab attachment line, the test's notes and its stdout; `system-err` with its stderr (each
/// stream as `CapturedOutput` kept it, with its own note of what was left out).
/// Static functions over a borrowed result: storing a `TestResult` would copy it, which
/// dominates at 100,000 cases.
enum JUnitTestCase {
    enum Outcome { case none, failure, error, skipped }

    /// Flaky counts as a failure (it failed once); a crash, timeout or garbage on the pipe is
    /// an error of the test's infrastructure rather than a failed assertion; an interrupted
    /// test neither passed nor failed, which JUnit can only say as skipped.
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
            try writer.attribute("message", FailureHeadline.junitMessage(result))
            try writer.attribute("type", result.status.rawValue)
            let text = failureText(result)
            if !text.isEmpty { try writer.text(text) }
            try writer.endElement()
        }
        try writeIfNotEmpty("system-out", systemOut(result, outcome, attachment: attachment), into: writer)
        try writeIfNotEmpty("system-err", result.output?.standardError ?? "", into: writer)
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

    private static func writeIfNotEmpty(_ element: String, _ text: String, into writer: XMLTextWriter) throws {
        guard !text.isEmpty else { return }
        try writer.startElement(element)
        try writer.text(text)
        try writer.endElement()
    }

    /// The replay lines first (the part CI pages show when they show any text), then the
    /// message, violations, place, and the crash's message and top frames.
    static func failureText(_ result: TestResult) -> String { result.failure?.text ?? "" }

    private static func systemOut(_ result: TestResult, _ outcome: Outcome, attachment: String?) -> String {
        var lines: [String] = []
        if outcome != .none, outcome != .skipped, let attachment { lines.append("[[ATTACHMENT|\(attachment)]]") }
        lines += result.notes
        if let output = result.output, !output.standardOutput.isEmpty {
            lines.append(output.standardOutput)
        }
        return lines.joined(separator: "\n")
    }
}

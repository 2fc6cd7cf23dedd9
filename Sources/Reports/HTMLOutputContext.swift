import TestReport

/// The monospace sections of a failure page that show what the process said: its stdout and
/// stderr (each collapsed when long) and the crash's runtime message and top frames.
enum HTMLOutputContext {
    /// A stream longer than this many lines or characters starts collapsed.
    static let openLines = 25
    static let openCharacters = 4_000

    static func streams(_ output: CapturedOutput?) -> [[String: Any]] {
        guard let output else { return [] }
        return [
            ("stdout", output.standardOutput, output.omittedOutputBytes),
            ("stderr", output.standardError, output.omittedErrorBytes),
        ].compactMap { name, text, omitted in
            guard !text.isEmpty else { return nil }
            let lines = ReportFormatting.lineCount(text)
            var stream: [String: Any] = [
                "name": name,
                "text": text,
                "size": ReportFormatting.count(lines, "line") + (omitted > 0 ? ", \(omitted) bytes left out" : ""),
                "open": lines <= openLines && text.count <= openCharacters,
            ]
            stream["id"] = "output-\(name)"
            return stream
        }
    }

    static func crash(_ crash: CrashReport?) -> [String: Any]? {
        guard let crash, crash.message != nil || !crash.frames.isEmpty else { return nil }
        var context: [String: Any] = ["frames": crash.frames.joined(separator: "\n"), "hasFrames": !crash.frames.isEmpty]
        if let message = crash.message { context["message"] = message }
        return context
    }
}

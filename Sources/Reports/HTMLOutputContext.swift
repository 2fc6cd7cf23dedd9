import TestReport

/// The monospace sections of a failure page that show what the process said: its stdout and
/// stderr (each collapsed when long) and the crash's runtime message and top frames.
enum HTMLOutputContext {
    /// A stream longer than this many lines or characters starts collapsed.
    static let openLines = 25
    static let openCharacters = 4_000

    struct Stream: HTMLViewModel {
        var name: String
        var text: String
        var size: String
        var open: Bool
        var id: String
    }

    struct Crash: HTMLViewModel {
        var frames: String
        var hasFrames: Bool
        var message: String?
    }

    static func streams(_ output: CapturedOutput?) -> [Stream] {
        guard let output else { return [] }
        return [
            ("stdout", output.standardOutput, output.omittedOutputBytes),
            ("stderr", output.standardError, output.omittedErrorBytes),
        ].compactMap { name, text, omitted in
            guard !text.isEmpty else { return nil }
            let lines = ReportFormatting.lineCount(text)
            return Stream(name: name, text: text,
                          size: ReportFormatting.count(lines, "line") + (omitted > 0 ? ", \(omitted) bytes left out" : ""),
                          open: lines <= openLines && text.count <= openCharacters, id: "output-\(name)")
        }
    }

    static func crash(_ crash: CrashReport?) -> Crash? {
        guard let crash, crash.message != nil || !crash.frames.isEmpty else { return nil }
        return Crash(frames: crash.frames.joined(separator: "\n"), hasFrames: !crash.frames.isEmpty, message: crash.message)
    }
}

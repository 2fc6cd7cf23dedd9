import Foundation
import TestReport

/// Number and time text that every report shares, independent of locale and time zone.
enum ReportFormatting {
    /// Seconds with exactly three decimals (`0.012`), as JUnit's `time` pattern requires;
    /// negative or non-finite durations print as `0.000`.
    static func seconds(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0.000" }
        let millis = Int((value * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A short human duration: `12 ms`, `1.25 s`, `2 min 5 s`.
    static func humanDuration(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return "0 ms" }
        if value < 1 { return "\(Int((value * 1000).rounded())) ms" }
        if value < 60 { return String(format: "%.2f s", value) }
        let whole = Int(value.rounded())
        return "\(whole / 60) min \(whole % 60) s"
    }

    /// `2026-11-22T16:45:41` in UTC, the form Ant's JUnit reports use.
    static func timestamp(_ secondsSinceEpoch: Double) -> String {
        guard secondsSinceEpoch.isFinite else { return "1970-01-01T00:00:00" }
        let fields = FileChecks.utcFields(secondsSinceEpoch)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(fields[0])-\(two(fields[1]))-\(two(fields[2]))"
            + "T\(two(fields[3])):\(two(fields[4])):\(two(fields[5]))"
    }

    /// `2026-11-18 11:06:40 UTC`, as the pages print times.
    static func readableTime(_ secondsSinceEpoch: Double) -> String {
        timestamp(secondsSinceEpoch).replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// The first line of `text`, for JUnit `message` attributes and summary rows.
    static func firstLine(_ text: String) -> String {
        String(text.prefix { $0 != "\n" && $0 != "\r" })
    }

    /// The first line of `text`, cut to `limit` characters with `…` when longer.
    static func shortLine(_ text: String, limit: Int) -> String {
        let line = firstLine(text)
        let cut = line.count > limit || line.count < text.count
        return cut ? String(line.prefix(limit)) + "…" : line
    }

    /// Lines of `text`, a final newline ending the last line rather than starting another.
    static func lineCount(_ text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        return text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
    }

    /// A source line a compiler quoted, with `^` under `column` (1-based, as compilers count;
    /// tabs kept so it lines up) when the column is on the line; every line after `indent`.
    static func quoted(_ line: String, column: Int?, indent: String = "") -> String {
        guard let column, column >= 1, column <= line.count + 1 else { return indent + line }
        return indent + line + "\n" + indent + String(line.prefix(column - 1).map { $0 == "\t" ? "\t" : " " }) + "^"
    }

    /// `1 test`, `2 tests`, `0 tests`: every count a page prints goes through here.
    static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }

    /// `3 errors`; a build that failed without one says where to look instead of "0 errors".
    static func errorCount(_ failure: BuildFailure) -> String {
        let errors = failure.diagnostics.count { $0.severity == .error }
        return errors > 0 ? count(errors, "error") : "no error diagnostic: the log says why"
    }

    /// The status as people read it: `timed out`, `protocol error`, `failed`, …
    static func statusLabel(_ status: TestStatus) -> String {
        switch status {
        case .timedOut: "timed out"
        case .protocolError: "protocol error"
        case .interrupted: "interrupted"
        default: status.rawValue
        }
    }

    /// What an outcome means, for a test that sent no failure detail of its own.
    static func outcomeSummary(_ status: TestStatus) -> String {
        switch status {
        case .crashed: "The test's process crashed before it sent a result."
        case .timedOut: "The test ran past its time limit and was stopped."
        case .protocolError: "The test's process sent something that is not the worker protocol."
        case .interrupted: "The test was stopped before it finished (by the user or a newer change); it neither passed nor failed."
        default: "The test \(statusLabel(status))."
        }
    }
}

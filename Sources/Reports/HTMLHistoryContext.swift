import TestReport

/// The history as the pages show it: the "Recent runs" table, and for a failing test since
/// when it has been failing and when it last passed. Times are those of the runs' starts, so a
/// page says the same thing whenever it is rendered.
enum HTMLHistoryContext {
    /// Newest first; a failed build reads as such, whatever the counts of the last good run.
    static func runs(_ history: ReportHistory) -> [[String: Any]] {
        history.runs.reversed().map { entry in
            var row: [String: Any] = [
                "startedAt": ReportFormatting.timestamp(entry.startedAt).replacingOccurrences(of: "T", with: " "),
                "duration": ReportFormatting.humanDuration(entry.duration),
                "stale": entry.stale,
            ]
            if let build = entry.buildFailure {
                row["status"] = "buildFailed"
                row["result"] = "build failed: " + ReportFormatting.shortLine(build, limit: 120)
            } else {
                row["status"] = entry.failed == 0 ? "passed" : "failed"
                row["result"] = "\(entry.passed) passed, \(entry.failed) failed"
                    + (entry.interrupted > 0 ? ", \(entry.interrupted) interrupted" : "")
            }
            return row
        }
    }

    /// `firstFailed` and `lastPassed` texts for a failing test, or nothing when the history
    /// does not know the test (no history kept, or the test is not failing by it).
    static func streak(of testID: String, in history: ReportHistory, currentRun: Double) -> [String: Any]? {
        guard let test = history.tests[testID], let since = test.failingSince else { return nil }
        return [
            "firstFailed": since == currentRun ? "in this run" : ReportFormatting.readableTime(since),
            "lastPassed": test.lastPassed.map(ReportFormatting.readableTime) ?? "never recorded",
        ]
    }
}

import TestReport

/// The history as the pages show it: the "Recent runs" table, and for a failing test since
/// when it has been failing and when it last passed. Times are those of the runs' starts, so a
/// page says the same thing whenever it is rendered.
enum HTMLHistoryContext {
    struct Run: HTMLViewModel {
        var startedAt: String
        var duration: String
        var stale: Bool
        /// `passed`, `failed` or `buildFailed`: the row's class.
        var status: String
        var result: String
    }

    struct Streak: HTMLViewModel {
        var firstFailed: String
        var lastPassed: String
    }

    /// Newest first; a failed build reads as such, whatever the counts of the last good run.
    static func runs(_ history: ReportHistory) -> [Run] {
        history.runs.reversed().map { entry in
            let (status, result) = if let build = entry.buildFailure {
                ("buildFailed", "build failed: " + ReportFormatting.shortLine(build, limit: 120))
            } else {
                (entry.failed == 0 ? "passed" : "failed",
                 "\(entry.passed) passed, \(entry.failed) failed" + (entry.interrupted > 0 ? ", \(entry.interrupted) interrupted" : ""))
            }
            return Run(startedAt: ReportFormatting.timestamp(entry.startedAt).replacingOccurrences(of: "T", with: " "),
                       duration: ReportFormatting.humanDuration(entry.duration), stale: entry.stale,
                       status: status, result: result)
        }
    }

    /// `firstFailed` and `lastPassed` texts for a failing test, or nothing when the history
    /// does not know the test (no history kept, or the test is not failing by it).
    static func streak(of testID: String, in history: ReportHistory, currentRun: Double) -> Streak? {
        guard let test = history.tests[testID], let since = test.failingSince else { return nil }
        return Streak(firstFailed: since == currentRun ? "in this run" : ReportFormatting.readableTime(since),
                      lastPassed: test.lastPassed.map(ReportFormatting.readableTime) ?? "never recorded")
    }
}

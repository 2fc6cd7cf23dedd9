import TestReport

/// One test on the index: a table row (name, status, time; a link when it failed) and,
/// for the first failures, a card (full id, what failed, replay command, failing streak).
enum HTMLIndexRow {
    /// A bare row: at 10,000 tests every byte here is 10 kB of page, so the status is only the
    /// row's class (the stylesheet writes it out) and the link is relative to the index's base,
    /// the failures folder.
    static func row(_ result: TestResult) -> [String: Any] {
        var row: [String: Any] = [
            "name": result.name.isEmpty ? result.id : result.name,
            "status": result.status.rawValue,
            "time": ReportFormatting.humanDuration(result.duration),
        ]
        if result.status.isFailing { row["href"] = ReportFileNames.failurePageName(for: result.id) }
        return row
    }

    static func card(_ result: TestResult, summary: RunSummary, history: ReportHistory, stale: Bool) -> [String: Any] {
        var card = row(result)
        card["id"] = result.id
        card["label"] = ReportFormatting.statusLabel(result.status)
        card["kind"] = result.kind.rawValue
        card["message"] = FailureHeadline.headline(result)
        card["stale"] = stale
        if let replay = result.failure?.replay {
            if let seed = replay.seedText { card["seed"] = seed }
            card["command"] = replay.command
        }
        if let streak = HTMLHistoryContext.streak(of: result.id, in: history, currentRun: summary.startedAt) {
            card["streak"] = streak
        }
        return card
    }
}

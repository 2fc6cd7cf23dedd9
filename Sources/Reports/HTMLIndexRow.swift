import TestReport

/// One test on the index as a table row (name, status, time; a link when it failed). At
/// 10,000 tests every byte here is 10 kB of page, so the status is only the row's class (the
/// stylesheet writes it out) and the link is relative to the index's base, the failures folder.
struct HTMLIndexRow: HTMLViewModel {
    var name: String
    var status: String
    var time: String
    var href: String?

    init(_ result: TestResult) {
        name = result.name.isEmpty ? result.id : result.name
        status = result.status.rawValue
        time = ReportFormatting.humanDuration(result.duration)
        href = result.status.isFailing ? ReportFileNames.failurePageName(for: result.id) : nil
    }
}

/// One of the first failing tests on the index as a card: its row's fields, the full id, what
/// failed, the replay command and the failing streak.
struct HTMLIndexCard: HTMLViewModel {
    var name: String
    var status: String
    var time: String
    var href: String?
    var id: String
    var label: String
    var kind: String
    var message: String
    var stale: Bool
    var seed: String?
    var command: String?
    var streak: HTMLHistoryContext.Streak?

    init(_ result: TestResult, summary: RunSummary, history: ReportHistory, stale: Bool) {
        let row = HTMLIndexRow(result)
        (name, status, time, href) = (row.name, row.status, row.time, row.href)
        id = result.id
        label = ReportFormatting.statusLabel(result.status)
        kind = result.kind.rawValue
        message = FailureHeadline.headline(result)
        self.stale = stale
        seed = result.failure?.replay?.seedText
        command = result.failure?.replay?.command
        streak = HTMLHistoryContext.streak(of: result.id, in: history, currentRun: summary.startedAt)
    }
}

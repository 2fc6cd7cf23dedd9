import TestReport

/// The values `index.mustache` renders: counts, failing tests first with their message, every
/// test grouped by suite (failing first inside each suite), and the distributions of tests
/// that recorded statistics. Rows of passing tests carry only what a row shows, so the page
/// stays small at 10,000 tests.
enum HTMLIndexContext {
    static func make(_ summary: RunSummary, history: [RunHistoryEntry] = []) -> [String: Any] {
        let results = summary.results.sorted(by: failingFirst)
        let failing = results.filter { !$0.status.isPassing }
        let suites = Dictionary(grouping: results, by: \.suite).sorted { $0.key < $1.key }
        let withStatistics = summary.results.filter { !$0.statistics.isEmpty }
        return [
            "title": "LayoutWatch report",
            "startedAt": ReportFormatting.timestamp(summary.startedAt).replacingOccurrences(of: "T", with: " ") + " UTC",
            "duration": ReportFormatting.humanDuration(summary.duration),
            "stale": summary.stale,
            "allPassed": summary.allPassed,
            "closingLine": summary.closingLine,
            "total": summary.results.count,
            "passed": results.count { $0.status == .passed },
            "failing": failing.count,
            "skipped": results.count { $0.status == .skipped },
            "failures": failing.map(failureRow),
            "hasFailures": !failing.isEmpty,
            "suites": suites.map { name, rows in
                ["name": name.isEmpty ? "(no suite)" : name, "count": rows.count,
                 "failing": rows.count { !$0.status.isPassing }, "hasFailing": rows.contains { !$0.status.isPassing },
                 "rows": rows.map(row)] as [String: Any]
            },
            "statistics": withStatistics.map(HTMLStatistics.context),
            "hasStatistics": !withStatistics.isEmpty,
            "history": history.reversed().map(historyRow),
            "hasHistory": history.count > 1,
        ]
    }

    static func failingFirst(_ a: TestResult, _ b: TestResult) -> Bool {
        if a.status.isPassing != b.status.isPassing { return !a.status.isPassing }
        return a.id < b.id
    }

    private static func row(_ result: TestResult) -> [String: Any] {
        var row: [String: Any] = [
            "name": result.name.isEmpty ? result.id : result.name,
            "status": result.status.rawValue,
            "label": ReportFormatting.statusLabel(result.status),
            "kind": result.kind.rawValue,
            "time": ReportFormatting.humanDuration(result.duration),
        ]
        if !result.status.isPassing { row["href"] = ReportFileNames.failurePage(for: result.id) }
        return row
    }

    private static func historyRow(_ entry: RunHistoryEntry) -> [String: Any] {
        [
            "startedAt": ReportFormatting.timestamp(entry.startedAt).replacingOccurrences(of: "T", with: " "),
            "duration": ReportFormatting.humanDuration(entry.duration),
            "passed": entry.passed, "failed": entry.failed,
            "status": entry.failed == 0 ? "passed" : "failed", "stale": entry.stale,
        ]
    }

    private static func failureRow(_ result: TestResult) -> [String: Any] {
        var row = self.row(result)
        row["id"] = result.id
        row["message"] = result.failure.map { ReportFormatting.firstLine($0.message) }
            ?? ReportFormatting.outcomeSummary(result.status)
        if let seed = result.failure?.replay?.seedText { row["seed"] = seed }
        return row
    }
}

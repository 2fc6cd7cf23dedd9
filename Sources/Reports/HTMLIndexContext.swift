import TestReport

/// The values `index.mustache` renders: counts, a banner for a failed build or stale results,
/// links to the pages of spec files with diagnostics,
/// the first failing tests as cards (what failed, replay command, failing since when), every
/// test grouped by suite (failing first inside each suite), the distributions of tests that
/// recorded statistics, and the recent runs.
///
/// The page stays under 1 MB at 10,000 tests: rows carry only what a row shows, and past
/// `cardLimit` failures the rest are only rows (each linking to its page). It opens fast:
/// rows come in tables of `chunkRows`, each of which the browser lays out only when it
/// scrolls into view (`content-visibility: auto`, sized meanwhile at `rowHeight` a row).
enum HTMLIndexContext {
    static let cardLimit = 200
    static let chunkRows = 250
    static let rowHeight = 32

    static func make(_ summary: RunSummary, history: ReportHistory = ReportHistory()) -> [String: Any] {
        let results = summary.results.sorted(by: failingFirst)
        let failing = results.filter { $0.status.isFailing }
        let suites = Dictionary(grouping: results, by: \.suite).sorted { $0.key < $1.key }
        let withStatistics = summary.results.filter { !$0.statistics.isEmpty }
        let stale = summary.stale || summary.buildFailure != nil
        let cards = failing.prefix(cardLimit).map { HTMLIndexRow.card($0, summary: summary, history: history, stale: stale) }
        var context: [String: Any] = [
            "title": "LayoutWatch report",
            "startedAt": ReportFormatting.readableTime(summary.startedAt),
            "duration": ReportFormatting.humanDuration(summary.duration),
            "stale": stale,
            "closingLine": (summary.buildFailure == nil ? "" : "build failed; last good run: ") + summary.closingLine,
            "total": summary.results.count,
            "totalText": ReportFormatting.count(summary.results.count, "test"),
            "passed": results.count { $0.status == .passed },
            "failing": failing.count,
            "skipped": results.count { $0.status == .skipped },
            "interrupted": summary.interrupted,
            "hasInterrupted": summary.interrupted > 0,
            "failures": cards,
            "hasFailures": !failing.isEmpty,
            "suites": suites.map { name, rows in
                let failingRows = rows.count { $0.status.isFailing }
                return ["name": name.isEmpty ? "(no suite)" : name,
                        "countText": ReportFormatting.count(rows.count, "test") + (failingRows > 0 ? ", \(failingRows) failing" : ""),
                        "chunks": chunks(rows)] as [String: Any]
            },
            "statistics": withStatistics.map(HTMLStatistics.context),
            "hasStatistics": !withStatistics.isEmpty,
            "history": HTMLHistoryContext.runs(history),
            "hasHistory": history.runs.count > 1,
        ]
        if failing.count > cards.count {
            context["moreFailures"] = ReportFormatting.count(failing.count - cards.count, "more failing test")
        }
        if summary.results.isEmpty {
            context["noResults"] = true
        } else if failing.isEmpty {
            context["allGood"] = summary.interrupted > 0
                ? "No test failed; \(ReportFormatting.count(summary.interrupted, "test was", "tests were")) interrupted."
                : summary.results.count == 1 ? "The only test passed." : "All \(summary.results.count) tests passed."
        }
        let specFiles = HTMLSpecFileContext.indexRows(summary)
        context["specFiles"] = specFiles
        context["hasSpecFiles"] = !specFiles.isEmpty
        if let failure = summary.buildFailure {
            let errors = failure.diagnostics.count { $0.severity == .error }
            context["buildFailure"] = [
                "summary": ReportFormatting.firstLine(failure.summary),
                "errors": ReportFormatting.count(errors, "error"),
                "href": "../\(ReportFileNames.buildError)",
            ]
        }
        return context
    }

    private static func chunks(_ rows: [TestResult]) -> [[String: Any]] {
        stride(from: 0, to: rows.count, by: chunkRows).map { start in
            let chunk = rows[start..<min(start + chunkRows, rows.count)]
            return ["height": chunk.count * rowHeight + 30, "rows": chunk.map(HTMLIndexRow.row)]
        }
    }

    /// Failing before everything else, interrupted next, then passed and skipped; by id inside each.
    static func failingFirst(_ a: TestResult, _ b: TestResult) -> Bool {
        let (rankA, rankB) = (rank(a.status), rank(b.status))
        return rankA != rankB ? rankA < rankB : a.id < b.id
    }

    private static func rank(_ status: TestStatus) -> Int {
        status.isFailing ? 0 : status == .interrupted ? 1 : 2
    }
}

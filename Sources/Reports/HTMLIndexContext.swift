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
struct HTMLIndexContext: HTMLViewModel {
    static let cardLimit = 200
    static let chunkRows = 250
    static let rowHeight = 32

    struct Suite: HTMLViewModel {
        var name: String
        var countText: String
        var chunks: [Chunk]
    }

    /// Rows laid out together; `height` is their size before the browser lays them out.
    struct Chunk: HTMLViewModel {
        var height: Int
        var rows: [HTMLIndexRow]
    }

    struct BuildFailureBanner: HTMLViewModel {
        var summary: String
        var errors: String
        var href = "../\(ReportFileNames.buildError)"
        /// Whether results of an earlier build are shown (else no build has worked yet).
        var lastGood: Bool
    }

    var title = "LayoutWatch report"
    var startedAt: String
    var duration: String
    var stale: Bool
    var closingLine: String
    var total: Int
    var totalText: String
    var passed: Int
    var failing: Int
    var skipped: Int
    var interrupted: Int
    var hasInterrupted: Bool
    var failures: [HTMLIndexCard]
    var hasFailures: Bool
    var moreFailures: String?
    var suites: [Suite]
    var statistics: [HTMLStatistics]
    var hasStatistics: Bool
    var history: [HTMLHistoryContext.Run]
    var hasHistory: Bool
    /// `true` when there are no results at all; nil otherwise.
    var noResults: Bool?
    var allGood: String?
    var specFiles: [HTMLSpecFileContext.IndexRow]
    var hasSpecFiles: Bool
    var buildFailure: BuildFailureBanner?

    init(_ summary: RunSummary, history: ReportHistory = ReportHistory()) {
        let results = summary.results.sorted(by: Self.failingFirst)
        let failing = results.filter { $0.status.isFailing }
        let withStatistics = summary.results.filter { !$0.statistics.isEmpty }
        // With no results there is nothing to call stale.
        let stale = !summary.results.isEmpty && (summary.stale || summary.buildFailure != nil)
        self.stale = stale
        startedAt = ReportFormatting.readableTime(summary.startedAt)
        duration = ReportFormatting.humanDuration(summary.duration)
        closingLine = summary.buildFailure == nil ? summary.closingLine
            : summary.results.isEmpty ? "build failed; no results yet" : "build failed; last good run: " + summary.closingLine
        total = summary.results.count
        totalText = ReportFormatting.count(summary.results.count, "test")
        passed = results.count { $0.status == .passed }
        self.failing = failing.count
        skipped = results.count { $0.status == .skipped }
        interrupted = summary.interrupted
        hasInterrupted = summary.interrupted > 0
        failures = failing.prefix(Self.cardLimit).map { HTMLIndexCard($0, summary: summary, history: history, stale: stale) }
        hasFailures = !failing.isEmpty
        if failing.count > failures.count {
            moreFailures = ReportFormatting.count(failing.count - failures.count, "more failing test")
        }
        suites = Dictionary(grouping: results, by: \.suite).sorted { $0.key < $1.key }.map { name, rows in
            let failingRows = rows.count { $0.status.isFailing }
            return Suite(name: name.isEmpty ? "(no suite)" : name,
                         countText: ReportFormatting.count(rows.count, "test") + (failingRows > 0 ? ", \(failingRows) failing" : ""),
                         chunks: Self.chunks(rows))
        }
        statistics = withStatistics.map(HTMLStatistics.init)
        hasStatistics = !withStatistics.isEmpty
        self.history = HTMLHistoryContext.runs(history)
        hasHistory = history.runs.count > 1
        if summary.results.isEmpty {
            noResults = true
        } else if failing.isEmpty {
            allGood = summary.interrupted > 0
                ? "No test failed; \(ReportFormatting.count(summary.interrupted, "test was", "tests were")) interrupted."
                : summary.results.count == 1 ? "The only test passed." : "All \(summary.results.count) tests passed."
        }
        specFiles = HTMLSpecFileContext.indexRows(summary)
        hasSpecFiles = !specFiles.isEmpty
        buildFailure = summary.buildFailure.map { failure in
            BuildFailureBanner(summary: ReportFormatting.firstLine(failure.summary), errors: ReportFormatting.errorCount(failure),
                               lastGood: !summary.results.isEmpty)
        }
    }

    private static func chunks(_ rows: [TestResult]) -> [Chunk] {
        stride(from: 0, to: rows.count, by: chunkRows).map { start in
            let chunk = rows[start..<min(start + chunkRows, rows.count)]
            return Chunk(height: chunk.count * rowHeight + 30, rows: chunk.map(HTMLIndexRow.init))
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

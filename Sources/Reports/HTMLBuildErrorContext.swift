import TestReport

/// The values `build-error.mustache` renders for a failed build: its summary line, each
/// diagnostic (place, severity, message, the source line the compiler quoted) and the log.
struct HTMLBuildErrorContext: HTMLViewModel {
    struct Diagnostic: HTMLViewModel {
        var severity: String
        var message: String
        var location: String?
        var sourceLine: String?
    }

    var summary: String
    var counts: String
    var startedAt: String
    var indexHref = ReportFileNames.index
    var cssHref = "report.css"
    var diagnostics: [Diagnostic]
    var hasDiagnostics: Bool
    var log: String
    var logLines: String
    var hasLog: Bool
    /// The way back to the index: its results are the last good build's, or there are none.
    var backText: String

    init(_ failure: BuildFailure, summary: RunSummary) {
        let warnings = failure.diagnostics.count { $0.severity == .warning }
        self.summary = failure.summary
        counts = ([ReportFormatting.errorCount(failure)] + (warnings > 0 ? [ReportFormatting.count(warnings, "warning")] : []))
            .joined(separator: ", ")
        startedAt = ReportFormatting.readableTime(summary.startedAt)
        diagnostics = failure.diagnostics.map(Self.diagnostic)
        hasDiagnostics = !failure.diagnostics.isEmpty
        log = failure.log
        logLines = ReportFormatting.count(ReportFormatting.lineCount(failure.log), "line")
        hasLog = !failure.log.isEmpty
        backText = summary.results.isEmpty ? "no results yet: no build has succeeded"
            : ReportFormatting.count(summary.results.count, "result") + " from the last good build, stale"
    }

    private static func diagnostic(_ diagnostic: BuildFailure.Diagnostic) -> Diagnostic {
        Diagnostic(severity: diagnostic.severity.rawValue, message: diagnostic.message,
                   location: diagnostic.location?.description,
                   sourceLine: diagnostic.sourceLine.map { ReportFormatting.quoted($0, column: diagnostic.location?.column) })
    }
}

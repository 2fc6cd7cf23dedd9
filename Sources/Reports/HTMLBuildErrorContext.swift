import TestReport

/// The values `build-error.mustache` renders for a failed build: its summary line, each
/// diagnostic (place, severity, message, the source line the compiler quoted) and the log.
enum HTMLBuildErrorContext {
    static func make(_ failure: BuildFailure, summary: RunSummary) -> [String: Any] {
        let errors = failure.diagnostics.count { $0.severity == .error }
        let warnings = failure.diagnostics.count { $0.severity == .warning }
        var counts = [ReportFormatting.count(errors, "error")]
        if warnings > 0 { counts.append(ReportFormatting.count(warnings, "warning")) }
        return [
            "summary": failure.summary,
            "counts": counts.joined(separator: ", "),
            "startedAt": ReportFormatting.readableTime(summary.startedAt),
            "indexHref": ReportFileNames.index,
            "cssHref": "report.css",
            "diagnostics": failure.diagnostics.map(diagnostic),
            "hasDiagnostics": !failure.diagnostics.isEmpty,
            "log": failure.log,
            "logLines": ReportFormatting.count(ReportFormatting.lineCount(failure.log), "line"),
            "hasLog": !failure.log.isEmpty,
            "resultsText": ReportFormatting.count(summary.results.count, "result"),
        ]
    }

    private static func diagnostic(_ diagnostic: BuildFailure.Diagnostic) -> [String: Any] {
        var context: [String: Any] = [
            "severity": diagnostic.severity.rawValue,
            "message": diagnostic.message,
        ]
        if let location = diagnostic.location { context["location"] = location.description }
        if let line = diagnostic.sourceLine {
            context["sourceLine"] = ReportFormatting.quoted(line, column: diagnostic.location?.column)
        }
        return context
    }
}

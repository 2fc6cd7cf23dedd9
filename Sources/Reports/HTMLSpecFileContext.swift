import JSONSource
import TestReport

/// One spec file with diagnostics, for `spec-file.mustache`: each problem at its place (as
/// `file:line:column: message`), and the tests that read the file, linked to their pages.
struct HTMLSpecFileContext {
    var name: String
    var diagnostics: [FileDiagnostic]
    var tests: [TestResult]

    /// Every spec file some result has diagnostics for, by name; a diagnostic two tests share
    /// (both read the file) is listed once.
    static func files(_ summary: RunSummary) -> [HTMLSpecFileContext] {
        var files: [String: HTMLSpecFileContext] = [:]
        for result in summary.results.sorted(by: { $0.id < $1.id }) {
            for diagnostic in result.failure?.diagnostics ?? [] {
                let name = diagnostic.location.file
                var file = files[name] ?? HTMLSpecFileContext(name: name, diagnostics: [], tests: [])
                if !file.diagnostics.contains(diagnostic) { file.diagnostics.append(diagnostic) }
                if !file.tests.contains(where: { $0.id == result.id }) { file.tests.append(result) }
                files[name] = file
            }
        }
        return files.values.sorted { $0.name < $1.name }
    }

    func context(_ summary: RunSummary) -> [String: Any] {
        let ordered = diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return [
            "file": name,
            "counts": ReportFormatting.count(diagnostics.count, "problem"),
            "startedAt": ReportFormatting.readableTime(summary.startedAt),
            "indexHref": "../\(ReportFileNames.index)",
            "cssHref": "../report.css",
            "diagnostics": ordered.map { diagnostic -> [String: Any] in
                var row: [String: Any] = ["location": diagnostic.location.description, "message": diagnostic.message]
                if let keyPath = diagnostic.keyPath { row["keyPath"] = keyPath }
                return row
            },
            "tests": tests.map { ["id": $0.id, "href": "../\(ReportFileNames.failurePage(for: $0.id))"] },
        ]
    }

    /// The index's list of spec files with problems; links are relative to the index's base,
    /// the failures folder.
    static func indexRows(_ summary: RunSummary) -> [[String: Any]] {
        files(summary).map { file in
            ["file": file.name, "counts": ReportFormatting.count(file.diagnostics.count, "problem"),
             "href": "../\(ReportFileNames.specPage(for: file.name))"]
        }
    }
}

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

    /// What `spec-file.mustache` renders.
    struct Page: HTMLViewModel {
        struct Diagnostic: HTMLViewModel {
            var location: String
            var message: String
            var keyPath: String?
        }

        struct Test: HTMLViewModel {
            var id: String
            var href: String
        }

        var file: String
        var counts: String
        var startedAt: String
        var indexHref = "../\(ReportFileNames.index)"
        var cssHref = "../report.css"
        var diagnostics: [Diagnostic]
        var tests: [Test]
    }

    /// A spec file in the index's list.
    struct IndexRow: HTMLViewModel {
        var file: String
        var counts: String
        var href: String
    }

    func context(_ summary: RunSummary) -> Page {
        let ordered = diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return Page(file: name, counts: ReportFormatting.count(diagnostics.count, "problem"),
                    startedAt: ReportFormatting.readableTime(summary.startedAt),
                    diagnostics: ordered.map { Page.Diagnostic(location: $0.location.description, message: $0.message, keyPath: $0.keyPath) },
                    tests: tests.map { Page.Test(id: $0.id, href: "../\(ReportFileNames.failurePage(for: $0.id))") })
    }

    /// The index's list of spec files with problems; links are relative to the index's base,
    /// the failures folder.
    static func indexRows(_ summary: RunSummary) -> [IndexRow] {
        files(summary).map { file in
            IndexRow(file: file.name, counts: ReportFormatting.count(file.diagnostics.count, "problem"),
                     href: "../\(ReportFileNames.specPage(for: file.name))")
        }
    }
}

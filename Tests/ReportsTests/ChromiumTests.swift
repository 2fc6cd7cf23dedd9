import Foundation
import Testing
import TestSupport
import Reports
import TestReport

/// The report in a real browser: loads from `file://` with no server, shows the test names,
/// and an injected `<script>` in a test name stays text. One Chromium launch per page.
@Suite struct ChromiumTests {
    static let chromium = "/usr/bin/chromium"
    static let summary = RunSummary(results: SampleRuns.mixed.results + SampleRuns.hostile.results,
                                    startedAt: 0, duration: 1)

    static func dumpDOM(of page: String, name: String) async throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: chromium),
                     "Chromium is needed at \(chromium) (Debian package chromium)")
        let directory = try RepoPaths.temporaryDirectory("chromium-\(name)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try ReportWriter(directory: directory.appendingPathComponent("report"),
                                       webDirectory: RepoPaths.web).write(summary)
        let url = written.index.deletingLastPathComponent().appendingPathComponent(page)
        let run = try await runCommand(chromium, [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
            "--dump-dom", url.absoluteString,
        ])
        #expect(run.status == 0, "chromium exited with \(run.status): \(run.standardError.suffix(2000))")
        return run.standardOutput
    }

    @Test func summaryPageLoadsFromFileAndKeepsInjectedScriptAsText() async throws {
        let dom = try await Self.dumpDOM(of: ReportFileNames.index, name: "index")
        let plain = Self.summary.results.filter { $0.name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." } }
        #expect(plain.count >= 7)
        for result in plain where !result.name.isEmpty {
            #expect(dom.contains(">\(result.name)<"), "\(result.name) not shown")
        }
        #expect(dom.contains("crash &lt;script&gt;document.body.setAttribute"), "the name is shown as text")
        #expect(!dom.contains("data-pwned=\"yes\""), "the injected script ran")
        #expect(dom.contains("<body>"))
    }

    @Test func failurePageLoadsFromFileAndKeepsInjectedScriptAsText() async throws {
        let hostile = try #require(Self.summary.results.first { $0.status == .failed && $0.id.contains("<script>") })
        let dom = try await Self.dumpDOM(of: ReportFileNames.failurePage(for: hostile.id), name: "failure")
        #expect(dom.contains("id=\"test-id\">Hostile\\u{0}Suite\\u{1B}/name &lt;script&gt;"), "the id is shown as text")
        #expect(dom.contains("<svg"), "the layout is drawn inline")
        #expect(dom.contains("layoutwatch replay '&lt;script&gt;"))
        #expect(!dom.contains("data-pwned=\"yes\""), "the injected script ran")
    }
}

import Foundation
import Testing
import Reports
import TestReport

/// A report written with `live` reloads its open pages after each write, with no server: the
/// files it writes, and the pages' behaviour in headless Chromium.
@Suite struct LiveRefreshTests {
    static func generation(in directory: URL) throws -> String {
        let script = try String(contentsOf: directory.appendingPathComponent(ReportFileNames.liveScript), encoding: .utf8)
        return try #require(script.wholeMatch(of: /window\.layoutwatchGeneration = "([0-9a-f]{16})";\n/)).1.description
    }

    @Test func aLiveReportWritesLiveJSAndEveryPagePollsIt() throws {
        let directory = try RepoPaths.temporaryDirectory("live")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try ReportWriter(directory: directory, webDirectory: RepoPaths.web, live: true).write(SampleRuns.mixed)
        let generation = try Self.generation(in: directory)
        #expect(written.files.contains(directory.appendingPathComponent(ReportFileNames.liveScript)))
        let pages = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".html") }
        #expect(pages.count == 5)
        for path in pages {
            let html = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            #expect(html.contains("var generation = \"\(generation)\""), "\(path)")
            #expect(html.contains("new URL(\"\(path.contains("/") ? "../" : "")\" + path, page)"), "\(path) finds live.js")
            #expect(html.hasSuffix("</script>\n</body>\n</html>\n"), "\(path): the script ends the body")
        }
    }

    @Test func theGenerationChangesWithTheReportAndOnlyThen() throws {
        let report = try HTMLReport(webDirectory: RepoPaths.web)
        func generation(_ summary: RunSummary) throws -> Data? { try report.pages(for: summary, live: true)[ReportFileNames.liveScript] }
        #expect(try generation(SampleRuns.mixed) == generation(SampleRuns.mixed), "the same results give the same files")
        var changed = SampleRuns.mixed
        changed.results[1].duration += 1
        #expect(try generation(changed) != generation(SampleRuns.mixed))
    }

    @Test func withoutLiveNoPagePollsAndAnEarlierLiveJSIsRemoved() throws {
        let directory = try RepoPaths.temporaryDirectory("not-live")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try ReportWriter(directory: directory, webDirectory: RepoPaths.web, live: true).write(SampleRuns.mixed)
        _ = try ReportWriter(directory: directory, webDirectory: RepoPaths.web).write(SampleRuns.mixed)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(ReportFileNames.liveScript).path))
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path) where path.hasSuffix(".html") || path.hasSuffix(".js") {
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("layoutwatchGeneration") && !text.contains("live.js"), "\(path) polls")
        }
    }

    /// Writes a live report, then a live.js of a later write, and opens `page` (a path in the
    /// report): `script` runs `settle` ms of virtual time after the page first loaded.
    static func open(_ page: String, live: Bool = true, settle: Int = 3_500, script: String) async throws -> String {
        let directory = try RepoPaths.temporaryDirectory("live-browser")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try ReportWriter(directory: directory, webDirectory: RepoPaths.web, live: live).write(SampleRuns.mixed)
        try Data("window.layoutwatchGeneration = \"0123456789abcdef\";\n".utf8)
            .write(to: directory.appendingPathComponent(ReportFileNames.liveScript))
        return try await ChromiumHarness.evaluate(directory.appendingPathComponent(page), settle: settle, script: script)
    }

    static let loads = #"done(loads + " " + frame.contentWindow.location.pathname.split("/").pop());"#

    @Test func anOpenPageReloadsWhenTheReportChangesAndKeepsItsScrollPosition() async throws {
        // Read once a reload has finished: the page keeps reloading (this live.js never matches
        // it), and on a loaded machine the read could fall inside one, before the new document
        // had its scroll position back.
        let result = try await Self.open(ReportFileNames.index, settle: 100, script: """
            frame.contentWindow.scrollTo(0, 300);
            setTimeout(function () {
              function report() { done(loads + " " + frame.contentWindow.scrollY); }
              if (loads >= 2 && frame.contentDocument.readyState === "complete" && frame.contentWindow.scrollY === 300) { report(); return; }
              frame.addEventListener("load", function () { setTimeout(report, 50); }, { once: true });
            }, 3000);
            """)
        let numbers = result.split(separator: " ").compactMap { Int($0) }
        #expect(numbers.count == 2 && numbers[0] >= 2 && numbers[1] == 300, "loads and scroll position: \(result)")
    }

    @Test func aPageOfATestThatNowPassesGoesToTheIndex() async throws {
        // The page's check that its own file is still there is pointed at a file that is not: as
        // if its test passed and the writer removed the page (Chromium cannot be made to wait
        // for a file to go away mid-run).
        let result = try await Self.open(ReportFileNames.failurePage(for: "ExampleSuite/cardFits"), script: """
            var head = frame.contentDocument.head, append = head.appendChild.bind(head);
            head.appendChild = function (node) {
              if (node.src && node.src.indexOf("live.js") < 0) { node.src = node.src.replace(/[^\\/?]*\\.html/, "gone.html"); }
              return append(node);
            };
            setTimeout(function () { \(Self.loads) }, 2000);
            """)
        #expect(result.hasSuffix(" index.html"), "loads and page: \(result)")
    }

    @Test func aReportThatIsNotLiveNeverReloads() async throws {
        let result = try await Self.open(ReportFileNames.index, live: false, script: Self.loads)
        #expect(result == "1 index.html")
    }
}

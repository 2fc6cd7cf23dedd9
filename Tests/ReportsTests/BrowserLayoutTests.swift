import Foundation
import Testing
import Reports
import TestReport
import SVGRender

/// The pages as Chromium lays them out and runs them: usable on a phone, long names cut with an
/// ellipsis but kept whole, the search box, monospace for everything a process printed, and
/// the copy buttons.
@Suite struct BrowserLayoutTests {
    static let summary = RunSummary(results: SampleRuns.mixed.results + SampleRuns.hostile.results + TroubledRun.summary.results,
                                    startedAt: 0, duration: 1, stale: true)

    static let hostile = SampleRuns.hostile.results.first { $0.name.hasPrefix("name <script>") }!

    static func evaluate(_ page: String, width: Int = 1280, height: Int = 900, script: String) async throws -> String {
        let directory = try RepoPaths.temporaryDirectory("browser")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try ReportWriter(directory: directory, webDirectory: RepoPaths.web).write(summary)
        return try await ChromiumHarness.evaluate(directory.appendingPathComponent(page), width: width, height: height, script: script)
    }

    static let cardFits = ReportFileNames.failurePage(for: "ExampleSuite/cardFits")

    @Test(arguments: [ReportFileNames.index, ReportFileNames.failurePage(for: TroubledRun.crash.id),
                      ReportFileNames.failurePage(for: hostile.id), cardFits])
    func onAPhoneNothingOverflowsOrIsSquashed(page: String) async throws {
        let result = try await Self.evaluate(page, width: 390, height: 844, script: """
            var doc = frame.contentDocument, problems = [];
            if (doc.documentElement.scrollWidth > 390) { problems.push("page is " + doc.documentElement.scrollWidth + " px wide"); }
            doc.querySelectorAll(".panel").forEach(function (panel) {
              if (panel.scrollWidth > panel.clientWidth + 1) { problems.push(panel.querySelector("h2").textContent + " overflows its panel"); }
            });
            var cells = doc.querySelectorAll("table.tests td:first-child");
            for (var i = 0; i < cells.length; i++) {
              if (cells[i].getBoundingClientRect().width < 150) { problems.push("name cell " + cells[i].getBoundingClientRect().width + " px"); break; }
              if (cells[i].getBoundingClientRect().height > 40) { problems.push("row " + i + " is " + cells[i].getBoundingClientRect().height + " px tall"); break; }
            }
            done(problems.join("; ") || "ok");
            """)
        #expect(result == "ok", "\(page) at 390 px: \(result)")
    }

    /// A rule's badge on one line, in the violations and in "Across the cases"; a drawing at its
    /// own size (labels as drawn) in a frame that scrolls, where fitting it would shrink them.
    @Test func onAPhoneRuleBadgesStayOnOneLineAndDrawingsKeepTheirSize() async throws {
        let result = try await Self.evaluate(Self.cardFits, width: 390, height: 844, script: """
            var doc = frame.contentDocument, problems = [], rules = doc.querySelectorAll(".violations .rule, table.clusters .rule");
            if (rules.length < 5) { problems.push(rules.length + " badges"); }
            rules.forEach(function (rule) {
              var box = rule.getBoundingClientRect();
              if (rule.getClientRects().length !== 1 || box.height > 20 || box.width < box.height) {
                problems.push(rule.textContent + " is " + box.width + "x" + box.height);
              }
            });
            var svg = doc.querySelector("figure.layout svg"), figure = svg.parentNode;
            if (svg.getBoundingClientRect().width < svg.viewBox.baseVal.width - 1) {
              problems.push("drawing " + svg.getBoundingClientRect().width + " px wide for " + svg.viewBox.baseVal.width);
            }
            if (figure.scrollWidth <= figure.clientWidth) { problems.push("the drawing's frame does not scroll"); }
            done(problems.join("; ") || "ok");
            """)
        #expect(result == "ok", "at 390 px: \(result)")
    }

    @Test func onADesktopTheDrawingFitsItsPanel() async throws {
        let result = try await Self.evaluate(Self.cardFits, script: """
            var svg = frame.contentDocument.querySelector("figure.layout svg"), figure = svg.parentNode;
            done((figure.scrollWidth <= figure.clientWidth) + "," + (Math.abs(svg.getBoundingClientRect().width - figure.clientWidth + 16) < 1));
            """)
        #expect(result == "true,true")
    }

    @Test func aLongNameIsCutWithAnEllipsisAndKeptWholeInItsTitle() async throws {
        let result = try await Self.evaluate(ReportFileNames.index, width: 390, height: 844, script: """
            var doc = frame.contentDocument, cell = null, cells = doc.querySelectorAll("table.tests td:first-child");
            for (var i = 0; i < cells.length; i++) { if (cells[i].textContent.indexOf("name <script>") === 0) { cell = cells[i]; } }
            var cut = cell.scrollWidth > cell.clientWidth && getComputedStyle(cell).textOverflow === "ellipsis";
            cell.firstChild.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
            var link = doc.querySelector(".card .test-link");
            done(cut + "|" + (cell.title === cell.textContent) + "|" + cell.title.length + "|" + (link.title === link.querySelector(".test-id").textContent));
            """)
        #expect(result == "true|true|\(XMLCharacters.sanitized(Self.hostile.name).utf16.count)|true")
    }

    @Test func aSearchThatMatchesNothingHidesEveryHeadingAndSaysSo() async throws {
        let result = try await Self.evaluate(ReportFileNames.index, script: """
            var doc = frame.contentDocument, box = doc.getElementById("search");
            function visible(element) { return element.getClientRects().length > 0; }
            function search(text) {
              box.value = text;
              box.dispatchEvent(new Event("input"));
              return [visible(doc.getElementById("failures")), doc.querySelectorAll(".suite:not([hidden])").length,
                      visible(doc.getElementById("no-match"))].join(",");
            }
            done([search("no such test"), search("cardPasses"), search("")].join(" "));
            """)
        #expect(result == "false,0,true false,1,false true,5,false")
    }

    @Test func everythingAProcessPrintedIsMonospace() async throws {
        let result = try await Self.evaluate(ReportFileNames.failurePage(for: TroubledRun.crash.id), script: """
            var doc = frame.contentDocument, seen = [];
            doc.querySelectorAll("details").forEach(function (d) { d.open = true; });
            ["pre.message", "pre.replay-lines", "pre.crash-message", "pre.frames", "pre.output", ".notes li", "#replay-command"].forEach(function (selector) {
              var element = doc.querySelector(selector);
              seen.push(selector + ":" + (element ? /Mono/.test(getComputedStyle(element).fontFamily) : "missing"));
            });
            done(seen.join(" "));
            """)
        #expect(!result.contains("false") && !result.contains("missing"), "\(result)")
    }

    @Test func theCopyButtonCopiesExactlyTheCommandAndSaysSo() async throws {
        let hostile = try #require(SampleRuns.hostile.results.first { $0.failure?.replay != nil })
        let result = try await Self.evaluate(ReportFileNames.failurePage(for: hostile.id), script: """
            var doc = frame.contentDocument, button = doc.querySelector("button.copy"), copied = null;
            doc.addEventListener("copy", function () { copied = frame.contentWindow.getSelection().toString(); });
            var before = button.hidden + "," + button.textContent;
            button.click();
            setTimeout(function () {
              var text = copied !== null ? copied : frame.contentWindow.getSelection().toString();
              done(before + "|" + button.textContent + "|" + text);
            }, 100);
            """)
        let parts = result.components(separatedBy: "|")
        #expect(parts.first == "false,Copy", "the button shows once the script runs")
        #expect(parts.count == 3 && ["Copied", "Press Ctrl+C"].contains(parts[1]), "a visible state: \(result)")
        #expect(parts.dropFirst(2).joined(separator: "|") == XMLCharacters.sanitized(hostile.failure!.replay!.command))
    }
}

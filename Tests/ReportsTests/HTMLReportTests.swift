import Foundation
import Testing
import Reports
import TestReport

@Suite struct HTMLReportTests {
    let report: HTMLReport

    init() throws {
        report = try HTMLReport(webDirectory: RepoPaths.web)
    }

    func page(_ path: String, of summary: RunSummary) throws -> String {
        let data = try #require(try report.pages(for: summary)[path], "no \(path) in the report")
        return String(decoding: data, as: UTF8.self)
    }

    @Test func summaryPageMatchesGolden() throws {
        try expectGolden(try page(ReportFileNames.index, of: SampleRuns.mixed), named: "index.html")
    }

    @Test func failurePageMatchesGolden() throws {
        let path = ReportFileNames.failurePage(for: "ExampleSuite/cardFits")
        try expectGolden(try page(path, of: SampleRuns.mixed), named: "failure-cardFits.html")
    }

    @Test func hasAPageForEachFailingTestAndTheAssets() throws {
        let pages = try report.pages(for: SampleRuns.mixed)
        let failing = SampleRuns.mixed.results.filter { $0.status.isFailing }
        for result in SampleRuns.mixed.results {
            #expect((pages[ReportFileNames.failurePage(for: result.id)] != nil) == result.status.isFailing, "\(result.id)")
        }
        #expect(pages.keys.filter { $0.hasSuffix(".html") }.count == failing.count + 1)
        #expect(pages[ReportFileNames.failureSVG(for: "ExampleSuite/cardFits")] != nil, "the only failure with a layout")
        #expect(pages["report.css"] == FileManager.default.contents(atPath: RepoPaths.web.appendingPathComponent("report.css").path))
    }

    @Test func summaryListsFailingTestsFirstWithTheirMessage() throws {
        let index = try page(ReportFileNames.index, of: SampleRuns.mixed)
        let failures = try #require(index.range(of: "id=\"failures\""))
        let tests = try #require(index.range(of: "id=\"tests\""))
        #expect(failures.lowerBound < tests.lowerBound)
        #expect(index.contains("root/0/1#title and root/0/2#badge overlap by 26×24 (1 of 2 violations)"), "the card names what failed")
        #expect(index.contains("id=\"stale\""), "the run is stale")
        let flaky = try #require(index.range(of: ">listFlaky</a>"))
        let passing = try #require(index.range(of: "<tr class=passed><td>cardPasses<td>12 ms"))
        #expect(flaky.lowerBound < passing.lowerBound, "failing rows before passing rows in a suite")
    }

    @Test func failurePageShowsReplayInputsViolationsAndTheLayout() throws {
        let html = try page(ReportFileNames.failurePage(for: "ExampleSuite/cardFits"), of: SampleRuns.mixed)
        let detail = try #require(SampleRuns.mixed.results.first { $0.name == "cardFits" }?.failure)
        #expect(html.contains("<code id=\"replay-command\">\(detail.replay!.command)</code>"))
        #expect(html.contains("Falsifiable (after 12 tests, 5 shrinks)"))
        #expect(html.contains("Card(title: &quot;Weekly summary of sales&quot;, badge: 99)"), "shrunk input, escaped")
        #expect(html.contains("Card(title: &quot;Weekly summary of sales and returns&quot;, badge: 1234)"), "original input")
        for violation in detail.violations { #expect(html.contains(violation.message)) }
        #expect(html.contains("<svg class=\"layoutwatch-layout\""), "inline SVG, not escaped")
        #expect(html.contains("data-violation=\"root/0/1#title\""))
    }

    @Test func escapesEveryUserString() throws {
        let pages = try report.pages(for: SampleRuns.hostile)
        for (path, data) in pages where path.hasSuffix(".html") {
            #expect(!String(decoding: data, as: UTF8.self).contains("<script>document"), "unescaped script in \(path)")
        }
        let scripted = SampleRuns.hostile.results.filter { $0.id.contains(SampleRuns.script) }
        #expect(scripted.count == 2)
        for path in [ReportFileNames.index] + scripted.map({ ReportFileNames.failurePage(for: $0.id) }) {
            #expect(try page(path, of: SampleRuns.hostile).contains("&lt;script&gt;document"), "escaped text in \(path)")
        }
    }

    /// The worst case: every one of 10,000 tests fails (named as in `layoutwatch-bench reports`).
    /// Only the first failures get a card; every failure keeps its row, its link and its page.
    @Test func summaryStaysUnderOneMegabyteAtTenThousandFailingTests() throws {
        var results: [TestResult] = []
        for index in 0..<10_000 {
            let failure = FailureDetail(message: "1 layout violation (overlap)", replayLines: ["Falsifiable (after 3 tests, 12 shrinks):"],
                                        replay: ReplayInfo(seed1: 1, seed2: UInt64(index), size: 7, testsRun: 3, shrinks: 12, token: nil,
                                                           command: "layoutwatch replay Suite\(index % 10)/test\(index) --seed 1 \(index) 7"),
                                        shrunkInput: "Model(x: \(index))")
            results.append(SampleRuns.result("Suite\(index % 10)", "test\(index)", .layout, .failed,
                                             Double(index % 97) / 1000, failure: failure))
        }
        let pages = try report.pages(for: RunSummary(results: results, startedAt: 0, duration: 60))
        let index = String(decoding: try #require(pages[ReportFileNames.index]), as: UTF8.self)
        #expect(index.utf8.count < 1_000_000, "index.html is \(index.utf8.count) bytes for 10,000 failing tests")
        #expect(index.components(separatedBy: "<li class=\"card ").count - 1 == 200, "the first 200 failures in full")
        #expect(index.contains("9800 more failing tests"))
        #expect(index.components(separatedBy: "<tr class=failed><td><a href=").count - 1 == 10_000, "a linked row each")
        for result in [results[0], results[9_999]] {
            #expect(index.contains("<a href=\(ReportFileNames.failurePageName(for: result.id))>\(result.name)</a>"), "\(result.id) has no row")
        }
        #expect(pages.keys.filter { $0.hasPrefix("\(ReportFileNames.failureDirectory)/") }.count == 10_000)
    }

    @Test func missingTemplateErrorNamesTheFile() throws {
        let empty = try RepoPaths.temporaryDirectory("web")
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            _ = try HTMLReport(webDirectory: empty)
        } throws: { error in
            "\(error)".contains(empty.appendingPathComponent("index.mustache").path) && "\(error)".contains("Web/")
        }
    }

    @Test func failurePageNamesAreStableSafeAndDistinct() {
        let ids = ["Suite/a b", "Suite/a-b", "Suite/a?b", "../../etc/passwd", "", String(repeating: "x", count: 300)]
        let names = ids.map(ReportFileNames.failurePage(for:))
        #expect(Set(names).count == ids.count)
        for name in names {
            let file = name.dropFirst(ReportFileNames.failureDirectory.count + 1)
            #expect(name.hasPrefix("failures/") && !file.contains("/") && !file.hasPrefix("."), "\(name)")
            #expect(file.count <= 80)
            #expect(file.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }, "\(name)")
        }
        #expect(ReportFileNames.failurePage(for: "Suite/a b") == names[0])
    }
}

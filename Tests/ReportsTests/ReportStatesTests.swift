import Foundation
import Testing
import Reports
import TestReport

/// The pages for what is neither a pass nor a plain failure: a failed build, stale results,
/// interrupted tests, crashes with output, spec failures; and what every page must say right.
@Suite struct ReportStatesTests {
    let report: HTMLReport
    let troubled: [String: Data]

    init() throws {
        report = try HTMLReport(webDirectory: RepoPaths.web)
        troubled = try report.pages(for: TroubledRun.summary, history: TroubledRun.history)
    }

    func page(_ path: String, _ pages: [String: Data]? = nil) throws -> String {
        String(decoding: try #require((pages ?? troubled)[path], "no \(path) in the report"), as: UTF8.self)
    }

    @Test(arguments: [
        (ReportFileNames.index, "index-build-failed.html"),
        (ReportFileNames.buildError, "build-error.html"),
        (ReportFileNames.failurePage(for: TroubledRun.spec.id), "failure-spec.html"),
        (ReportFileNames.failurePage(for: TroubledRun.crash.id), "failure-crash.html"),
    ])
    func pageMatchesGolden(path: String, golden: String) throws {
        try expectGolden(try page(path), named: golden)
    }

    @Test func aFailedBuildLinksItsErrorsAndMarksEveryResultStale() throws {
        let index = try page(ReportFileNames.index)
        let banner = try #require(index.range(of: "id=\"build-failed\""))
        #expect(banner.lowerBound < index.range(of: "id=\"failures\"")!.lowerBound, "the banner comes first")
        #expect(index.contains("<a href=\"../\(ReportFileNames.buildError)\">"), "relative to the index's base, failures/")
        #expect(index.contains("<section class=\"suites stale\" id=\"tests\">"))
        let cards = index.components(separatedBy: "<li class=\"card ").dropFirst()
        #expect(cards.count == 3 && cards.allSatisfy { $0.contains("<span class=\"tag stale\">stale</span>") })
        let errors = try page(ReportFileNames.buildError)
        for diagnostic in TroubledRun.buildFailure.diagnostics {
            #expect(errors.contains(diagnostic.location.map { "<code class=\"location\">\($0)</code>" } ?? diagnostic.message))
        }
        #expect(errors.contains("    let unused = &lt;script&gt;1&lt;/script&gt;\n        ^</pre>"), "the quoted line, escaped, with a caret")
        #expect(errors.contains("<details class=\"stream\" id=\"build-log\">"), "the log starts collapsed")
        for result in TroubledRun.summary.results where result.status.isFailing {
            #expect(try page(ReportFileNames.failurePage(for: result.id)).contains("<a href=\"../build-error.html\">"))
        }
    }

    @Test func withoutABuildFailureThereIsNoBuildErrorPageAndStaleIsStillShown() throws {
        let pages = try report.pages(for: SampleRuns.mixed)
        #expect(pages[ReportFileNames.buildError] == nil)
        let index = try page(ReportFileNames.index, pages)
        #expect(index.contains("<p class=\"banner stale\" id=\"stale\">"))
        #expect(index.contains("<span class=\"tag stale\">stale</span></p>"), "in the header")
        #expect(!index.contains("build-failed"))
    }

    @Test func aFirstBuildThatFailsShowsNoResultsRatherThanAllPassed() throws {
        let summary = RunSummary(results: [], startedAt: 0, duration: 1, stale: true, buildFailure: TroubledRun.buildFailure)
        let index = try page(ReportFileNames.index, try report.pages(for: summary))
        #expect(index.contains("id=\"build-failed\"") && index.contains("No test results yet."))
        #expect(!index.contains("passed.</p>"))
        #expect(index.contains("<title>LayoutWatch report · build failed; no results yet</title>"))
        #expect(index.contains("No build has succeeded yet, so no test has run.") && !index.contains("last good"),
                "no results are offered as the last good ones")
        #expect(!index.contains("id=\"tests\"") && !index.contains("stale"), "no empty, stale table of tests")
        let errors = try page(ReportFileNames.buildError, try report.pages(for: summary))
        #expect(errors.contains("(no results yet: no build has succeeded)") && !errors.contains("last good"))
        var silent = TroubledRun.buildFailure
        silent.diagnostics = []
        let quiet = try page(ReportFileNames.buildError, try report.pages(for: RunSummary(results: [], startedAt: 0, duration: 1,
                                                                                           buildFailure: silent)))
        #expect(quiet.contains("no error diagnostic: the log says why") && !quiet.contains("0 errors"))
    }

    @Test func anInterruptedTestIsNeitherAFailureNorACrash() throws {
        let pages = try report.pages(for: SampleRuns.mixed)
        let index = try page(ReportFileNames.index, pages)
        #expect(index.contains("<tr class=interrupted><td>editedCard<td>800 ms"), "a row without a link")
        #expect(index.contains("Interrupted <b id=\"count-interrupted\">1</b>"))
        #expect(index.contains("Failing <b id=\"count-failing\">4</b>"))
        #expect(!index.contains("card interrupted"))
        #expect(pages[ReportFileNames.failurePage(for: "ExampleSuite/editedCard")] == nil)
        let only = RunSummary(results: [SampleRuns.result("S", "stopped", .layout, .interrupted, 1)], startedAt: 0, duration: 1)
        let alone = try page(ReportFileNames.index, try report.pages(for: only))
        #expect(alone.contains("No test failed; 1 test was interrupted."))
        #expect(!alone.contains("id=\"failures\"") && !alone.contains("crash"))
    }

    @Test func onlyAFlakyResultIsCalledFlaky() throws {
        for (path, data) in troubled where path.hasSuffix(".html") {
            #expect(!String(decoding: data, as: UTF8.self).lowercased().contains("flaky"), "\(path) mentions flakiness")
        }
        let pages = try report.pages(for: SampleRuns.mixed)
        for result in SampleRuns.mixed.results where result.status.isFailing {
            let text = try page(ReportFileNames.failurePage(for: result.id), pages).lowercased()
            #expect(text.contains("banner flaky") == (result.status == .flaky), "\(result.id)")
            #expect(text.contains("flaky") == (result.status == .flaky), "\(result.id)")
        }
    }

    @Test func everyCountIsPluralisedRight() throws {
        let failure = FailureDetail(message: "m", replayLines: ["Falsifiable (after 1 test, 1 shrink):"],
                                    replay: ReplayInfo(seed1: 1, seed2: 2, size: 3, testsRun: 1, shrinks: 1, token: nil, command: "c"))
        var one = SampleRuns.result("S", "alone", .property, .failed, 1, failure: failure,
                                    output: CapturedOutput(standardOutput: "one line\n", standardError: ""))
        one.casesRun = 1
        let spec = SampleRuns.result("S", "spec", .spec, .failed, 1, failure: TroubledRun.specFailure([TroubledRun.specCases[0]], of: 1))
        let build = BuildFailure(summary: "s", diagnostics: [.init(location: nil, severity: .error, message: "e")], log: "l")
        for summary in [RunSummary(results: [one], startedAt: 0, duration: 1),
                        RunSummary(results: [spec], startedAt: 0, duration: 1, buildFailure: build)] {
            for (path, data) in try report.pages(for: summary) where path.hasSuffix(".html") {
                let text = String(decoding: data, as: UTF8.self)
                let wrong = text.firstMatch(of: /\b1 (failing )?(tests|cases|shrinks|errors|lines|inputs|results)\b/)
                #expect(wrong == nil, "\(path) says \"\(wrong.map { String($0.0) } ?? "")\"")
            }
        }
        let index = try page(ReportFileNames.index, try report.pages(for: RunSummary(results: [one], startedAt: 0, duration: 1)))
        #expect(index.contains("1 test</p>"))
    }

    @Test func specCasesHaveTheirOwnHeadingWithTheirPlace() throws {
        let html = try page(ReportFileNames.failurePage(for: TroubledRun.spec.id))
        #expect(html.contains("<h2>Failing cases <small>2 inputs</small></h2>"))
        #expect(html.contains(#"<li><code class="location">IsValidPassword.testkit:22:7</code> <span class="case">&quot;needs a digit&quot;: input &quot;password!&quot;: expected false, got true</span></li>"#))
        #expect(!html.contains("<h2>Replay</h2>"), "the cases are not replay lines")
    }

    @Test func outputIsEscapedAndALongStreamStartsCollapsed() throws {
        let html = try page(ReportFileNames.failurePage(for: TroubledRun.crash.id))
        #expect(html.contains("<details class=\"stream\" id=\"output-stdout\" open>"))
        #expect(html.contains("<details class=\"stream\" id=\"output-stderr\">"), "60 lines start collapsed")
        #expect(html.contains("warning 60: retrying with a smaller input &lt;b&gt;</pre>"))
        #expect(html.contains("<pre class=\"crash-message\">Fatal error: Index out of range</pre>"))
        #expect(html.contains("<pre class=\"frames\">#0 parse(_:) at Sources/CardSuite/Card.swift:41:17\n#1 "))
    }

    @Test func everyReplayCommandHasACopyButtonBesideItsExactText() throws {
        let pages = try report.pages(for: SampleRuns.hostile)
        for (path, data) in pages where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let commands = html.components(separatedBy: "<div class=\"command\"><code").dropFirst()
            for command in commands {
                #expect(command.firstMatch(of: /^[^>]*>[^<]*<\/code><button type="button" class="copy" hidden>Copy<\/button><\/div>/) != nil, "\(path)")
            }
        }
        let hostile = try #require(SampleRuns.hostile.results.first { $0.failure?.replay != nil })
        let html = try page(ReportFileNames.failurePage(for: hostile.id), pages)
        #expect(html.contains("<code id=\"replay-command\">layoutwatch replay &#39;&lt;script&gt;document.body.setAttribute(&#39;data-pwned&#39;,&#39;yes&#39;)&lt;/script&gt;&#39;</code>"))
    }
}

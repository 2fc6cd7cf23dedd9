import ExampleCards
import Foundation
import PageObjects
import Reports
import SVGRender
import Testing
import TestReport
import TestSupport
import TextShaping

/// The report of a failing screen test: a numbered strip of steps, each with its action and the
/// screen after it, and the violation drawn and named at the step that failed.
@Suite struct ScreenReportTests {
    let goldens = Goldens(target: "PageObjectsTests")

    /// The buggy checkout's failure from a fixed seed, with the time zeroed for the golden.
    static func failingCheckout() throws -> TestResult {
        let test = ScreenTest("checkout", suite: "ExampleSuite", randomStrategy: .replay(seed1: 7, seed2: 7, size: 0),
                              object: { CheckoutObject.make(buggy: true, measurer: $0) }) { CheckoutObject.rules }
        var result = test.run(measurer: try HarfBuzzMeasurer())
        result.duration = 0
        return result
    }

    @Test func theFailurePageShowsTheStepsAsANumberedStrip() throws {
        let result = try Self.failingCheckout()
        let pages = try HTMLReport(webDirectory: Repository.url("Web"))
            .pages(for: RunSummary(results: [result], startedAt: 0, duration: 0))
        let data = try #require(pages[ReportFileNames.failurePage(for: result.id)])
        let html = String(decoding: data, as: UTF8.self)
        // The golden spells the command as where `layoutwatch` is installed; this machine may not.
        try goldens.expect(html.replacingOccurrences(of: LayoutWatchInvocation.prefix() + " replay ", with: "layoutwatch replay "),
                           named: "failure-checkout.html")
        #expect(html.components(separatedBy: "<li class=\"step").count - 1 == 4)
        #expect(html.contains("<li class=\"step failing\" value=\"3\">"))
        #expect(html.contains("<p class=\"step-failure\">1 layout violation (overlap)</p>"))
        #expect(!html.contains("<h2>Failing layout"), "the strip replaces the single failing layout")
    }

    @Test func theFailingStepsSVGDrawsTheOverlap() throws {
        let step = try #require(try Self.failingCheckout().failure?.steps?.last)
        let svg = SVGRenderer.render(step.layout, violations: step.violations, title: "checkout step 3")
        try goldens.expect(svg, named: "checkout-step-3.svg")
        #expect(svg.contains("data-violation=\"root/8#toast\""))
        #expect(svg.contains("data-violation=\"root/7#pay\""))
    }

    @Test func stepsRoundTripThroughTheWireFormat() throws {
        let result = try Self.failingCheckout()
        let decoded = try JSONDecoder().decode(TestResult.self, from: JSONEncoder().encode(result))
        #expect(decoded == result)
        #expect(decoded.failure?.steps?.count == 4)
    }
}

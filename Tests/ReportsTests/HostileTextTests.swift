import Foundation
import Testing
import Reports
import TestReport
import TestSupport
import ViewTree

/// Names and messages that would steer a terminal or break a page: every page of the report
/// stays valid HTML5 (no character HTML rejects, no id twice, every drawing using its own
/// parts), and the JUnit file carries no control a CI console would act on.
@Suite struct HostileTextTests {
    /// Clear screen, red, bell, DEL, NEL, a lone C1 CSI, two noncharacters (which Swift's
    /// literals refuse) and a newline.
    static let text = "\u{1B}[2J\u{1B}[31mred\u{7}bell\u{7F}del\u{85}nel\u{9B}31mcsi"
        + String(String.UnicodeScalarView([Unicode.Scalar(0xFDD0)!, Unicode.Scalar(0x1FFFE)!])) + "\nnext"
    static let long = String(repeating: "long", count: 2_500) + text

    static func violation(_ path: [Int]) -> Violation {
        Violation(rule: "overlap\(text)", message: "m \(text)", nodes: [
            NodeReference(path: NodePath(path), id: "n\(text)", frame: Rect(x: 10, y: 10, width: 40, height: 20)),
        ])
    }

    static var summary: RunSummary {
        var layout = FailureDetail(message: "layout \(text)", replayLines: ["input \(text)"], shrunkInput: text,
                                   violations: [violation([0, 1])], layout: SampleRuns.card)
        layout.clusters = [ViolationCluster(rule: "overlap\(text)", paths: [NodePath([0, 1])], cases: 3,
                                            representative: violation([0, 1]), inShrunkCase: true)]
        var screen = FailureDetail(message: "screen \(text)", violations: [violation([0, 1])], layout: SampleRuns.card)
        screen.steps = (0...3).map { number in
            FailureStep(number: number, action: "tap\(text)", layout: SampleRuns.card,
                        violations: number == 3 ? [violation([0, 1])] : [], failure: number == 3 ? "failed \(text)" : nil)
        }
        var snapshot = FailureDetail(message: "snapshot \(text)", violations: [violation([0, 1])], layout: SampleRuns.card)
        snapshot.reference = SampleRuns.card
        return RunSummary(results: [
            SampleRuns.result("Suite\(text)", "layout \(text)", .layout, .failed, 0.1, failure: layout, notes: ["note \(text)"],
                              output: CapturedOutput(standardOutput: "out \(text)", standardError: "err \(text)")),
            SampleRuns.result("Suite", "screen \(text)", .layout, .failed, 0.1, failure: screen),
            SampleRuns.result("Suite", "snapshot \(text)", .layout, .failed, 0.1, failure: snapshot),
            SampleRuns.result("Suite", long, .property, .failed, 0.1, failure: FailureDetail(message: long)),
            SampleRuns.result("Suite", "passes \(text)", .property, .passed, 0.1),
        ], startedAt: 0, duration: 1)
    }

    static func pages() throws -> [String: String] {
        try HTMLReport(webDirectory: RepoPaths.web).pages(for: summary).compactMapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func everyPageAndDrawingHasOnlyCharactersHTMLAllows() throws {
        let pages = try Self.pages()
        #expect(pages.keys.filter { $0.hasSuffix(".html") }.count == 5)
        for (path, text) in pages where path.hasSuffix(".html") || path.hasSuffix(".svg") {
            let forbidden = MarkupChecks.htmlForbidden(text)
            #expect(forbidden.isEmpty, "\(path): \(forbidden.map { String($0.value, radix: 16) })")
        }
        let index = try #require(pages[ReportFileNames.index])
        #expect(index.contains(#"\u{1B}[2J\u{1B}[31mred\u{7}bell\u{7F}del\u{85}nel\u{9B}31mcsi\u{FDD0}\u{1FFFE}"#),
                "each character shown as its escape")
    }

    @Test func noIdIsGivenTwiceOnAnyPage() throws {
        for (path, html) in try Self.pages() where path.hasSuffix(".html") {
            #expect(MarkupChecks.repeatedIDs(in: html).isEmpty, "\(path) repeats \(MarkupChecks.repeatedIDs(in: html))")
        }
    }

    /// A reference resolves to the first element with its id: a drawing that pointed at another
    /// drawing's layout would show that one's screen.
    @Test(arguments: ["screen", "snapshot"])
    func eachDrawingOnAPageUsesOnlyItsOwnParts(name: String) throws {
        let id = try #require(Self.summary.results.first { $0.name.hasPrefix(name) }?.id)
        let html = try #require(try Self.pages()[ReportFileNames.failurePage(for: id)])
        let drawings = html.components(separatedBy: "<svg class=\"layoutwatch-layout\"").dropFirst()
        #expect(drawings.count == (name == "screen" ? 4 : 2))
        for (index, drawing) in drawings.enumerated() {
            let own = Set(MarkupChecks.ids(in: drawing)), references = MarkupChecks.references(in: drawing)
            #expect(!references.isEmpty)
            for target in references {
                #expect(own.contains(target) && MarkupChecks.ids(in: html).filter { $0 == target }.count == 1,
                        "drawing \(index) points at #\(target), which is not its own")
            }
        }
    }

    @Test func theJUnitFileCarriesNoControlACIConsoleWouldActOn() throws {
        let xml = String(decoding: try JUnitWriter.xml(for: Self.summary, suiteName: "S\(Self.text)"), as: UTF8.self)
        #expect(MarkupChecks.terminalControls(xml).isEmpty, "\(MarkupChecks.terminalControls(xml).map(\.value))")
        #expect(xml.contains(#"\u{7F}del\u{85}nel\u{9B}31mcsi"#))
    }
}

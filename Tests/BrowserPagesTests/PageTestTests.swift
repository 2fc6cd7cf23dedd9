import BrowserPages
import Foundation
import LayoutTesting
import PropertyTesting
import Testing
import TestReport
import TestSupport
import ViewTree

/// Generated content in a real page: a template filled per case, checked in Chromium in each
/// cell of the matrix, shrunk and replayed like any layout test.
@Suite(.serialized) struct PageTestTests {
    static let matrix = SizeMatrix(sizes: [Size(width: 300, height: 200), Size(width: 600, height: 200)])
    static let titles = Gen<Character>.oneOf([.lower, .upper]).array(count: 1...12).map { String($0) }.array(count: 1...6)
        .map { $0.joined(separator: " ") }

    func test(maxTests: Int = 60) throws -> PageTest<String> {
        try #require(FileManager.default.isExecutableFile(atPath: ChromiumLaunch.defaultExecutable),
                     "Chromium is needed at \(ChromiumLaunch.defaultExecutable) (Debian package chromium)")
        let template = try PageTemplate(file: try Fixture("web/templates/badge-card.html").existingURL().path)
        return PageTest("badgeCard", suite: "Pages", template: template, generator: Self.titles, matrix: Self.matrix,
                        browser: RealBrowserTests.browser, maxTestsCount: maxTests) { ["title": .text($0)] }
    }

    @Test func anOverlapAtTheNarrowWidthShrinksToAShortTitleAndReplays() throws {
        let result = try test().run(options: RunOptions(strategy: .consistent))
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        #expect(failure.violations.contains { $0.rule == "overlap" }, "\(failure.text)")
        // Shrunk: the narrow cell, and a title just long enough to reach the badge.
        let shrunk = try #require(failure.shrunkInput)
        #expect(shrunk.hasSuffix(" in 300×200, text ×1, LTR"), "\(shrunk)")
        #expect(shrunk.count < 60, "\(shrunk)")
        // The screenshot of the shrunk case is there, a PNG.
        #expect(failure.screenshot?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        // Its token replays the same case.
        let token = try #require(failure.replay?.token)
        let replayed = try test().run(options: RunOptions(replay: .replayChoices(token)))
        #expect(replayed.failure?.shrunkInput == shrunk)
    }

    @Test func slotsAreEscapedAsHTML() throws {
        let template = try PageTemplate(file: try Fixture("web/templates/badge-card.html").existingURL().path)
        let html = template.render(["title": .text("<b>Tom & Jerry</b>")])
        #expect(html.contains("<p id=\"title\" class=\"title\">&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</p>"), "\(html)")
    }
}

import Foundation
import Testing
import TestSupport

/// `layoutwatch check` on web pages: the fixtures of `Tests/Fixtures/web` in headless Chromium
/// at two phone sizes, the errors a user meets, and the report with its screenshots.
@Suite struct PageCheckCommandTests {
    static let defects = ["overlapping-texts.html", "wide-button.html", "small-icon-link.html", "unlabelled-button.html",
                          "duplicate-labels.html", "ellipsis.html"].map { "Tests/Fixtures/web/\($0)" }

    func check(_ arguments: [String]) async throws -> CommandOutput {
        try await runCommand(TestPaths.executable("layoutwatch"), ["check"] + arguments, in: Repository.root)
    }

    @Test func everyDefectIsFoundAtEachViewport() async throws {
        let output = try await check(Self.defects + ["--viewport", "390x844", "--viewport", "320x568"])
        #expect(output.status == 1, "\(output.standardError)")
        try expectGolden(output.standardOutput, named: "check-web-defects.txt")
    }

    @Test func cleanPagesPassAtEverySizeAndTextScale() async throws {
        let output = try await check(["Tests/Fixtures/web/clean-card.html", "Tests/Fixtures/web/clean-form.html",
                                      "--viewport", "320x568", "--viewport", "390x844", "--text-scale", "1", "--text-scale", "1.5"])
        #expect(output.status == 0, "\(output.standardError)")
        try expectGolden(output.standardOutput, named: "check-web-clean.txt")
    }

    @Test func eachErrorNamesThePageOrTheBrowserAndTheFix() async throws {
        var lines: [String] = []
        for arguments in [["Tests/Fixtures/web/missing.html"],
                          ["Tests/Fixtures/web/clean-card.html", "--browser", "/nonexistent/chromium"],
                          ["Tests/Fixtures/web/clean-card.html", "--viewport", "390"],
                          ["Tests/Fixtures/web/clean-card.html", "--text-scale", "0"],
                          ["Tests/Fixtures/web/clean-card.html", "--touch-target", "big"],
                          ["Tests/Fixtures/web/clean-card.html", "Tests/Fixtures/check/card.json"],
                          ["http://127.0.0.1:1/page.html"]] {
            let output = try await check(arguments)
            #expect(output.status == 2, "\(arguments): \(output.standardOutput)")
            lines.append("$ layoutwatch check \(arguments.joined(separator: " "))\n\(output.standardError)")
        }
        try expectGolden(lines.joined(), named: "check-web-errors.txt")
    }

    @Test func theReportShowsEachFailingCellWithItsScreenshot() async throws {
        let directory = try TestPaths.temporaryDirectory("page-report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try await check(["Tests/Fixtures/web/wide-button.html", "--viewport", "320x568", "--viewport", "390x844",
                                      "--report", directory.path])
        #expect(output.status == 1, "\(output.standardError)")
        let failures = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("failures").path).sorted()
        // Only the narrow cell fails: its page, its SVG and its screenshot.
        #expect(failures.count == 3 && failures.filter { $0.hasSuffix(".png") }.count == 1, "\(failures)")
        let page = try #require(failures.first { $0.hasSuffix(".html") })
        let html = try String(contentsOf: directory.appendingPathComponent("failures/\(page)"), encoding: .utf8)
        let png = try #require(failures.first { $0.hasSuffix(".png") })
        #expect(html.contains("<img src=\"\(png)\""))
        #expect(html.contains("Tests/Fixtures/web/wide-button.html at 320×568, text ×1"))
        let bytes = try Data(contentsOf: directory.appendingPathComponent("failures/\(png)"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

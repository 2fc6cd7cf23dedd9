import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

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

    @Test func aServerThatNeverAnswersIsATimeoutNamingThePage() async throws {
        let server = try SilentServer()
        defer { server.close() }
        let output = try await check([server.url, "--timeout", "1"])
        #expect(output.status == 2)
        #expect(output.standardError == "layoutwatch: error: \(server.url) at 390×844, text ×1: Chromium did not answer Page.navigate "
                + "within 1 s; the page may be too heavy or waiting on the network (raise --timeout)\n", "\(output.standardError)")
    }

    @Test func noBrowserProcessOutlivesTheCommandStoppedBySIGTERMOrSIGKILL() async throws {
        let server = try SilentServer()
        defer { server.close() }
        let directory = try TestPaths.temporaryDirectory("page-signals")
        defer { try? FileManager.default.removeItem(at: directory) }
        // SIGTERM: the handler kills the browser's group, then the signal ends the command.
        let stopped = try LayoutwatchProcess(["check", server.url, "--timeout", "600"], in: directory)
        #expect(try await waitUntil(seconds: 120) { !Self.browserProcesses(of: stopped.processIdentifier).isEmpty }, "\(stopped.output)")
        stopped.terminate()
        stopped.waitUntilExit()
        #expect(stopped.process.terminationReason == .uncaughtSignal && stopped.terminationStatus == SIGTERM)
        // SIGKILL to the group is sent before the command ends; the kernel takes a moment to end them.
        #expect(try await waitUntil(seconds: 10) { Self.browserProcesses(of: stopped.processIdentifier).isEmpty },
                "the browser outlived SIGTERM")
        // SIGKILL: nothing of ours runs; the browser reads the end of its pipe and quits.
        let killed = try LayoutwatchProcess(["check", server.url, "--timeout", "600"], in: directory)
        #expect(try await waitUntil(seconds: 120) { !Self.browserProcesses(of: killed.processIdentifier).isEmpty }, "\(killed.output)")
        // The profile the SIGTERM left is removed by the next start.
        #expect(Self.profiles(of: stopped.processIdentifier).isEmpty, "the stopped run's profile is still there")
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        #expect(try await waitUntil(seconds: 15) { Self.browserProcesses(of: killed.processIdentifier).isEmpty },
                "the browser outlived SIGKILL")
    }

    /// The processes started with the profile of `layoutwatch`'s process `pid`.
    static func browserProcesses(of pid: pid_t) -> [String] {
        let marker = "layoutwatch-chromium-\(pid)-"
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.filter { entry in
            guard let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(marker)
        }
    }

    static func profiles(of pid: pid_t) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? [])
            .filter { $0.hasPrefix("layoutwatch-chromium-\(pid)-") }
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

import Foundation
import Reports
import Testing
import TestSupport

/// `layoutwatch open`: the desktop's opener gets the page's file:// URL; without one, the URL
/// is printed; a missing report or page is an error that says what to run.
@Suite struct OpenCommandTests {
    /// A project folder without config.json whose report has an index and one failure page, and
    /// a `bin` folder with a fake `xdg-open` that writes the URL it was given to `opened.txt`.
    func project() throws -> URL {
        let root = try Repository.temporaryDirectory("open")
        let report = root.appendingPathComponent("layoutwatch-report")
        try FileManager.default.createDirectory(at: report.appendingPathComponent("failures"), withIntermediateDirectories: true)
        try Data("<html>index</html>".utf8).write(to: report.appendingPathComponent(ReportFileNames.index))
        try Data("<html>page</html>".utf8).write(to: report.appendingPathComponent(ReportFileNames.failurePage(for: "App/card")))
        let bin = root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opener = bin.appendingPathComponent("xdg-open")
        try Data("#!/bin/sh\nprintf '%s' \"$1\" > \"\(root.path)/opened.txt\"\n".utf8).write(to: opener)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        return root
    }

    func open(_ arguments: [String], in root: URL, withOpener: Bool) async throws -> CommandOutput {
        let path = (withOpener ? root.appendingPathComponent("bin").path + ":" : "") + "/usr/bin:/bin"
        return try await runCommand(TestPaths.executable("layoutwatch"), ["open"] + arguments, in: root,
                                    environment: ["PATH": path, "HOME": root.path])
    }

    @Test func theOpenerGetsTheIndexAndATestsFailurePage() async throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let index = root.appendingPathComponent("layoutwatch-report/index.html").standardizedFileURL.absoluteString
        let first = try await open([], in: root, withOpener: true)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "Opened \(index)\n")
        #expect(try String(contentsOf: root.appendingPathComponent("opened.txt"), encoding: .utf8) == index)
        let page = try await open(["App/card"], in: root, withOpener: true)
        #expect(page.status == 0)
        #expect(try String(contentsOf: root.appendingPathComponent("opened.txt"), encoding: .utf8)
                .hasSuffix("/layoutwatch-report/" + ReportFileNames.failurePage(for: "App/card")))
    }

    @Test func withoutAnOpenerOrWithPrintURLItPrintsTheURL() async throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let index = root.appendingPathComponent("layoutwatch-report/index.html").standardizedFileURL.absoluteString
        let bare = try await open([], in: root, withOpener: false)
        #expect(bare.status == 0)
        #expect(bare.standardOutput == index + "\n")
        let printed = try await open(["--print-url"], in: root, withOpener: true)
        #expect(printed.standardOutput == index + "\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("opened.txt").path))
    }

    @Test func aMissingReportOrPageSaysWhatToRun() async throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let page = try await open(["App/other"], in: root, withOpener: true)
        #expect(page.status == 1)
        #expect(page.standardError == "layoutwatch: error: no failure page for \"App/other\" in layoutwatch-report: it passed, "
            + "is not in the last run, or the id is misspelt; `layoutwatch open` shows the index with every test\n")
        try FileManager.default.removeItem(at: root.appendingPathComponent("layoutwatch-report"))
        let none = try await open([], in: root, withOpener: true)
        #expect(none.status == 1)
        #expect(none.standardError == "layoutwatch: error: no report at layoutwatch-report/index.html yet: run `layoutwatch run` "
            + "(or keep `layoutwatch watch` running) first\n")
    }
}

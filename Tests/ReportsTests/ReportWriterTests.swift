import Foundation
import Testing
import Reports
import TestReport

@Suite struct ReportWriterTests {
    @Test func writesEveryFileAndLeavesNoTemporaryFile() throws {
        let directory = try RepoPaths.temporaryDirectory("writer")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try ReportWriter(directory: directory, webDirectory: RepoPaths.web).write(SampleRuns.mixed)
        let history = RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: 20).load()
        let expected = try HTMLReport(webDirectory: RepoPaths.web).pages(for: SampleRuns.mixed, history: history)
        for (path, data) in expected {
            #expect(FileManager.default.contents(atPath: directory.appendingPathComponent(path).path) == data, "\(path)")
        }
        #expect(written.index == directory.appendingPathComponent("index.html"))
        #expect(written.junit == directory.appendingPathComponent("junit.xml"))
        #expect(Set(written.files.map(\.lastPathComponent)).isSuperset(of: ["index.html", "junit.xml", "report.css"]))
        #expect(written.files.count == expected.count + 2, "the pages, junit.xml and results.json")
        #expect(try ResultsFile.read(from: directory) == SampleRuns.mixed, "results.json holds the whole run")
        var live = ReportWriter(directory: directory, webDirectory: RepoPaths.web)
        live.live = true
        _ = try live.write(SampleRuns.mixed)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(ReportFileNames.results).path),
                "a live report keeps no results.json, not even an earlier run's")
        let all = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
        #expect(!all.contains { $0.hasSuffix(".tmp") }, "temporary files left: \(all)")
    }

    @Test func namesTheFailingLayoutsSVGAsAJUnitAttachment() throws {
        let directory = try RepoPaths.temporaryDirectory("attach")
        defer { try? FileManager.default.removeItem(at: directory) }
        let junit = directory.appendingPathComponent("ci/results.xml")
        let written = try ReportWriter(directory: directory, webDirectory: RepoPaths.web, junitPath: junit).write(SampleRuns.mixed)
        #expect(written.junit == junit)
        let xml = String(decoding: try #require(FileManager.default.contents(atPath: junit.path)), as: UTF8.self)
        let svg = directory.appendingPathComponent(ReportFileNames.failureSVG(for: "ExampleSuite/cardFits"))
        #expect(xml.contains("[[ATTACHMENT|\(svg.standardizedFileURL.path)]]"), "absolute outside the working directory")
        #expect(FileManager.default.fileExists(atPath: svg.path))
    }

    @Test func removesPagesOfTestsThatNoLongerFail() throws {
        let directory = try RepoPaths.temporaryDirectory("rerun")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: RepoPaths.web)
        _ = try writer.write(SampleRuns.mixed)
        let page = directory.appendingPathComponent(ReportFileNames.failurePage(for: "ExampleSuite/cardFits"))
        #expect(FileManager.default.fileExists(atPath: page.path))
        let fixed = SampleRuns.mixed.results.filter { $0.id != "ExampleSuite/cardFits" }
        _ = try writer.write(RunSummary(results: fixed, startedAt: 0, duration: 1))
        #expect(!FileManager.default.fileExists(atPath: page.path))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(
            ReportFileNames.failurePage(for: "ExampleSuite/listFlaky")).path))
    }

    @Test func atomicWriteReplacesAnExistingFileWhole() throws {
        let directory = try RepoPaths.temporaryDirectory("atomic")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("nested/report.txt")
        try AtomicFile.write(Data("first version, longer than the second".utf8), to: file)
        try AtomicFile.write(Data("second".utf8), to: file)
        #expect(FileManager.default.contents(atPath: file.path) == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["report.txt"])
    }

    @Test func atomicWriteErrorNamesThePath() throws {
        let blockerDirectory = try RepoPaths.temporaryDirectory("blocked")
        defer { try? FileManager.default.removeItem(at: blockerDirectory) }
        let blocker = blockerDirectory.appendingPathComponent("file")
        try Data().write(to: blocker)
        let target = blocker.appendingPathComponent("index.html")
        #expect {
            try AtomicFile.write(Data(), to: target)
        } throws: { error in
            "\(error)".contains(target.path)
        }
    }
}

import Foundation
import Testing
import Reports
import TestReport

/// A build that did not finish marks the report on disk and changes nothing else in it.
@Suite struct BuildStoppedNoticeTests {
    func files(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path) {
            let url = directory.appendingPathComponent(path)
            if try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType != .typeDirectory {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    func banner(_ index: String) -> String? {
        guard let start = index.range(of: "<p class=\"banner stale\" id=\"build-stopped\">"),
              let end = index.range(of: "</p>", range: start.upperBound..<index.endIndex) else { return nil }
        return String(index[start.lowerBound..<end.upperBound]) + "\n"
    }

    @Test func marksOnlyTheIndexOnceAndTheNextCompleteWriteDropsTheBanner() throws {
        let directory = try RepoPaths.temporaryDirectory("stopped")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: RepoPaths.web)
        _ = try writer.write(SampleRuns.mixed)
        let before = try files(in: directory)
        let stop = SampleRuns.mixed.startedAt + 3_600
        #expect(try BuildStoppedNotice.mark(writer, reason: "after 10m without <finishing>", at: stop) != nil)
        _ = try BuildStoppedNotice.mark(writer, reason: "SIGTERM", at: stop + 60)
        let after = try files(in: directory)
        #expect(Set(after.keys) == Set(before.keys), "no file added or removed")
        for (path, data) in before where path != ReportFileNames.index {
            #expect(after[path] == data, "\(path) changed")
        }
        let index = String(decoding: try #require(after[ReportFileNames.index]), as: UTF8.self)
        #expect(index.components(separatedBy: "id=\"build-stopped\"").count == 2, "one banner: the latest stop's")
        try expectGolden(try #require(banner(index)), named: "build-stopped-banner.html")
        let old = String(decoding: try #require(before[ReportFileNames.index]), as: UTF8.self)
        let start = try #require(index.range(of: "<!--layoutwatch:build-stopped-->"))
        let end = try #require(index.range(of: "<!--/layoutwatch:build-stopped-->\n"))
        #expect(String(index[..<start.lowerBound] + index[end.upperBound...]) == old, "the rest of the index is as it was")

        _ = try writer.write(SampleRuns.mixed)
        #expect(try files(in: directory) == before, "a complete write renders the index afresh")
    }

    @Test func aLiveReportReloadsAndNoIndexMeansNothingToMark() throws {
        let directory = try RepoPaths.temporaryDirectory("stopped-live")
        defer { try? FileManager.default.removeItem(at: directory) }
        var writer = ReportWriter(directory: directory, webDirectory: RepoPaths.web)
        writer.live = true
        #expect(try BuildStoppedNotice.mark(writer, reason: "interrupted", at: 0) == nil)
        #expect(try files(in: directory).isEmpty, "no report is started by a stop")
        _ = try writer.write(SampleRuns.mixed)
        let script = directory.appendingPathComponent(ReportFileNames.liveScript)
        let generation = try String(contentsOf: script, encoding: .utf8)
        _ = try BuildStoppedNotice.mark(writer, reason: "interrupted", at: 0)
        #expect(try String(contentsOf: script, encoding: .utf8) != generation, "open pages see a new generation")
    }
}

import Foundation
import Reports
import TestReport
import Testing

@Suite struct RunHistoryTests {
    @Test func keepsTheNewestRunsAndShowsThemOnTheIndex() throws {
        let directory = try RepoPaths.temporaryDirectory("history")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: RepoPaths.web, historyLimit: 2)
        var summary = SampleRuns.mixed
        for start in [1_800_000_000.0, 1_800_000_100, 1_800_000_200] {
            summary.startedAt = start
            _ = try writer.write(summary)
        }
        let history = RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: 2).load()
        #expect(history.map(\.startedAt) == [1_800_000_100, 1_800_000_200])
        #expect(history.last?.failed == summary.failed)
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("Recent runs"))
        #expect(index.contains("2027-01-15 08:03:20"), "the newest run is listed")
        #expect(!index.contains("2027-01-15 08:00:00"), "the run past the limit is gone")
    }

    @Test func aCorruptHistoryFileIsStartedAfreshNotAnError() throws {
        let directory = try RepoPaths.temporaryDirectory("corrupt-history")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{not json".utf8).write(to: directory.appendingPathComponent(RunHistory.fileName))
        _ = try ReportWriter(directory: directory, webDirectory: RepoPaths.web).write(SampleRuns.mixed)
        let history = RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: 20).load()
        #expect(history.count == 1)
    }
}

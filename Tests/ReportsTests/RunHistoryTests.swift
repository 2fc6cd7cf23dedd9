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
        let history = RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: 2).load().runs
        #expect(history.map(\.startedAt) == [1_800_000_100, 1_800_000_200])
        #expect(history.last?.failed == summary.failed)
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("Recent runs"))
        #expect(index.contains("<td>2027-01-15 08:03:20<td>"), "the newest run is listed")
        #expect(!index.contains("<td>2027-01-15 08:00:00<td>"), "the run past the limit is gone")
        #expect(index.contains("first failed 2027-01-15 08:00:00 UTC"), "a streak outlives the runs kept")
    }

    @Test func aCorruptHistoryFileIsStartedAfreshNotAnError() throws {
        let directory = try RepoPaths.temporaryDirectory("corrupt-history")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{not json".utf8).write(to: directory.appendingPathComponent(RunHistory.fileName))
        _ = try ReportWriter(directory: directory, webDirectory: RepoPaths.web).write(SampleRuns.mixed)
        let history = RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: 20).load().runs
        #expect(history.count == 1)
    }

    /// A non-finite duration (a clock that jumped) failed the whole report write.
    @Test func aNonFiniteDurationIsKeptNotAnError() throws {
        let directory = try RepoPaths.temporaryDirectory("infinite-history")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: RepoPaths.web)
        _ = try writer.write(RunSummary(results: SampleRuns.mixed.results, startedAt: 0, duration: .infinity))
        _ = try writer.write(RunSummary(results: SampleRuns.mixed.results, startedAt: 1, duration: .nan))
        let history = RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: 20).load().runs
        #expect(history.count == 2 && history.contains { $0.duration == .infinity })
    }
}

/// Per test: since when it has been failing and when it last passed, across writes.
@Suite struct TestStreakTests {
    static func summary(_ status: TestStatus, at startedAt: Double, build: BuildFailure? = nil) -> RunSummary {
        RunSummary(results: [SampleRuns.result("S", "card", .layout, status, 0.1,
                                               failure: status.isFailing ? FailureDetail(message: "broken") : nil),
                             SampleRuns.result("S", "other", .layout, .passed, 0.1)],
                   startedAt: startedAt, duration: 1, buildFailure: build)
    }

    @Test func aStreakStartsAtTheFirstFailureAndEndsWithAPass() throws {
        let directory = try RepoPaths.temporaryDirectory("streak")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: RepoPaths.web)
        let store = RunHistory(file: directory.appendingPathComponent(RunHistory.fileName), limit: 20)
        let build = BuildFailure(summary: "error: broken build")
        let steps: [(TestStatus, Double, BuildFailure?, TestHistory)] = [
            (.passed, 1_800_000_000, nil, TestHistory(failingSince: nil, lastPassed: 1_800_000_000, duration: 0.1)),
            (.failed, 1_800_000_100, nil, TestHistory(failingSince: 1_800_000_100, lastPassed: 1_800_000_000, duration: 0.1)),
            (.interrupted, 1_800_000_150, nil, TestHistory(failingSince: 1_800_000_100, lastPassed: 1_800_000_000, duration: 0.1)),
            (.crashed, 1_800_000_200, nil, TestHistory(failingSince: 1_800_000_100, lastPassed: 1_800_000_000, duration: 0.1)),
            (.passed, 1_800_000_300, build, TestHistory(failingSince: 1_800_000_100, lastPassed: 1_800_000_000, duration: 0.1)),
            (.crashed, 1_800_000_300, nil, TestHistory(failingSince: 1_800_000_100, lastPassed: 1_800_000_000, duration: 0.1)),
            (.passed, 1_800_000_400, nil, TestHistory(failingSince: nil, lastPassed: 1_800_000_400, duration: 0.1)),
        ]
        for (status, start, failure, expected) in steps {
            _ = try writer.write(Self.summary(status, at: start, build: failure))
            #expect(store.load().tests["S/card"] == expected, "after the run at \(start)")
        }
        let runs = store.load().runs
        #expect(runs.map(\.startedAt) == [1_800_000_000, 1_800_000_100, 1_800_000_150, 1_800_000_200, 1_800_000_300, 1_800_000_400],
                "the same start written twice is one run")
        #expect(runs.map { $0.buildFailure != nil } == [false, false, false, false, false, false], "the rewrite replaced the build failure")
    }

    @Test func theIndexAndTheFailurePageSaySinceWhenAndWhenItLastPassed() throws {
        let directory = try RepoPaths.temporaryDirectory("streak-pages")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: RepoPaths.web)
        for (status, start) in [(TestStatus.passed, 1_800_000_000.0), (.failed, 1_800_000_100), (.failed, 1_800_000_200)] {
            _ = try writer.write(Self.summary(status, at: start))
        }
        let index = try String(contentsOf: directory.appendingPathComponent(ReportFileNames.index), encoding: .utf8)
        #expect(index.contains("<span>first failed 2027-01-15 08:01:40 UTC</span><span>last passed 2027-01-15 08:00:00 UTC</span>"))
        let page = try String(contentsOf: directory.appendingPathComponent(ReportFileNames.failurePage(for: "S/card")), encoding: .utf8)
        #expect(page.contains("First failed 2027-01-15 08:01:40 UTC · last passed 2027-01-15 08:00:00 UTC"))
        _ = try writer.write(Self.summary(.failed, at: 1_800_000_200, build: BuildFailure(summary: "error: x")))
        let recent = try String(contentsOf: directory.appendingPathComponent(ReportFileNames.index), encoding: .utf8)
        #expect(recent.contains("<tr class=buildFailed><td>2027-01-15 08:03:20<td>build failed: error: x<td"), "recorded as a build failure")
        #expect(recent.contains("<span>first failed 2027-01-15 08:01:40 UTC</span>"), "the failed build changed no streak")
    }

    @Test func aVersionOneHistoryFileStillDecodes() throws {
        let directory = try RepoPaths.temporaryDirectory("history-v1")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(RunHistory.fileName)
        try Data(#"[{"duration":1,"failed":0,"passed":3,"stale":false,"startedAt":1800000000}]"#.utf8).write(to: file)
        let history = RunHistory(file: file, limit: 20).load()
        #expect(history.runs.map(\.passed) == [3] && history.runs.first?.interrupted == 0 && history.tests.isEmpty)
        _ = try ReportWriter(directory: directory, webDirectory: RepoPaths.web).write(Self.summary(.failed, at: 1_800_000_100))
        let updated = RunHistory(file: file, limit: 20).load()
        #expect(updated.version == 2 && updated.runs.count == 2 && updated.tests["S/card"]?.failingSince == 1_800_000_100)
    }
}

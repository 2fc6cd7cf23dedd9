import Foundation
import TestReport

/// What `history.json` holds: the recent runs, newest last, and each test's failing streak.
public struct ReportHistory: Sendable, Codable, Equatable {
    /// 2 added `tests`; version 1 was a bare array of runs, which still decodes.
    public static let currentVersion = 2
    public var version: Int
    public var runs: [RunHistoryEntry]
    /// Keyed by test id.
    public var tests: [String: TestHistory]

    public init(runs: [RunHistoryEntry] = [], tests: [String: TestHistory] = [:]) {
        self.version = Self.currentVersion
        self.runs = runs
        self.tests = tests
    }

    /// Adds `summary`: a run with the same start replaces the last one (a pass written twice),
    /// and only the newest `limit` runs are kept. Test streaks follow the results, and tests no
    /// longer in the run are forgotten; a failed build's results are the last good ones, so
    /// they change no streak.
    mutating func record(_ summary: RunSummary, limit: Int) {
        if runs.last?.startedAt == summary.startedAt { runs.removeLast() }
        runs = Array((runs + [RunHistoryEntry(summary)]).suffix(limit))
        guard summary.buildFailure == nil else { return }
        var updated: [String: TestHistory] = [:]
        updated.reserveCapacity(summary.results.count)
        for result in summary.results {
            var test = tests[result.id] ?? TestHistory()
            test.record(result, at: summary.startedAt)
            updated[result.id] = test
        }
        tests = updated
    }
}

extension ReportHistory {
    /// The history in the bytes of a `history.json` of either version; anything else is an empty history.
    public static func decode(_ data: Data) -> ReportHistory {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        if let history = try? decoder.decode(ReportHistory.self, from: data) { return history }
        if let runs = try? decoder.decode([RunHistoryEntry].self, from: data) { return ReportHistory(runs: runs) }
        return ReportHistory()
    }
}

/// The history kept beside the report (`history.json`). A file that does not decode is started
/// afresh: history is a convenience, never a reason to lose a report.
public struct RunHistory: Sendable {
    public static let fileName = "history.json"
    public var file: URL
    /// How many recent runs to keep (0: no history at all, and no file).
    public var limit: Int

    public init(file: URL, limit: Int) {
        self.file = file
        self.limit = limit
    }

    public func load() -> ReportHistory {
        guard let data = FileManager.default.contents(atPath: file.path) else { return ReportHistory() }
        return ReportHistory.decode(data)
    }

    /// Adds `summary` (see `ReportHistory.record`) and writes the file atomically.
    /// The last known duration of every test the history has one for.
    public func durations() -> [String: Double] {
        load().tests.compactMapValues(\.duration)
    }

    public func record(_ summary: RunSummary) throws -> ReportHistory {
        guard limit > 0 else { return ReportHistory() }
        var history = load()
        history.record(summary, limit: limit)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // A clock that jumped can make a duration non-finite; it must not cost the report.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        try AtomicFile.write(try encoder.encode(history), to: file)
        return history
    }
}

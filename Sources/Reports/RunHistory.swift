import Foundation
import TestReport

/// One line of the report's "recent runs": when, how long, and what it added up to.
public struct RunHistoryEntry: Sendable, Codable, Equatable {
    public var startedAt: Double
    public var duration: Double
    public var passed: Int
    public var failed: Int
    public var stale: Bool

    public init(_ summary: RunSummary) {
        startedAt = summary.startedAt
        duration = summary.duration
        passed = summary.passed
        failed = summary.failed
        stale = summary.stale
    }
}

/// The recent runs kept beside the report (`history.json`, newest last). A file that does not
/// decode is started afresh: history is a convenience, never a reason to lose a report.
public struct RunHistory: Sendable {
    public static let fileName = "history.json"
    public var file: URL
    public var limit: Int

    public init(file: URL, limit: Int) {
        self.file = file
        self.limit = limit
    }

    public func load() -> [RunHistoryEntry] {
        guard let data = FileManager.default.contents(atPath: file.path),
              let entries = try? JSONDecoder().decode([RunHistoryEntry].self, from: data) else { return [] }
        return entries
    }

    /// Appends `summary`, keeps the newest `limit` entries, writes them atomically.
    public func record(_ summary: RunSummary) throws -> [RunHistoryEntry] {
        guard limit > 0 else { return [] }
        let entries = Array((load() + [RunHistoryEntry(summary)]).suffix(limit))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.write(try encoder.encode(entries), to: file)
        return entries
    }
}

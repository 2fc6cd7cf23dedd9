import Foundation
import TestReport

/// Reads Swift Testing's JSON-lines event stream (`--event-stream-output-path FILE
/// --event-stream-version 0`): the test records, then `testStarted`, `issueRecorded`,
/// `testSkipped` and `testEnded` events. Lines it does not know (other kinds, later versions'
/// fields, a line cut short by a crash) are passed over.
public struct SwiftTestingEventReader: Sendable {
    /// One test function as far as the stream tells it.
    public struct Record: Sendable, Equatable {
        /// `Suite/name()` as the model keys tests (`suite` is the module for a free function).
        public var id: String
        /// `Module.Suite/name()`: the stream's id without its `/File.swift:line:column` tail,
        /// what `swift test list` prints and `--filter` matches.
        public var qualifiedName: String
        public var suite: String
        public var name: String
        public var started: Double?
        public var ended: Double?
        public var skipped: String??
        public var issues: [UnitIssue] = []
        /// The lines the console printed when it started and ended (`Test shouts() started.`),
        /// which place the test's own output between them.
        public var startLine: String?
        public var endLine: String?
    }

    public private(set) var records: [String: Record] = [:]
    /// Stream ids (with their tails) of test functions, in the order their records came.
    private var order: [String] = []

    public init() {}

    public mutating func read(_ text: String) {
        for line in text.split(separator: "\n") { read(line: Data(line.utf8)) }
    }

    mutating func read(line: Data) {
        guard let event = try? JSONDecoder().decode(Line.self, from: line), event.version == 0 else { return }
        let payload = event.payload
        if event.kind == "test" {
            guard payload.kind == "function", let id = payload.id, let name = payload.name else { return }
            let plain = Self.plainID(id)
            // `Module.Suite/name()` or `Module.name()`: what comes before the name is the suite.
            let suite = String(plain.dropLast(name.count + 1))
            if records[id] == nil { order.append(id) }
            records[id] = Record(id: suite + "/" + name, qualifiedName: plain, suite: suite, name: name)
            return
        }
        guard event.kind == "event", let id = payload.testID, records[id] != nil else { return }
        let time = payload.instant?.since1970
        switch payload.kind {
        case "testStarted":
            records[id]?.started = time
            records[id]?.startLine = payload.messages?.first?.text
        case "testEnded":
            records[id]?.ended = time
            records[id]?.endLine = payload.messages?.first?.text
        case "testSkipped": records[id]?.skipped = .some(payload._comments?.first)
        case "issueRecorded":
            guard let issue = payload.issue, issue.isKnown != true else { return }
            // The headline (`Expectation failed: …`, `Issue recorded`), then each comment whole.
            let messages = payload.messages ?? []
            let headline = messages.first { $0.symbol == "fail" || $0.symbol == "warning" } ?? messages.first
            let details = messages.filter { $0.symbol == "details" }.map(\.text)
            let message = ([headline?.text ?? "issue recorded"] + details).joined(separator: "\n")
            let place = issue.sourceLocation.map { UnitIssue.Place(file: $0._filePath ?? $0.fileID ?? "", line: $0.line, column: $0.column) }
            records[id]?.issues.append(UnitIssue(message: message, place: place))
        default: return
        }
    }

    /// `Module.Suite/name()/File.swift:5:6` → `Module.Suite/name()`.
    static func plainID(_ id: String) -> String { HostedResult.host(swiftTestingID: id) }

    /// Every test function the stream recorded, in its order, with what happened to it.
    public var tests: [Record] { order.compactMap { records[$0] } }

    private struct Line: Decodable {
        var version: Int
        var kind: String
        var payload: Payload
    }

    private struct Payload: Decodable {
        struct Instant: Decodable { var since1970: Double }
        struct Message: Decodable { var symbol: String?; var text: String }
        struct Location: Decodable { var _filePath: String?; var fileID: String?; var line: Int; var column: Int }
        struct Issue: Decodable { var isKnown: Bool?; var sourceLocation: Location? }
        var kind: String?
        var id: String?
        var name: String?
        var testID: String?
        var instant: Instant?
        var messages: [Message]?
        var issue: Issue?
        var _comments: [String]?
    }
}

import Foundation
import TestReport

/// A `KEY=value` entry of a child's environment. Everything the child starts inherits it, even
/// in another process group or session, or orphaned, so `ProcessSweeper` finds them all by it.
public struct ProcessMark: Sendable, Hashable, CustomStringConvertible {
    public let key: String
    public let value: String

    public var description: String { "\(key)=\(value)" }

    /// This process's session: carried by every test it starts, new at every start.
    public static let thisSession = session(UUID().uuidString)

    public static func session(_ id: String) -> ProcessMark { ProcessMark(key: "LAYOUTWATCH_SESSION", value: id) }

    /// A mark of one test's launch alone.
    public static func newRun() -> ProcessMark { ProcessMark(key: "LAYOUTWATCH_RUN", value: UUID().uuidString) }

    public static func project(_ id: String) -> ProcessMark { ProcessMark(key: "LAYOUTWATCH_PROJECT", value: id) }

    /// The mark of the project whose state lives in `stateDirectory`: the same at every launch
    /// and every start, since SwiftPM evaluates every manifest again when its environment changes.
    public static func project(stateDirectory: URL) -> ProcessMark {
        project(String(FNV1a.hash(stateDirectory.standardizedFileURL.path.utf8), radix: 16))
    }
}

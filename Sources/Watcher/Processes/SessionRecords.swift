import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which daemons have run here, kept in the state directory (`sessions/<id>`: the daemon's pid
/// and start time): when a daemon and its sentinel were both killed (`kill -9`), nothing swept
/// the processes of its session, and the next `run` or `watch` does, before it starts any.
public struct SessionRecords: Sendable {
    public let directory: URL

    public init(stateDirectory: URL) {
        directory = stateDirectory.appendingPathComponent("sessions", isDirectory: true)
    }

    /// Records this process's session, and ends every process of a recorded session whose
    /// daemon is gone (`ProcessSweeper`); returns how many it ended.
    @discardableResult
    public func start(session: String = ProcessSweeper.session) -> Int {
        var ended = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name != session {
            let file = directory.appendingPathComponent(name)
            let words = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: " ")
            if words.count == 2, let pid = pid_t(words[0]), let started = UInt64(words[1]),
               Self.startTime(of: pid) == started { continue }  // its daemon still runs
            ended += ProcessSweeper.sweep(ProcessSweeper.sessionKey, name)
            try? FileManager.default.removeItem(at: file)
        }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let own = getpid()
        try? Data("\(own) \(Self.startTime(of: own) ?? 0)".utf8).write(to: directory.appendingPathComponent(session))
        return ended
    }

    /// Forgets this process's session (a daemon that ends cleanly swept its own processes).
    public func finish(session: String = ProcessSweeper.session) {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(session))
    }

    /// The process's start time in clock ticks since boot (`/proc/PID/stat`, field 22): a pid
    /// reused by another process has another.
    static func startTime(of pid: pid_t) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let close = data.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = data[(close + 2)...].split(separator: UInt8(ascii: " "))
        // Field 3 (the state) is the first after the name; the start time is field 22.
        guard fields.count > 19 else { return nil }
        return UInt64(String(decoding: fields[19], as: UTF8.self))
    }
}

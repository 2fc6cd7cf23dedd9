import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which daemons have run here, kept in the state directory: `sessions/<id>` holds the
/// daemon's pid and start time, then those of its descendants as last recorded. When a daemon
/// and its sentinel were both killed (`kill -9`), nothing ended the processes of its session;
/// the next `run` or `watch` ends them before it starts any: the recorded descendants still
/// running under the same start time (an `env -i` grandchild carries no mark), those that carry
/// the session's mark, and those that carry the project's (its builds: a build another `run` of
/// the project has under way then too is ended with them).
public struct SessionRecords: Sendable {
    public let directory: URL
    public let project: ProcessMark

    public init(stateDirectory: URL) {
        directory = stateDirectory.appendingPathComponent("sessions", isDirectory: true)
        project = .project(stateDirectory: stateDirectory)
    }

    /// Records this process's session, and ends every process of a recorded session whose
    /// daemon is gone; returns how many it ended.
    @discardableResult
    public func start(session: String = ProcessMark.thisSession.value) -> Int {
        var ended = 0, foundDead = false
        for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] where name != session {
            let file = directory.appendingPathComponent(name)
            let recorded = Self.entries(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
            if let daemon = recorded.first, ProcessTable.entry(daemon.pid)?.startTime == daemon.startTime { continue }
            for process in recorded.dropFirst() where ProcessTable.entry(process.pid)?.startTime == process.startTime {
                if kill(process.pid, SIGKILL) == 0 { ended += 1 }
            }
            ended += ProcessSweeper.sweep(.session(name))
            try? FileManager.default.removeItem(at: file)
            foundDead = true
        }
        if foundDead { ended += ProcessSweeper.sweep(project) }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        record(session: session)
        return ended
    }

    /// Writes this daemon's line and its descendants' now (atomically: a reader sees the old
    /// record or the new).
    public func record(session: String = ProcessMark.thisSession.value) {
        let own = getpid()
        let table = ProcessTable.now()
        let lines = ([table.entries.first { $0.pid == own } ?? ProcessTable.entry(own)].compactMap { $0 } + table.descendants(of: own))
            .map { "\($0.pid) \($0.startTime)\n" }.joined()
        try? Data(lines.utf8).write(to: directory.appendingPathComponent(session), options: .atomic)
    }

    /// Records the descendants every `interval` until cancelled, so a kill at any moment leaves
    /// a record at most that old.
    public func keepRecording(every interval: Duration = .milliseconds(500),
                              session: String = ProcessMark.thisSession.value) -> Task<Void, Never> {
        Task.detached {
            while !Task.isCancelled {
                record(session: session)
                try? await Task.sleep(for: interval)
            }
        }
    }

    /// Forgets this process's session (a daemon that ends cleanly swept its own processes).
    public func finish(session: String = ProcessMark.thisSession.value) {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(session))
    }

    /// `pid start-time` lines: the daemon first, then its descendants.
    static func entries(in text: String) -> [ProcessTable.Entry] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count == 2, let pid = pid_t(words[0]), let started = UInt64(words[1]) else { return nil }
            return ProcessTable.Entry(pid: pid, parent: 0, startTime: started)
        }
    }
}

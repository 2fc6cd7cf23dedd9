import Foundation
import Watcher
#if canImport(Glibc)
import Glibc
#endif

/// What `run` and `watch` set up before they start any child, so that none outlives them: the
/// session record (and the sweep of dead sessions' leftovers), the sentinel, the subreaper, and
/// the cleanup of report writes killed mid-way. `end()` undoes the record.
struct DaemonGuard {
    let sentinel: pid_t
    private let sessions: SessionRecords
    private let recording: Task<Void, Never>

    init(_ session: Session) {
        sessions = SessionRecords(stateDirectory: session.config.resolve(session.config.run.stateDirectory))
        sessions.start()
        recording = sessions.keepRecording()
        sentinel = Sentinel.start()
        OrphanReaper.adopt()
        session.reportWriter.removeAbandonedFiles()
    }

    /// Ends what the tests left behind; call it when no test runs.
    func reapOrphans() { OrphanReaper.reap(keeping: [sentinel]) }

    func end() {
        recording.cancel()
        sessions.finish()
    }
}

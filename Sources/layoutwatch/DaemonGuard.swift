import Foundation
import Watcher
#if canImport(Glibc)
import Glibc
#endif

/// What `run` and `watch` set up before they start any child, so that none outlives them: the
/// session record (and the sweep of dead sessions' leftovers), the sentinel, the subreaper, and
/// the cleanup of report writes killed mid-way. `end()` ends what is left and undoes the record.
struct DaemonGuard {
    private let sentinel: Sentinel
    private let sessions: SessionRecords
    private let recording: Task<Void, Never>

    init(_ session: Session) {
        sessions = SessionRecords(stateDirectory: session.stateDirectory)
        // The sentinel first, so that the first record holds it: a next start that finds this
        // session dead ends it before sweeping the project's mark, and it cannot sweep after.
        sentinel = Sentinel.start(project: session.launcher.project)
        sessions.start()
        recording = sessions.keepRecording()
        OrphanReaper.adopt()
        session.reportWriter.removeAbandonedFiles()
    }

    /// Ends what the tests and builds left behind; call it when none runs.
    func reapOrphans() { OrphanReaper.reap(keeping: [sentinel.pid]) }

    /// Call it when no build or test runs any more.
    func end() {
        recording.cancel()
        reapOrphans()
        sessions.finish()
        sentinel.endedCleanly()
    }
}

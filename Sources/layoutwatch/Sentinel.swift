import ArgumentParser
import Foundation
import Watcher
#if canImport(Glibc)
import Glibc
#endif

/// `layoutwatch sentinel --session ID` (hidden): started by `run` and `watch` with a pipe on its
/// stdin whose other end only the daemon holds. When the daemon ends, however it ends (even
/// `kill -9`), the pipe closes and the sentinel ends every process of the daemon's session:
/// builds, tests and whatever they started.
struct SentinelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sentinel", shouldDisplay: false)

    @Option var session: String

    func run() throws {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(STDIN_FILENO, &buffer, buffer.count) != 0 {
            if errno != EINTR && errno != 0 { break }
        }
        ProcessSweeper.sweep(ProcessSweeper.sessionKey, session)
    }
}

/// Starts the sentinel for this process's session. The pipe's write end is close-on-exec, so no
/// child inherits it and only this process's exit closes it.
enum Sentinel {
    /// Returns the sentinel's pid (0 when it could not start): the one child of the daemon
    /// that is no orphan (see `OrphanReaper`).
    @discardableResult
    static func start() -> pid_t {
        var ends: [Int32] = [0, 0]
        // Called at start, before any other thread spawns a child, so no fork can slip in
        // between creating the pipe and marking it close-on-exec.
        guard pipe(&ends) == 0 else { return 0 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        // A group of its own: Ctrl-C in the terminal reaches the daemon, which cleans up itself;
        // the sentinel stays to sweep whatever a harder stop left behind.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = ["layoutwatch", "sentinel", "--session", ProcessSweeper.session]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        if posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, &argv, environ) != 0 {
            close(ends[1])
        }
        return pid
        // ends[1] stays open for the life of this process on purpose.
    }
}

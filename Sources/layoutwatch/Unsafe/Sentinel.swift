import ArgumentParser
import Foundation
import Watcher
#if canImport(Glibc)
import Glibc
#endif

/// `layoutwatch sentinel --session ID --project ID` (hidden): started by `run` and `watch` with
/// a pipe on its stdin whose other end only the daemon holds. When the daemon ends, however it
/// ends (even `kill -9`), the pipe closes and the sentinel ends every process of the daemon's
/// session: tests and whatever they started. It ends those that carry the project's mark too
/// (builds and what they started) unless the daemon wrote on the pipe that it ended its own:
/// then any left are another `run`'s of the same project.
struct SentinelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sentinel", shouldDisplay: false)

    @Option var session: String
    @Option var project: String

    func run() throws {
        var buffer = [UInt8](repeating: 0, count: 64)
        var clean = false
        while true {
            // Safe: `read` writes at most `buffer.count` bytes into the array's own storage,
            // passed for the call only.
            let count = unsafe read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 { clean = clean || buffer.prefix(count).contains(Sentinel.cleanEnd) }
            if count == 0 || (count < 0 && errno != EINTR) { break }
        }
        ProcessSweeper.sweep(.session(session))
        if !clean { ProcessSweeper.sweep(.project(project)) }
    }
}

/// The sentinel of this process's session. The pipe's write end is close-on-exec, so no child
/// inherits it and only this process's exit closes it.
struct Sentinel {
    /// The sentinel's pid (0 when it could not start): the one child of the daemon that is no
    /// orphan (see `OrphanReaper`).
    let pid: pid_t
    private let writeEnd: Int32

    /// The byte that tells the sentinel the daemon ended its own processes.
    static let cleanEnd = UInt8(ascii: "E")

    /// Tells the sentinel that no build or test of this process runs any more, so that at the
    /// end it leaves the project's mark alone.
    func endedCleanly() {
        let byte = [Self.cleanEnd]
        // Safe: `write` reads one byte from the array's own storage, passed for the call only.
        if writeEnd >= 0 { _ = unsafe write(writeEnd, byte, 1) }
    }

    /// Starts the sentinel for this process's session and `project`.
    static func start(project: ProcessMark) -> Sentinel {
        var ends: [Int32] = [0, 0]
        // Called at start, before any other thread spawns a child, so no fork can slip in
        // between creating the pipe and marking it close-on-exec.
        // Safe: `pipe` writes two descriptors into the two-element array, passed for the call.
        guard unsafe pipe(&ends) == 0 else { return Sentinel(pid: 0, writeEnd: -1) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        // Safe: the spawn calls below: `actions` and `attributes` are locals, initialised here and
        // destroyed when the function returns, passed by address for each call only.
        var actions = unsafe posix_spawn_file_actions_t()
        var attributes = unsafe posix_spawnattr_t()
        unsafe posix_spawn_file_actions_init(&actions)
        unsafe posix_spawnattr_init(&attributes)
        defer {
            unsafe posix_spawn_file_actions_destroy(&actions)
            unsafe posix_spawnattr_destroy(&attributes)
        }
        unsafe posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        // A group of its own: Ctrl-C in the terminal reaches the daemon, which cleans up itself;
        // the sentinel stays to sweep whatever a harder stop left behind.
        // Safe: as above.
        unsafe posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        unsafe posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = ["layoutwatch", "sentinel", "--session", ProcessMark.thisSession.value, "--project", project.value]
        // Safe: each argument is a `strdup` copy owned here, freed once when the function
        // returns, after `posix_spawn` (which copies argv into the child) has returned; the
        // array ends with the nil `posix_spawn` needs.
        var argv: [UnsafeMutablePointer<CChar>?] = unsafe arguments.map { unsafe strdup($0) } + [nil]
        defer { for unsafe pointer in unsafe argv { unsafe free(pointer) } }
        var pid: pid_t = 0
        // Safe: every pointer passed is valid for the call (above); `environ` is the process's
        // own environment, read during the call.
        if unsafe posix_spawn(&pid, "/proc/self/exe", &actions, &attributes, &argv, environ) != 0 {
            close(ends[1])
            return Sentinel(pid: 0, writeEnd: -1)
        }
        return Sentinel(pid: pid, writeEnd: ends[1])
        // ends[1] stays open for the life of this process on purpose.
    }
}

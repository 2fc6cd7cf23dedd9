import CProcessShims
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium in a process group of its own, spoken to over
/// `--remote-debugging-pipe`: NUL-separated JSON on its descriptors 3 (it reads) and 4 (it
/// writes). The group is killed and the profile directory removed on `close`, on deinit, at
/// `exit()` and on SIGINT/SIGTERM/SIGHUP/SIGQUIT (`layoutwatch_track_group`); if this process
/// dies without any of those, the browser reads the end of its pipe and quits by itself.
public final class ChromiumProcess: CDPTransport {
    /// The group's id (the browser's pid).
    public let pid: pid_t
    /// The temporary `--user-data-dir`.
    public let profile: String
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private let logPath: String
    private let state = Mutex(State())

    private struct State {
        var buffer: [UInt8] = []
        var closed = false
    }

    /// Starts the browser; throws `BrowserError.browserMissing` when there is none at the path.
    // Safe: the pipe and log descriptors are this process's own until handed to the child or closed
    // here once; the C strings passed to the spawn live for the call (`withCStrings`), and errno is
    // read right after the failing call.
    public init(_ launch: ChromiumLaunch) throws {
        guard FileManager.default.isExecutableFile(atPath: launch.executable) else {
            throw BrowserError.browserMissing(path: launch.executable)
        }
        Self.removeStaleProfiles()
        let base = Self.folder() + "/\(Self.prefix)\(getpid())-\(UUID().uuidString.prefix(8))"
        profile = base + "/profile"
        logPath = base + "/stderr.log"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        var down: [Int32] = [0, 0], up: [Int32] = [0, 0]
        guard unsafe pipe(&down) == 0, unsafe pipe(&up) == 0 else {
            throw BrowserError.browserFailed(unsafe "could not be started (no pipes: \(String(cString: strerror(errno))))", log: "")
        }
        for fd in down + up { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }  // only the child's copies stay open in it
        let log = unsafe open(logPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let arguments = launch.arguments(profile: profile, isRoot: getuid() == 0)
        // The browser's own temporary files (its singleton socket) go in the folder removed at close.
        var variables = ProcessInfo.processInfo.environment
        variables["TMPDIR"] = base
        let environment = variables.map { "\($0.key)=\($0.value)" }
        let child = unsafe Self.withCStrings(arguments) { argv in
            unsafe Self.withCStrings(environment) { envp in
                unsafe layoutwatch_spawn_with_pipes(launch.executable, argv, envp, down[0], up[1], log < 0 ? 2 : log)
            }
        }
        Glibc.close(down[0])
        Glibc.close(up[1])
        if log >= 0 { Glibc.close(log) }
        guard child > 0 else {
            Glibc.close(down[1])
            Glibc.close(up[0])
            try? FileManager.default.removeItem(atPath: base)
            throw BrowserError.browserFailed(unsafe "could not be started (\(String(cString: strerror(errno))))", log: "")
        }
        pid = child
        _ = layoutwatch_track_group(child)
        toBrowser = down[1]
        fromBrowser = up[0]
        signal(SIGPIPE, SIG_IGN)  // a browser that died shows as EPIPE on write, not as our end
    }

    deinit { close() }

    /// Writes the message and its NUL to the browser's descriptor 3.
    // Safe: `write` reads `count - offset` bytes from inside the borrowed buffer, whose base and
    // count it is given.
    public func send(_ message: [UInt8]) throws {
        var bytes = message
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = unsafe bytes.withUnsafeBytes { unsafe write(toBrowser, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw BrowserError.browserFailed("closed its pipe (it has ended)", log: lastWords()) }
            offset += written
        }
    }

    /// Reads the browser's descriptor 4 up to the next NUL, polling until `deadline`.
    // Safe: `poll` gets one `pollfd` it may write; `read` writes at most the chunk's count into the
    // borrowed buffer.
    public func receive(until deadline: ContinuousClock.Instant, waitingFor method: String) throws -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let message = state.withLock({ state -> [UInt8]? in
                guard let end = state.buffer.firstIndex(of: 0) else { return nil }
                defer { state.buffer.removeSubrange(...end) }
                return Array(state.buffer[..<end])
            }) { return message }
            let left = deadline - .now
            guard left > .zero else { return nil }
            var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let ready = unsafe poll(&poller, 1, Int32(min(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1, 60_000)))
            if ready == 0 { continue }
            if ready < 0 { if errno == EINTR { continue } else { break } }
            let count = unsafe chunk.withUnsafeMutableBytes { unsafe read(fromBrowser, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            state.withLock { $0.buffer.append(contentsOf: chunk[..<count]) }
        }
        throw BrowserError.browserFailed("ended while we waited for \(method)", log: lastWords())
    }

    /// Kills the group, reaps the browser and removes the profile; safe to call again.
    // Safe: runs once (`closed` under the lock); `waitpid` writes one status into a local.
    public func close() {
        let first = state.withLock { state in
            defer { state.closed = true }
            return !state.closed
        }
        guard first else { return }
        Glibc.close(toBrowser)
        Glibc.close(fromBrowser)
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while unsafe waitpid(pid, &status, 0) < 0, errno == EINTR {}
        layoutwatch_untrack_group(pid)
        try? FileManager.default.removeItem(atPath: (profile as NSString).deletingLastPathComponent)
    }

    /// The end of what the browser wrote on stderr, for error messages.
    func lastWords() -> String {
        guard let data = FileManager.default.contents(atPath: logPath) else { return "" }
        return String(decoding: data.suffix(2000), as: UTF8.self)
            .split(separator: "\n").filter { !$0.contains("unexpected operator") }.joined(separator: "\n")
    }

    static let prefix = "layoutwatch-chromium-"

    /// Where the browser's folder goes: the temporary directory, or `/tmp` when that is so deep
    /// that the browser's singleton socket (`TMPDIR/org.chromium.Chromium.XXXXXX/SingletonSocket`
    /// in the folder) would pass the 107 bytes a socket path may have.
    static func folder() -> String {
        let temporary = FileManager.default.temporaryDirectory.path
        return temporary.utf8.count + prefix.utf8.count + 16 + 46 <= 107 ? temporary : "/tmp"
    }

    /// Profiles left by a process that a signal or a crash ended before it could clean up. Each is
    /// first renamed to a name of this process's own, so that of several commands starting at once
    /// exactly one removes it (two removing one tree make each other fail half-way); a name so
    /// taken over is stale again if this process dies while removing it.
    static func removeStaleProfiles() {
        for temporary in Set([FileManager.default.temporaryDirectory.path, folder()]) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary) else { continue }
            for name in names where name.hasPrefix(prefix) {
                let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { pid_t($0) }
                guard let owner, owner != getpid(), kill(owner, 0) != 0, errno == ESRCH else { continue }
                let claimed = temporary + "/\(prefix)\(getpid())-stale-\(UUID().uuidString.prefix(8))"
                guard (try? FileManager.default.moveItem(atPath: temporary + "/" + name, toPath: claimed)) != nil else { continue }
                try? FileManager.default.removeItem(atPath: claimed)
            }
        }
    }

    // Safe: each `strdup` copy is freed once, after `body`, which uses the array only during the
    // call; the array ends with the NULL the exec family needs.
    private static func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R) -> R {
        let pointers = unsafe (strings.map { unsafe strdup($0) } + [nil])
        defer { unsafe pointers.forEach { unsafe free($0) } }
        return unsafe pointers.withUnsafeBufferPointer { unsafe body($0.baseAddress!) }
    }
}

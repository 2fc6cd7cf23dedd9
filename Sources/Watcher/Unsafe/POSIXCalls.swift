import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The POSIX calls the watcher makes that take pointers, over Swift values: paths as strings,
/// results as values. Each wrapper passes the pointers for the call only.
enum POSIXCalls {
    /// `open(2)`: a descriptor the caller owns, or -1 (see `lastError`).
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        // Safe: the path is bridged to a C string that outlives the call.
        unsafe Glibc.open(path, flags, mode)
    }

    /// `unlink(2)`; a missing file is no error to the callers.
    static func unlink(_ path: String) {
        // Safe: as in `open`.
        _ = unsafe Glibc.unlink(path)
    }

    /// `access(2)` with `X_OK`: the file exists and this process may execute it.
    static func isExecutable(_ path: String) -> Bool {
        // Safe: as in `open`.
        unsafe access(path, X_OK) == 0
    }

    /// `fnmatch(3)`: `string` matches the shell pattern `glob`.
    @inline(__always)
    static func matches(_ glob: String, _ string: String, _ flags: Int32) -> Bool {
        // Safe: both strings are bridged to C strings that outlive the call.
        unsafe fnmatch(glob, string, flags) == 0
    }

    /// `stat(2)` (or `lstat(2)`, which does not follow a last symbolic link); nil on failure.
    static func status(_ path: String, followingLinks: Bool = true) -> stat? {
        var info = stat()
        // Safe: as in `open`; `info` is a local the call fills.
        let result = followingLinks ? unsafe stat(path, &info) : unsafe lstat(path, &info)
        return result == 0 ? info : nil
    }

    /// Everything left to read from `descriptor`, until end of file or an error.
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            // Safe: `read` writes at most `buffer.count` bytes into the array's own storage.
            let count = unsafe Glibc.read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// `pread(2)`: at most `count` bytes from `offset`; none on failure.
    static func read(_ descriptor: Int32, upTo count: Int, at offset: off_t) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        // Safe: `pread` writes at most `count` (the array's size) bytes into its storage.
        let got = unsafe pread(descriptor, &buffer, count, offset)
        return got > 0 ? Array(buffer[0..<got]) : []
    }

    /// `pwrite(2)` of `bytes` at `offset`, once (a short write is not retried).
    static func write(_ bytes: [UInt8], to descriptor: Int32, at offset: off_t) {
        // Safe: `pwrite` reads `bytes.count` bytes of the array's storage, passed for the call.
        _ = unsafe pwrite(descriptor, bytes, bytes.count, offset)
    }

    /// Waits for the child `pid` to end (reaping it); its wait status.
    @discardableResult
    static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        // Safe: `status` is a local the call writes once.
        _ = unsafe waitpid(pid, &status, 0)
        return status
    }

    /// The system's message for the last error (`errno`).
    static func lastError() -> String {
        // Safe: `strerror` returns a NUL-terminated message in static storage, copied at once.
        unsafe String(cString: strerror(errno))
    }
}

/// CPU time of the calling thread in seconds; unaffected by load on the other core.
public func threadCPUSeconds() -> Double {
    var spec = timespec()
    // Safe: `spec` is a local the call fills.
    unsafe clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

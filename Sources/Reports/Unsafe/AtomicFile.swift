import Foundation

/// Writes a file so that a reader sees the old content or the new, never a part: the bytes go
/// to a temporary name in the same directory (same file system), then `rename(2)` moves them
/// into place. Missing parent directories are created. No `fsync`: reports are rewritten on
/// the next run, so the write needs to be whole, not durable. The POSIX calls take the paths
/// and bytes as C pointers; the API takes none.
public enum AtomicFile {
    /// Removes the temporary files in `directory` that a writer left when it was killed
    /// mid-write (`.NAME.PID.N.tmp` whose process is gone); those of a live writer stay.
    public static func removeAbandoned(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
            let parts = name.split(separator: ".")
            guard parts.count >= 4, let pid = pid_t(parts[parts.count - 3]), pid > 0 else { continue }
            // Safe: the path is bridged to a C string that outlives the call.
            if kill(pid, 0) == -1 && errno == ESRCH { unsafe unlink(directory.appendingPathComponent(name).path) }
        }
    }

    public static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportError.cannotWrite(path: url.path, reason: "cannot create its directory (\(error.localizedDescription))")
        }
        let temporary = directory.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
        // Safe: the path is bridged to a C string that outlives the call (as in every path
        // call below); the descriptor is this function's own and closed before it returns.
        let descriptor = unsafe open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw ReportError.cannotWrite(path: url.path, reason: "cannot create \(temporary): \(lastError())")
        }
        // Safe: `write` reads `buffer.count - offset` bytes from `offset`, within the buffer
        // `withUnsafeBytes` keeps valid for the closure (`offset < buffer.count`, and it grows by
        // at most what is left); no pointer escapes the closure.
        let written = unsafe data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = unsafe Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let writeError = written ? nil : lastError()
        close(descriptor)
        if let writeError {
            unsafe unlink(temporary)  // Safe: as for `open`.
            throw ReportError.cannotWrite(path: url.path, reason: "writing \(temporary) failed: \(writeError)")
        }
        // Safe: as for `open`.
        guard unsafe rename(temporary, url.path) == 0 else {
            let reason = lastError()
            unsafe unlink(temporary)  // Safe: as for `open`.
            throw ReportError.cannotWrite(path: url.path, reason: "renaming \(temporary) into place failed: \(reason)")
        }
    }

    // Safe: `strerror` returns a NUL-terminated message in static storage, copied at once.
    private static func lastError() -> String { unsafe String(cString: strerror(errno)) }
}

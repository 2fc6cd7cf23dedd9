import Foundation

/// Writes a file so that a reader sees the old content or the new, never a part: the bytes go
/// to a temporary name in the same directory (same file system), then `rename(2)` moves them
/// into place. Missing parent directories are created.
public enum AtomicFile {
    public static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw ReportError.cannotWrite(path: url.path, reason: "cannot create its directory: \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw ReportError.cannotWrite(path: url.path, reason: "cannot create the temporary file \(temporary.path)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw ReportError.cannotWrite(path: url.path, reason: "rename from \(temporary.lastPathComponent) failed: \(reason)")
        }
    }
}

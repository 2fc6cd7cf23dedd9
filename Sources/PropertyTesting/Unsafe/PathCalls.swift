import Foundation

/// The POSIX calls on paths the example database makes, over Swift strings.
enum PathCalls {
    /// Renames `source` to `destination` atomically, replacing it; nil when it worked, else
    /// the system's message for the failure.
    static func rename(_ source: String, to destination: String) -> String? {
        // Safe: each String argument is bridged to a NUL-terminated C string that lives until
        // the call returns, and `rename` reads it only during the call.
        guard unsafe Foundation.rename(source, destination) != 0 else { return nil }
        // Safe: `strerror` returns a NUL-terminated message in static storage that
        // `String(cString:)` copies at once.
        return unsafe String(cString: strerror(errno))
    }

    /// Removes the file at `path`, if there is one.
    static func unlink(_ path: String) {
        // Safe: as in `rename`, the bridged C string outlives the call.
        _ = unsafe Foundation.unlink(path)
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Questions about files and times whose Foundation or C answers take pointers.
enum FileChecks {
    /// Something other than a directory (following symbolic links) is at `path`.
    static func isFile(atPath path: String) -> Bool {
        var isDirectory: ObjCBool = false
        // Safe: `isDirectory` is a local the call writes once.
        return unsafe FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The UTC calendar fields of `secondsSinceEpoch` (rounded down): year, month 1–12, day,
    /// hour, minute, second; all zero (year 1900, month 1) when `gmtime_r` cannot convert it.
    static func utcFields(_ secondsSinceEpoch: Double) -> [Int32] {
        var time = time_t(secondsSinceEpoch.rounded(.down))
        // Safe: `time` and `parts` are locals the call reads and fills; `tm_zone`, the one
        // pointer in `tm`, is never read.
        var parts = unsafe tm()
        unsafe gmtime_r(&time, &parts)
        return unsafe [parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday, parts.tm_hour, parts.tm_min, parts.tm_sec]
    }
}

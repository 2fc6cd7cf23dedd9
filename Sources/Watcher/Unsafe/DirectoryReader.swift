import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The entries of a directory as `readdir(3)` gives them, names as Swift strings.
enum DirectoryReader {
    /// What `d_type` says an entry is (`unknown` when the file system does not say).
    enum Kind {
        case directory, regularFile, other, unknown
    }

    /// Calls `body` with each entry's name (`.` and `..` included) and kind; false when the
    /// directory cannot be opened.
    static func forEachEntry(in directory: String, _ body: (_ name: String, _ kind: Kind) -> Void) -> Bool {
        // Safe: the path is bridged to a C string that outlives the call; the handle is this
        // function's own and closed when it returns.
        guard let handle = unsafe opendir(directory) else { return false }
        defer { unsafe closedir(handle) }
        // Safe: each entry `readdir` returns is valid until the next `readdir` or `closedir` on
        // the handle, and both its fields are copied out (the name into a String) before either.
        // `d_name` is a NUL-terminated array of 256 chars inside the entry.
        while let entry = unsafe readdir(handle) {
            let name = unsafe withUnsafePointer(to: &entry.pointee.d_name) {
                unsafe $0.withMemoryRebound(to: CChar.self, capacity: 256) { unsafe String(cString: $0) }
            }
            let kind: Kind = switch unsafe entry.pointee.d_type {
            case UInt8(DT_DIR): .directory
            case UInt8(DT_REG): .regularFile
            case UInt8(DT_UNKNOWN): .unknown
            default: .other
            }
            body(name, kind)
        }
        return true
    }
}

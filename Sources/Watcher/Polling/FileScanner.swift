import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a poll sees of one file: enough to notice a change without reading it.
public struct FileStamp: Sendable, Hashable {
    public var size: Int64
    public var modified: Int64
    public var inode: UInt64
    public init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }
}

/// The file system as the watcher sees it; tests inject an in-memory one.
public protocol FileScanner: Sendable {
    /// Every regular file under `root` (absolute paths), skipping entries named in `ignore` and
    /// the directories listed in `excluded`.
    func scan(root: String, ignore: Set<String>, excluded: [String]) -> [String: FileStamp]
    func contents(of path: String) -> Data?
}

/// readdir + fstatat, relative to each directory's descriptor: ~15 ms per 10,000 files here,
/// where FileManager's enumerators cost 300–600 ms.
public struct POSIXFileScanner: FileScanner {
    public init() {}

    public func scan(root: String, ignore: Set<String>, excluded: [String]) -> [String: FileStamp] {
        var found: [String: FileStamp] = [:]
        found.reserveCapacity(1024)
        walk(root, ignore: ignore, excluded: excluded, into: &found)
        return found
    }

    private func walk(_ directory: String, ignore: Set<String>, excluded: [String], into found: inout [String: FileStamp]) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var info = stat()
        while let entry = readdir(handle) {
            // d_name is a NUL-terminated C string inside the dirent; read it in place.
            let skip = withUnsafePointer(to: &entry.pointee.d_name) { raw -> Bool in
                raw.withMemoryRebound(to: CChar.self, capacity: 256) { name in
                    name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
                        || fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) != 0
                }
            }
            if skip { continue }
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFDIR || kind == S_IFREG else { continue }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if ignore.contains(name) { continue }
            let path = prefix + name
            if kind == S_IFDIR {
                if excluded.contains(where: { path == $0 }) { continue }
                walk(path, ignore: ignore, excluded: excluded, into: &found)
            } else {
                let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                found[path] = FileStamp(size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino))
            }
        }
    }

    public func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }
}

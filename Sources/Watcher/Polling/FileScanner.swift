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
    /// Every regular file under `root` (absolute paths), skipping directories named in `ignore`
    /// and any path under `excluded`.
    func scan(root: String, ignore: Set<String>, excluded: [String]) -> [String: FileStamp]
    func contents(of path: String) -> Data?
}

/// readdir + fstatat, relative to each directory's descriptor: ~15 ms per 10,000 files here,
/// where FileManager's enumerators cost 300–600 ms.
public struct POSIXFileScanner: FileScanner {
    public init() {}

    public func scan(root: String, ignore: Set<String>, excluded: [String]) -> [String: FileStamp] {
        var found: [String: FileStamp] = [:]
        walk(root, ignore: ignore, excluded: excluded, into: &found)
        return found
    }

    private func walk(_ directory: String, ignore: Set<String>, excluded: [String], into found: inout [String: FileStamp]) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." || ignore.contains(name) { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path, ignore: ignore, excluded: excluded, into: &found)
            case S_IFREG:
                let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                found[path] = FileStamp(size: Int64(info.st_size), modified: modified, inode: UInt64(info.st_ino))
            default:
                continue
            }
        }
    }

    public func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }
}

import Foundation
import Synchronization
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
    /// Every file under `root` (absolute paths) that `filter` accepts, not descending into the
    /// folders it skips nor into `excluded`.
    func scan(root: String, filter: WatchFilter, excluded: [String]) -> [String: FileStamp]
    func contents(of path: String) -> Data?
}

/// readdir + fstatat relative to each directory's descriptor. A folder whose modification time
/// is unchanged is not read again: its accepted files are only stat'ed, so files the filter
/// refuses (20,000 logs beside the sources) cost nothing after the first poll.
public final class POSIXFileScanner: FileScanner, Sendable {
    /// A folder as last read: its time, the accepted files and the folders to descend into.
    private struct Listing {
        var modified: Int64
        var files: [String]
        var directories: [String]
    }

    /// The listings by folder, valid for `filter` only.
    private struct Cache {
        var filter: WatchFilter?
        var listings: [String: Listing] = [:]
    }

    private let cache = Mutex(Cache())

    public init() {}

    public func scan(root: String, filter: WatchFilter, excluded: [String]) -> [String: FileStamp] {
        cache.withLock { if $0.filter != filter { $0 = Cache(filter: filter) } }
        var found: [String: FileStamp] = [:]
        var visited: Set<String> = []
        walk(root, filter: filter, excluded: excluded, into: &found, visited: &visited)
        // Forget folders that are gone, so a week of temporary folders does not pile up.
        cache.withLock { cache in
            for path in cache.listings.keys where (path == root || path.hasPrefix(root + "/")) && !visited.contains(path) {
                cache.listings[path] = nil
            }
        }
        return found
    }

    private func walk(_ directory: String, filter: WatchFilter, excluded: [String], into found: inout [String: FileStamp],
                      visited: inout Set<String>) {
        guard let info = POSIXCalls.status(directory) else { return }
        visited.insert(directory)
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let listing = cache.withLock { $0.listings[directory] }.flatMap { $0.modified == modified ? $0 : nil }
            ?? read(directory, modified: modified, filter: filter, excluded: excluded)
        for path in listing.files {
            guard let info = POSIXCalls.status(path), (info.st_mode & S_IFMT) == S_IFREG else { continue }
            let time = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            found[path] = FileStamp(size: Int64(info.st_size), modified: time, inode: UInt64(info.st_ino))
        }
        for path in listing.directories { walk(path, filter: filter, excluded: excluded, into: &found, visited: &visited) }
    }

    private func read(_ directory: String, modified: Int64, filter: WatchFilter, excluded: [String]) -> Listing {
        var listing = Listing(modified: modified, files: [], directories: [])
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        let opened = DirectoryReader.forEachEntry(in: directory) { name, kind in
            if name == "." || name == ".." { return }
            let path = prefix + name
            var kind = kind
            if kind == .unknown {
                guard let info = POSIXCalls.status(path, followingLinks: false) else { return }
                kind = (info.st_mode & S_IFMT) == S_IFDIR ? .directory : (info.st_mode & S_IFMT) == S_IFREG ? .regularFile : .other
            }
            if kind == .directory {
                if !filter.skipsDirectory(named: name, at: path) && !excluded.contains(path) { listing.directories.append(path) }
            } else if kind == .regularFile, filter.accepts(fileNamed: name, at: path) {
                listing.files.append(path)
            }
        }
        guard opened else { return listing }
        cache.withLock { $0.listings[directory] = listing }
        return listing
    }

    public func contents(of path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }
}

import Foundation
import Synchronization
import Watcher

/// An in-memory file tree for driving the watcher by hand.
final class MemoryFileScanner: FileScanner, Sendable {
    private let files = Mutex<[String: (stamp: FileStamp, data: Data)]>([:])
    private let tick = Atomic<Int64>(0)

    func write(_ path: String, _ text: String) {
        let now = tick.add(1, ordering: .relaxed).newValue
        files.withLock { $0[path] = (FileStamp(size: Int64(text.utf8.count), modified: now, inode: 1), Data(text.utf8)) }
    }

    /// Changes the modification time only, like a formatter that leaves the bytes alone.
    func touch(_ path: String) {
        let now = tick.add(1, ordering: .relaxed).newValue
        files.withLock { $0[path]?.stamp.modified = now }
    }

    func remove(_ path: String) { _ = files.withLock { $0.removeValue(forKey: path) } }

    /// The files under `root` as `POSIXFileScanner` would see them through `filter`.
    func scan(root: String, filter: WatchFilter, excluded: [String]) -> [String: FileStamp] {
        files.withLock { files in
            files.filter { path, _ in
                guard path.hasPrefix(root + "/"), !excluded.contains(where: { path.hasPrefix($0 + "/") }) else { return false }
                let components = path.dropFirst(root.count + 1).split(separator: "/").map(String.init)
                var folder = root
                for name in components.dropLast() {
                    folder += "/" + name
                    if filter.skipsDirectory(named: name, at: folder) { return false }
                }
                return filter.accepts(fileNamed: components.last ?? "", at: path)
            }.mapValues(\.stamp)
        }
    }

    func contents(of path: String) -> Data? { files.withLock { $0[path]?.data } }
}

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

    func scan(root: String, ignore: Set<String>, excluded: [String]) -> [String: FileStamp] {
        files.withLock { files in
            files.filter { path, _ in
                path.hasPrefix(root + "/") && !path.split(separator: "/").contains { ignore.contains(String($0)) }
                    && !excluded.contains { path.hasPrefix($0 + "/") }
            }.mapValues(\.stamp)
        }
    }

    func contents(of path: String) -> Data? { files.withLock { $0[path]?.data } }
}

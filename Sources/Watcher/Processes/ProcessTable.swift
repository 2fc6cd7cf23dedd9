import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The live processes as `/proc/PID/stat` tells them: pid, parent and start time (clock ticks
/// since boot: a reused pid has another).
public struct ProcessTable: Sendable {
    public struct Entry: Sendable, Hashable {
        public var pid: pid_t
        public var parent: pid_t
        public var startTime: UInt64
    }

    public var entries: [Entry]

    /// Every process now (zombies included: they are still children to reap).
    public static func now() -> ProcessTable {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return ProcessTable(entries: names.compactMap { pid_t($0).flatMap(entry) })
    }

    /// `pid`'s entry, if it runs.
    public static func entry(_ pid: pid_t) -> Entry? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let close = data.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // After the name: state (field 3), parent (4), …, start time (22).
        let fields = data[(close + 2)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 19, let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
              let started = UInt64(String(decoding: fields[19], as: UTF8.self)) else { return nil }
        return Entry(pid: pid, parent: parent, startTime: started)
    }

    public func children(of pid: pid_t) -> [Entry] { entries.filter { $0.parent == pid } }

    /// Every process below `pid`, at any depth.
    public func descendants(of pid: pid_t) -> [Entry] {
        var found: [Entry] = [], frontier = [pid]
        let byParent = Dictionary(grouping: entries, by: \.parent)
        while let next = frontier.popLast() {
            for child in byParent[next] ?? [] {
                found.append(child)
                frontier.append(child.pid)
            }
        }
        return found
    }
}

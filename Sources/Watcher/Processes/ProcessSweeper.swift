import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ends every process that carries a `ProcessMark` in its environment: a process-group kill
/// misses what left the group (`setsid`, Foundation's `Process`) or was orphaned; a sweep of
/// `/proc` finds it.
public enum ProcessSweeper {
    /// Sends SIGKILL to every other process whose environment holds `mark`, until none is left
    /// (a process may fork while it is being killed). Returns how many were killed.
    @discardableResult
    public static func sweep(_ mark: ProcessMark, rounds: Int = 5) -> Int {
        let needle = Array(mark.description.utf8) + [0]
        var killed = 0
        for _ in 0..<rounds {
            let found = processes(holding: needle)
            if found.isEmpty { break }
            for pid in found where kill(pid, SIGKILL) == 0 { killed += 1 }
            usleep(2_000)
        }
        return killed
    }

    /// Live processes (not zombies) other than this one whose initial environment holds `needle`.
    static func processes(holding needle: [UInt8]) -> [pid_t] {
        let own = getpid()
        var found: [pid_t] = []
        _ = DirectoryReader.forEachEntry(in: "/proc") { name, _ in
            guard let pid = pid_t(name), pid != own, !isZombie(pid), environment(of: pid, contains: needle) else { return }
            found.append(pid)
        }
        return found
    }

    private static func environment(of pid: pid_t, contains needle: [UInt8]) -> Bool {
        let descriptor = POSIXCalls.open("/proc/\(pid)/environ", O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes: [UInt8] = [0] + POSIXCalls.readAll(descriptor)  // a leading NUL, so the needle matches only a whole entry
        return bytes.firstRange(of: [0] + needle) != nil
    }

    private static func isZombie(_ pid: pid_t) -> Bool {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
              let close = data.lastIndex(of: UInt8(ascii: ")")), close + 2 < data.count else { return false }
        return data[close + 2] == UInt8(ascii: "Z")
    }
}

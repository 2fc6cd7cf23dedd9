import CProcessShims
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The daemon adopts what its tests leave behind: as a child subreaper, a process a test
/// started that outlives its parent becomes the daemon's child, whatever its environment,
/// process group or session (an `env -i setsid` grandchild escapes every marker). When no test
/// runs, after each pass and at the end, every child the daemon did not start itself is such
/// an orphan: it is ended and reaped.
public enum OrphanReaper {
    /// Becomes the subreaper of this process's descendants; `false` where the kernel has none.
    @discardableResult
    public static func adopt() -> Bool { layoutwatch_become_subreaper() == 0 }

    /// SIGKILLs and reaps every child of this process but `keeping` (the sentinel), until none
    /// is left (an orphan may fork while it is ended); returns how many it ended.
    @discardableResult
    public static func reap(keeping: Set<pid_t>) -> Int {
        var ended = 0
        for _ in 0..<5 {
            let orphans = ProcessTable.now().children(of: getpid()).map(\.pid).filter { !keeping.contains($0) }
            if orphans.isEmpty { break }
            for pid in orphans {
                if kill(pid, SIGKILL) == 0 { ended += 1 }
                POSIXCalls.wait(for: pid)
            }
        }
        return ended
    }
}

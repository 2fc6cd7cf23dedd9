import CTreeWalk
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bench's C calls that take pointers: the process's CPU clock and the bare C walk.
enum BenchClocks {
    /// Process CPU time: deep trees are laid out on a helper thread, which thread time misses.
    static func cpuNanoseconds() -> Double {
        var spec = timespec()
        // Safe: `spec` is a local the call fills.
        unsafe clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    /// `stat`s every file below `root` in C (the floor a poll is measured against); the count.
    @discardableResult
    static func walkStat(_ root: String) -> Int {
        // Safe: the path is bridged to a C string that outlives the call, which only reads it.
        unsafe layoutwatch_walk_stat(root)
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// CPU time of the calling thread in seconds; unaffected by load on the other core.
public func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

extension WatchLoop {
    /// The share of one core an idle daemon may spend polling.
    public static let idleCPUBudget = 0.01

    /// The configured interval, stretched when a poll pass costs so much CPU that polling at it
    /// would keep more than `idleCPUBudget` of a core busy (a huge tree).
    public static func adaptiveInterval(configured: Duration, lastPollCPU seconds: Double) -> Duration {
        let needed = seconds / idleCPUBudget - seconds
        let configuredSeconds = Double(configured.components.seconds) + Double(configured.components.attoseconds) / 1e18
        return needed > configuredSeconds ? .milliseconds(Int((needed * 1000).rounded(.up))) : configured
    }
}

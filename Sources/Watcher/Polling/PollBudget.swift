import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension WatchLoop {
    /// The share of one core an idle daemon may spend polling.
    public static let idleCPUBudget = 0.01
    /// The longest the daemon waits between polls, whatever a poll costs: an edit reaches the
    /// report within about this (plus the settle time and the tests' own time).
    public static let longestInterval: Duration = .milliseconds(500)

    /// The configured interval, stretched when polling at it would keep more than
    /// `idleCPUBudget` of a core busy (a huge tree), but never past `longestInterval` (or the
    /// configured interval, when that is longer). `pollCPU` is what a pass costs when nothing
    /// changed: the cheapest of the recent passes, since the pass after a change also reads
    /// the changed folders and hashes the changed files.
    public static func adaptiveInterval(configured: Duration, pollCPU seconds: Double) -> Duration {
        let needed = Duration.seconds(exactly: seconds / idleCPUBudget - seconds)
        return min(max(configured, needed), max(configured, longestInterval))
    }
}

/// The CPU cost of the last few poll passes; the cheapest is what polling costs when nothing
/// changes.
struct PollCosts {
    private var recent: [Double] = []

    mutating func record(_ seconds: Double) {
        recent.append(seconds)
        if recent.count > 5 { recent.removeFirst() }
    }

    var steady: Double { recent.min() ?? 0 }
}

/// How one run of the test function on a choice sequence ended.
enum RunStatus: Sendable, Equatable {
    /// The generator rejected the choices (a filter gave up, too many choices) or the
    /// property discarded the input.
    case invalid
    /// The property held.
    case valid
    /// The property failed.
    case interesting
}

/// One run: what was drawn, its spans, and (for failures) what the caller keeps.
struct ShrinkRun<Payload> {
    var status: RunStatus
    var choices: [Choice]
    var spans: [Span]
    var payload: Payload?

    var indices: [UInt64] { choices.map(\.index) }
}

/// What stopped shrinking before no pass could improve any more.
public enum ShrinkStop: String, Sendable, Codable, Equatable {
    /// ``ShrinkLimits/maxCalls`` property calls were made.
    case callLimit = "call limit"
    /// ``ShrinkLimits/maxDuration`` passed.
    case timeLimit = "time limit"
}

/// Caps on shrinking, so no run can hang.
public struct ShrinkLimits: Sendable, Equatable {
    /// Property invocations after the first failure.
    public var maxCalls: Int
    /// Wall-clock time shrinking may take.
    public var maxDuration: Duration

    /// 5,000 calls and 30 s unless given; the failure found so far is reported when either is hit.
    public init(maxCalls: Int = 5_000, maxDuration: Duration = .seconds(30)) {
        self.maxCalls = maxCalls
        self.maxDuration = maxDuration
    }
}

/// Finds the largest `n ≥ 0` with `predicate(n)` true, assuming `predicate(0)` holds and the
/// predicate is mostly monotone: a few linear probes, then doubling, then binary search.
func findInteger(_ predicate: (UInt64) -> Bool) -> UInt64 {
    for n in UInt64(1)...4 where !predicate(n) { return n - 1 }
    var low: UInt64 = 4, high: UInt64 = 8
    while predicate(high) {
        low = high
        if high > UInt64.max / 2 { return low }
        high *= 2
    }
    while low + 1 < high {
        let middle = low + (high - low) / 2
        if predicate(middle) { low = middle } else { high = middle }
    }
    return low
}

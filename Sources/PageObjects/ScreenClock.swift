import Foundation
import ViewTree

/// The time a screen host reads and waits on. Injected, so a test drives it by hand.
public protocol ScreenClock: AnyObject {
    /// Time since the clock started.
    var now: Duration { get }
    /// `true` when waiting only moves the clock (no real time passes) and async work is
    /// applied at the virtual moment it is due.
    var isVirtual: Bool { get }
    /// Moves the clock on by `duration`: a virtual clock jumps, a real one sleeps.
    func wait(_ duration: Duration)
}

/// Time that passes only when the host moves it: delays, timers and timeouts cost nothing, and
/// every run sees the same order of events.
public final class VirtualClock: ScreenClock {
    public private(set) var now: Duration
    public var isVirtual: Bool { true }

    /// A clock at `now` (zero unless given).
    public init(now: Duration = .zero) { self.now = now }

    public func wait(_ duration: Duration) { now += max(duration, .zero) }

    /// Sets the clock to `instant`, never backwards.
    public func move(to instant: Duration) { now = max(now, instant) }
}

/// Wall-clock time, for screens that run real async code: waiting sleeps the calling thread,
/// and async work is applied when it has finished.
public final class RealTimeClock: ScreenClock {
    private let start = ContinuousClock.now
    public var isVirtual: Bool { false }

    /// A clock whose zero is now.
    public init() {}

    public var now: Duration { start.duration(to: ContinuousClock.now) }

    public func wait(_ duration: Duration) {
        guard duration > .zero else { return }
        Thread.sleep(forTimeInterval: duration.inSeconds)
    }
}

extension Duration {
    /// `0.1 s`, `2 s`: durations as messages print them.
    var text: String {
        "\(formatNumber(inSeconds)) s"
    }
}

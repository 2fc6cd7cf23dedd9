import Foundation
import Synchronization

/// The work a screen's actions start: updates after a delay, repeating timers, async work.
/// Each piece runs on the screen's state when the screen's clock reaches it, in the order it is
/// due (ties in the order it was scheduled); the host runs it, never a background thread.
public final class Scheduler<State> {
    /// What scheduled work does: changes the state in place, and may schedule more.
    public typealias Update = (inout State, Scheduler<State>) -> Void

    /// A repeating timer, to cancel it.
    public struct TimerID: Hashable, Sendable { let value: Int }

    struct Work {
        var due: Duration
        var order: Int
        var timer: (id: TimerID, interval: Duration)?
        var pending: PendingResult?
        var update: Update
    }

    let clock: any ScreenClock
    private var queue: [Work] = []
    private var counter = 0
    private var cancelled: Set<TimerID> = []

    init(clock: any ScreenClock) { self.clock = clock }

    /// Runs `update` once `delay` has passed.
    public func after(_ delay: Duration, _ update: @escaping Update) {
        enqueue(Work(due: clock.now + delay, order: next(), update: update))
    }

    /// Runs `update` every `interval` until the timer is cancelled.
    @discardableResult
    public func every(_ interval: Duration, _ update: @escaping Update) -> TimerID {
        precondition(interval > .zero, "a timer's interval must be positive, not \(interval)")
        let id = TimerID(value: next())
        enqueue(Work(due: clock.now + interval, order: id.value, timer: (id, interval), update: update))
        return id
    }

    /// Stops a repeating timer; its pending run is dropped. Cancelling twice does nothing.
    public func cancel(_ timer: TimerID) {
        cancelled.insert(timer)
        queue.removeAll { $0.timer?.id == timer }
    }

    /// Starts `work` now, on threads of its own (not Swift's cooperative pool, which the host's
    /// waiting may hold), and applies its result with `then`. On a virtual clock the result is
    /// applied when the clock reaches `latency` from now (the host waits for the work to finish
    /// then, at most `realTimeLimit` of real time); on a real clock, as soon as it has finished.
    public func task<Value: Sendable>(latency: Duration = .zero, realTimeLimit: Duration = .seconds(10),
                                      _ work: @escaping @Sendable () async -> Value,
                                      then apply: @escaping (inout State, Value, Scheduler<State>) -> Void) {
        let result = PendingResult(limit: realTimeLimit)
        Task(executorPreference: WorkExecutor.shared) { await result.finish(with: work()) }
        enqueue(Work(due: clock.now + latency, order: next(), pending: result) { state, scheduler in
            guard let value = result.value as? Value else {
                preconditionFailure("async work scheduled with task(latency:) did not finish within "
                    + "\(realTimeLimit.text) of real time; make it faster or raise realTimeLimit")
            }
            apply(&state, value, scheduler)
        })
    }

    /// Scheduled work that has not run yet (timers count once).
    public var pendingCount: Int { queue.count }

    /// When the next piece of work is due; `nil` when nothing is scheduled.
    var nextDue: Duration? { queue.first?.due }

    /// Takes the first piece of work due at `now`, if any; a timer is scheduled again.
    func takeDue(at now: Duration) -> Work? {
        let virtual = clock.isVirtual
        guard let index = queue.firstIndex(where: { work in
            if let pending = work.pending, !virtual { return pending.isFinished }
            return work.due <= now
        }) else { return nil }
        let work = queue.remove(at: index)
        if let timer = work.timer, !cancelled.contains(timer.id) {
            var again = work
            again.due = work.due + timer.interval
            enqueue(again)
        }
        work.pending?.waitUntilFinished()
        return work
    }

    private func next() -> Int {
        counter += 1
        return counter
    }

    private func enqueue(_ work: Work) {
        let index = queue.firstIndex { ($0.due, $0.order) > (work.due, work.order) } ?? queue.endIndex
        queue.insert(work, at: index)
    }
}

/// The result of async work, handed from the task that computes it to the host that applies it:
/// `value` is written once under the mutex before `done` is signalled.
final class PendingResult: Sendable {
    private let state = Mutex<(any Sendable)?>(nil)
    private let done = DispatchSemaphore(value: 0)
    private let limit: Duration
    /// Touched only by the host's thread (`takeDue`), never by the task.
    private let waited = Atomic(false)

    init(limit: Duration) { self.limit = limit }

    func finish(with value: any Sendable) {
        state.withLock { $0 = value }
        done.signal()
    }

    var isFinished: Bool { state.withLock { $0 != nil } }
    var value: (any Sendable)? { state.withLock { $0 } }

    func waitUntilFinished() {
        guard !waited.load(ordering: .relaxed), !isFinished else { return }
        waited.store(true, ordering: .relaxed)
        _ = done.wait(timeout: .now() + limit.inSeconds)
    }
}

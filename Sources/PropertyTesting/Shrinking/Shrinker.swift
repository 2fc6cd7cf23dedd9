/// Integrated shrinking over the recorded choice sequence: every pass proposes a sequence
/// that is smaller in shortlex order, the generator re-runs on it, and the result is kept if
/// the property still fails. A shrunk value is therefore always one the generator can make.
final class Shrinker<Payload> {
    typealias TestFunction = ([UInt64]) -> ShrinkRun<Payload>

    private(set) var current: ShrinkRun<Payload>
    private(set) var currentIndices: [UInt64]
    private(set) var stoppedBy: ShrinkStop?
    /// Accepted improvements.
    private(set) var improvements = 0
    private let test: TestFunction
    private let limits: ShrinkLimits
    private let callCount: () -> Int
    private let startCalls: Int
    private let deadline: ContinuousClock.Instant
    private var cache: [[UInt64]: ShrinkRun<Payload>] = [:]
    /// Whether the first failing candidate ends the run (a crash ends the child process that
    /// shrinks it, and the parent starts the next child from there): lowering a value then
    /// bisects from the top, so a value takes about log2 of itself in processes, not one
    /// process per small step.
    let endsAtFirstFailure: Bool
    /// The choices a candidate's generation takes, without running the property: a run that
    /// ends at its first failure skips a candidate that makes the same case again (a shorter
    /// sequence the generator completes the same way), which would end it without progress.
    private let preview: (([UInt64]) -> [UInt64]?)?

    /// `callCount` reports property invocations so far (the caps count those).
    init(initial: ShrinkRun<Payload>, limits: ShrinkLimits, callCount: @escaping () -> Int,
         endsAtFirstFailure: Bool = false, preview: (([UInt64]) -> [UInt64]?)? = nil, test: @escaping TestFunction) {
        self.endsAtFirstFailure = endsAtFirstFailure
        self.preview = preview
        current = initial
        currentIndices = initial.indices
        self.test = test
        self.limits = limits
        self.callCount = callCount
        startCalls = callCount()
        deadline = ContinuousClock.now.advanced(by: limits.maxDuration)
        cache[currentIndices] = initial
    }

    var stopped: Bool {
        if stoppedBy != nil { return true }
        if callCount() - startCalls >= limits.maxCalls {
            stoppedBy = .callLimit
        } else if ContinuousClock.now >= deadline {
            stoppedBy = .timeLimit
        }
        return stoppedBy != nil
    }

    /// Runs the passes until none improves the current failure or a cap is hit.
    func shrink() {
        while !stopped {
            let before = currentIndices
            for pass in passes {
                pass()
                if stopped { return }
            }
            if currentIndices == before { return }
        }
    }

    private var passes: [() -> Void] {
        [zeroSpans, deleteSpans, minimizeChoices, lowerAndDelete, deleteStructuralPairs, replaceByNestedSpan,
         lowerDuplicates, lowerPairsTogether, redistributePairs, sortSiblingSpans]
    }

    /// Tries `candidate`; adopts the run if it still fails and is simpler.
    @discardableResult
    func consider(_ candidate: [UInt64]) -> Bool {
        guard Shortlex.less(candidate, currentIndices), !stopped else { return false }
        let run: ShrinkRun<Payload>
        if let cached = cache[candidate] {
            run = cached
        } else if let preview, !(preview(candidate).map { Shortlex.less($0, currentIndices) } ?? false) {
            cache[candidate] = ShrinkRun(status: .invalid, choices: [], spans: [])
            return false
        } else {
            run = test(candidate)
            cache[candidate] = run.status == .interesting ? run : ShrinkRun(status: run.status, choices: [], spans: [])
            if run.status == .interesting { cache[run.indices] = run }
        }
        guard run.status == .interesting else { return false }
        let indices = run.choices.isEmpty ? candidate : run.indices
        guard Shortlex.less(indices, currentIndices) else { return false }
        current = run
        currentIndices = indices
        improvements += 1
        return true
    }

    // MARK: Helpers shared by the passes

    var spans: [Span] { current.spans }

    func replacing(_ range: Range<Int>, with values: [UInt64]) -> [UInt64] {
        var result = currentIndices
        result.replaceSubrange(range, with: values)
        return result
    }

    func setting(_ positions: [Int], to values: [UInt64]) -> [UInt64] {
        var result = currentIndices
        for (position, value) in zip(positions, values) where position < result.count {
            result[position] = value
        }
        return result
    }

    /// Lowers the index at `position` as far as `attempt` allows (0, 1, halving, then
    /// subtracting multiples of 2 and 1).
    func minimizeIndex(from start: UInt64, _ attempt: (UInt64) -> Bool) {
        var value = start
        guard value > 0, !attempt(0) else { return }
        if value == 1 { return }
        if attempt(1) { return }
        while value > 3, attempt(value >> 1) { value >>= 1 }
        for step: UInt64 in [2, 1] where value > step {
            let taken = findInteger { n in
                n <= (value - 1) / step && attempt(value - n * step)
            }
            value -= taken * step
        }
    }
}

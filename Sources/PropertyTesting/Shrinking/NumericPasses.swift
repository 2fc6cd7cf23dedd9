/// Passes that lower the values of choices, alone or in groups.
extension Shrinker {
    /// Lowers every choice on its own toward index 0 (collection flags are left to deletion).
    func minimizeChoices() {
        var i = 0
        while i < currentIndices.count, !stopped {
            let position = i
            defer { i += 1 }
            guard current.choices[position].kind != .more else { continue }
            if endsAtFirstFailure {
                bisectChoice(position)
            } else {
                minimizeIndex(from: currentIndices[position]) { value in consider(setting([position], to: [value])) }
            }
        }
    }

    /// The smallest failing value of one choice by bisection: for an integer, between its
    /// target and its value on the same side (failures are usually monotone in the distance,
    /// not in the index, which alternates sides); for any other choice, in its index.
    func bisectChoice(_ position: Int) {
        guard case let .integer(min, max, target) = current.choices[position].kind else {
            return bisect(below: currentIndices[position]) { consider(setting([position], to: [$0])) }
        }
        let value = value(at: position), above = value > target
        let distance = above ? UInt64(bitPattern: value &- target) : UInt64(bitPattern: target &- value)
        bisect(below: distance) { step in
            let lowered = above ? target &+ Int64(bitPattern: step) : target &- Int64(bitPattern: step)
            return consider(setting([position], to: [IntegerOrder.index(of: lowered, min: min, max: max, target: target)]))
        }
    }

    /// Tries the smallest `n < high` for which `attempt(n)` holds, assuming it holds from some
    /// point on and at `high`: 0 first, then halving the gap.
    private func bisect(below high: UInt64, _ attempt: (UInt64) -> Bool) {
        guard high > 0, !attempt(0) else { return }
        var low: UInt64 = 0, high = high
        while high - low > 1, !stopped {
            let middle = low + (high - low) / 2
            if attempt(middle) { high = middle } else { low = middle }
        }
    }

    /// Lowers a choice by one while deleting a following span: a length and the elements it
    /// counts shrink together.
    func lowerAndDelete() {
        var i = 0
        while i < currentIndices.count, !stopped {
            guard currentIndices[i] > 0, isNumeric(current.choices[i].kind) else { i += 1; continue }
            let later = spans.lazy.filter { $0.start > i && $0.end > $0.start }.prefix(8)
            let improved = later.contains { span in
                var candidate = setting([i], to: [currentIndices[i] - 1])
                candidate.removeSubrange(span.start..<min(span.end, candidate.count))
                return consider(candidate)
            }
            if !improved { i += 1 }
        }
    }

    /// Lowers every group of equal non-zero integer choices together.
    func lowerDuplicates() {
        var groups: [UInt64: [Int]] = [:]
        for (position, choice) in current.choices.enumerated()
        where choice.index > 0 && isNumeric(choice.kind) {
            groups[choice.index, default: []].append(position)
        }
        for (value, positions) in groups.sorted(by: { $0.key > $1.key }) where positions.count > 1 {
            if stopped { return }
            guard positions.allSatisfy({ $0 < currentIndices.count && currentIndices[$0] == value }) else { continue }
            minimizeIndex(from: value) { lowered in
                consider(setting(positions, to: Array(repeating: lowered, count: positions.count)))
            }
        }
    }

    /// Moves pairs of nearby integers toward their targets by a common amount.
    func lowerPairsTogether() {
        forEachIntegerPair { first, second in
            _ = findInteger { amount in
                guard let a = shifted(first, by: amount, towardTarget: true),
                      let b = shifted(second, by: amount, towardTarget: true) else { return false }
                return consider(setting([first, second], to: [a, b]))
            }
        }
    }

    /// Moves value from the earlier of a pair of nearby integers to the later, keeping their sum.
    func redistributePairs() {
        forEachIntegerPair { first, second in
            guard case let .integer(_, _, target) = current.choices[first].kind else { return }
            let firstValue = value(at: first)
            let direction: Int64 = firstValue > target ? 1 : -1
            _ = findInteger { amount in
                guard let a = shifted(first, by: amount, towardTarget: true),
                      let b = moved(second, by: amount, direction: direction) else { return false }
                return consider(setting([first, second], to: [a, b]))
            }
        }
    }

    // MARK: Value arithmetic on integer choices

    func isNumeric(_ kind: ChoiceKind) -> Bool {
        switch kind {
        case .integer, .unsigned: true
        default: false
        }
    }

    private func forEachIntegerPair(_ body: (Int, Int) -> Void) {
        var positions: [Int] = []
        for (position, choice) in current.choices.enumerated() {
            if case .integer = choice.kind { positions.append(position) }
        }
        for (k, first) in positions.enumerated() {
            for second in positions.dropFirst(k + 1).prefix(4) {
                if stopped { return }
                guard second < currentIndices.count, first < currentIndices.count,
                      currentIndices[first] > 0 else { continue }
                body(first, second)
            }
        }
    }

    private func value(at position: Int) -> Int64 {
        guard case let .integer(min, max, target) = current.choices[position].kind else { return 0 }
        return IntegerOrder.value(at: currentIndices[position], min: min, max: max, target: target)
    }

    /// The index after moving the value at `position` by `amount` toward (or past) its target.
    private func shifted(_ position: Int, by amount: UInt64, towardTarget: Bool) -> UInt64? {
        guard case let .integer(_, _, target) = current.choices[position].kind,
              position < currentIndices.count else { return nil }
        let value = value(at: position)
        let distance = value > target ? UInt64(bitPattern: value &- target) : UInt64(bitPattern: target &- value)
        guard amount <= distance else { return nil }
        return moved(position, by: amount, direction: value > target ? -1 : 1)
    }

    private func moved(_ position: Int, by amount: UInt64, direction: Int64) -> UInt64? {
        guard case let .integer(min, max, target) = current.choices[position].kind,
              position < currentIndices.count, amount <= UInt64(Int64.max) else { return nil }
        let (step, overflow) = Int64(amount).multipliedReportingOverflow(by: direction)
        let (result, overflow2) = value(at: position).addingReportingOverflow(step)
        guard !overflow, !overflow2, result >= min, result <= max else { return nil }
        return IntegerOrder.index(of: result, min: min, max: max, target: target)
    }
}

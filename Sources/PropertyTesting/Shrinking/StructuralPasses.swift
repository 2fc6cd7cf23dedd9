/// Passes that change the shape of the choice sequence: delete, simplify, nest, sort.
extension Shrinker {
    /// Deletes each span; after a success, grows the deletion over following siblings. When
    /// the run ends at its first failure, the most siblings at once are tried first.
    func deleteSpans() {
        var i = 0
        while i < spans.count, !stopped {
            let span = spans[i]
            if endsAtFirstFailure {
                let ends = siblingRun(startingAt: i).map { spans[$0].end }
                if span.end <= span.start || !mostFirst(ends.count, { consider(replacing(span.start..<ends[$0 - 1], with: [])) }) {
                    i += 1
                }
                continue
            }
            guard span.end > span.start,
                  consider(replacing(span.start..<span.end, with: [])) else { i += 1; continue }
            let base = currentIndices
            let siblings = siblingRun(startingAt: i).map { spans[$0].end }
            guard !siblings.isEmpty else { continue }
            // Binary search on how many of the following siblings go too: fewest calls when
            // most of a collection is irrelevant.
            var low = 0, high = siblings.count + 1
            while low + 1 < high, !stopped {
                let middle = (low + high + 1) / 2
                var candidate = base
                candidate.removeSubrange(span.start..<siblings[middle - 1])
                if consider(candidate) { low = middle } else { high = middle }
            }
        }
    }

    /// Replaces each span by its simplest form: every index 0 except "one more element?"
    /// flags, so collections keep their length (deleting elements is another pass). When the
    /// run ends at its first failure, the span with the most following siblings goes first.
    func zeroSpans() {
        var i = 0
        while i < spans.count, !stopped {
            defer { i += 1 }
            let span = spans[i]
            if endsAtFirstFailure {
                let ends = siblingRun(startingAt: i).map { spans[$0].end }
                _ = mostFirst(ends.count) { n in
                    guard let simplest = simplestForm(of: span.start..<ends[n - 1], in: currentIndices) else { return false }
                    return consider(replacing(span.start..<ends[n - 1], with: simplest))
                }
                continue
            }
            guard let simplest = simplestForm(of: span.start..<span.end, in: currentIndices),
                  consider(replacing(span.start..<span.end, with: simplest)) else { continue }
            let base = currentIndices
            let siblings = siblingRun(startingAt: i).dropFirst().map { spans[$0].end }
            guard !siblings.isEmpty else { continue }
            _ = findInteger { n in
                guard n <= UInt64(siblings.count) else { return false }
                let range = span.start..<siblings[Int(n) - 1]
                guard let simplest = simplestForm(of: range, in: base) else { return true }
                var candidate = base
                candidate.replaceSubrange(range, with: simplest)
                return consider(candidate)
            }
        }
    }

    /// The indices of `range` at their simplest, or nil when they already are (or when the
    /// range, taken from an earlier sequence, runs past the current one).
    private func simplestForm(of range: Range<Int>, in indices: [UInt64]) -> [UInt64]? {
        guard range.upperBound <= indices.count, range.upperBound <= current.choices.count, !range.isEmpty else { return nil }
        let simplest = range.map { current.choices[$0].kind == .more ? indices[$0] : 0 }
        return simplest == Array(indices[range]) ? nil : simplest
    }

    /// Deletes pairs of adjacent structural choices ("one more element?" flags, branches),
    /// from the end backwards: this merges neighbouring collections, which span deletion cannot.
    func deleteStructuralPairs() {
        var start = currentIndices.count - 2
        while start >= 0, !stopped {
            if start + 2 <= currentIndices.count,
               current.choices[start..<(start + 2)].allSatisfy({ isStructural($0.kind) }) {
                consider(replacing(start..<(start + 2), with: []))
            }
            start -= 1
        }
    }

    private func isStructural(_ kind: ChoiceKind) -> Bool {
        switch kind {
        case .more, .branch: true
        default: false
        }
    }

    /// Replaces a span by a descendant span with the same label (a subtree by a subtree).
    func replaceByNestedSpan() {
        var i = 0
        while i < spans.count, !stopped {
            let outer = spans[i]
            var j = i + 1
            var changed = false
            while j < spans.count, spans[j].start < outer.end, !stopped {
                let inner = spans[j]
                if inner.label == outer.label, inner.depth > outer.depth,
                   inner.end - inner.start < outer.end - outer.start {
                    let replacement = Array(currentIndices[inner.start..<inner.end])
                    if consider(replacing(outer.start..<outer.end, with: replacement)) {
                        changed = true
                        break
                    }
                }
                j += 1
            }
            if !changed { i += 1 }
        }
    }

    /// Sorts runs of adjacent sibling spans with the same label by their choices; failing
    /// that, swaps out-of-order neighbours.
    func sortSiblingSpans() {
        var i = 0
        while i < spans.count, !stopped {
            defer { i += 1 }
            guard !continuesSiblingRun(i) else { continue }
            let run = siblingRun(startingAt: i)
            guard run.count > 1 else { continue }
            let all = run.map { spans[$0] }
            let pieces = all.map { Array(currentIndices[$0.start..<$0.end]) }
            let sorted = pieces.sorted(by: Shortlex.less)
            let range = all.first!.start..<all.last!.end
            if sorted != pieces, consider(replacing(range, with: sorted.flatMap { $0 })) { continue }
            for k in 0..<(pieces.count - 1) where Shortlex.less(pieces[k + 1], pieces[k]) {
                let pair = all[k].start..<all[k + 1].end
                if consider(replacing(pair, with: pieces[k + 1] + pieces[k])) { break }
            }
        }
    }

    /// Whether span `i` directly follows a sibling with the same label (so a run started earlier).
    private func continuesSiblingRun(_ i: Int) -> Bool {
        let span = spans[i]
        guard span.parent >= 0 else { return false }
        var j = i - 1
        while j > span.parent {
            let other = spans[j]
            if other.parent == span.parent { return other.end == span.start && other.label == span.label }
            j -= 1
        }
        return false
    }

    /// Indices of span `i` and the adjacent siblings after it with the same label.
    /// Tries `attempt(n)` for `n` = `count`, then half of it, down to 1; whether one held.
    /// The order for a run that ends at its first failure: a success there is the last one.
    func mostFirst(_ count: Int, _ attempt: (Int) -> Bool) -> Bool {
        var n = count
        while n >= 1, !stopped {
            if attempt(n) { return true }
            n /= 2
        }
        return false
    }

    func siblingRun(startingAt i: Int) -> [Int] {
        guard i < spans.count else { return [] }
        var run = [i]
        var last = spans[i]
        var j = i + 1
        while j < spans.count {
            let next = spans[j]
            if next.start >= last.end {
                if next.parent == last.parent, next.label == last.label, next.start == last.end {
                    run.append(j)
                    last = next
                } else if next.depth <= last.depth {
                    break
                }
            }
            j += 1
        }
        return run
    }
}

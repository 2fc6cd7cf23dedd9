/// Passes that change the shape of the choice sequence: delete, simplify, nest, sort.
extension Shrinker {
    /// Deletes each span; after a success, grows the deletion over following siblings.
    func deleteSpans() {
        var i = 0
        while i < spans.count, !stopped {
            let span = spans[i]
            guard span.end > span.start,
                  consider(replacing(span.start..<span.end, with: [])) else { i += 1; continue }
            let base = currentIndices
            let siblings = siblingRun(startingAt: i).map { spans[$0].end }
            guard !siblings.isEmpty else { continue }
            _ = findInteger { n in
                guard n <= UInt64(siblings.count) else { return false }
                var candidate = base
                candidate.removeSubrange(span.start..<siblings[Int(n) - 1])
                return consider(candidate)
            }
        }
    }

    /// Replaces each span by its simplest form: every index 0.
    func zeroSpans() {
        var i = 0
        while i < spans.count, !stopped {
            let span = spans[i]
            let range = span.start..<min(span.end, currentIndices.count)
            if !range.isEmpty, currentIndices[range].contains(where: { $0 != 0 }) {
                consider(replacing(range, with: Array(repeating: 0, count: range.count)))
            }
            i += 1
        }
    }

    /// Deletes runs of 1 to 4 consecutive choices, from the end backwards.
    func deleteRuns() {
        for length in [2, 1, 3, 4] {
            var start = currentIndices.count - length
            while start >= 0, !stopped {
                if start + length <= currentIndices.count {
                    consider(replacing(start..<(start + length), with: []))
                }
                start -= 1
            }
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
            let run = siblingRun(startingAt: i)
            defer { i += 1 }
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

    /// Indices of span `i` and the adjacent siblings after it with the same label.
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

import ViewTree

/// §9.3 steps 5–6: collecting items into lines and resolving their flexible lengths.
extension FlexAlgorithm {
    mutating func collectLines() {
        let row = c.row
        var limit: Double?
        if c.wrap {
            if let inner = c.nodeInner.main(row) { limit = inner }
            else if let maxMain = c.maxSize.main(row) ?? (row ? nil : ownMaxHeight()) {
                limit = max(0, maxMain - c.contentInset.mainSum(row))
            }
            if available.main(row) == .minContent && row { limit = 0 }
        }
        if let minLines = c.balanceLines {
            let sizes = items.map { $0.hypotheticalOuter.main(row) }
            var start = 0
            lines = BalancedLineBreaker.lineCounts(sizes: sizes, limit: limit, gap: c.mainGap, minLines: minLines).map { count in
                defer { start += count }
                return FlexLine(range: start..<start + count)
            }
            if lines.isEmpty { lines = [FlexLine(range: 0..<0)] }
            return
        }
        guard let limit else {
            lines = [FlexLine(range: 0..<items.count)]
            return
        }
        lines = []
        var start = 0
        while start < items.count {
            var length = 0.0
            var end = start
            while end < items.count {
                let next = length + items[end].hypotheticalOuter.main(row) + (end == start ? 0 : c.mainGap)
                if end > start && next > limit + 1e-9 { break }
                length = next
                end += 1
            }
            lines.append(FlexLine(range: start..<end))
            start = end
        }
        if lines.isEmpty { lines = [FlexLine(range: 0..<0)] }
    }

    /// §9.7: grow or shrink the items of a line to fill the container's inner main size.
    mutating func resolveFlexibleLengths(_ lineIndex: Int) {
        let row = c.row
        let range = lines[lineIndex].range
        let gaps = sumGaps(c.mainGap, range.count)
        let innerMain = c.nodeInner.main(row) ?? 0
        let hypotheticalSum = items[range].reduce(0) { $0 + $1.hypotheticalOuter.main(row) } + gaps
        let growing = hypotheticalSum < innerMain
        let shrinking = hypotheticalSum > innerMain
        guard growing || shrinking else {
            // A line that fits exactly: every item keeps its hypothetical size.
            for i in range { items[i].target = Size.axes(row: row, main: items[i].hypotheticalInner.main(row), cross: 0) }
            return
        }
        // The first loop's sums come out of the pass that freezes the inflexible items (each
        // step's own pass over the line was 8 passes in all for a growing line), which writes
        // through the array's buffer (each write of `items[i]` checked its uniqueness, a call).
        var unfrozen = 0
        var usedSum = 0.0, growSum = 0.0, shrinkSum = 0.0
        items.withMutableSpan { items in
            for i in range {
                let main = items[i].hypotheticalInner.main(row)
                let frozen = (growing && (items[i].flexGrow == 0 || items[i].flexBasis > main))
                    || (shrinking && (items[i].flexShrink == 0 || items[i].flexBasis < main))
                items[i].target = Size.axes(row: row, main: main, cross: 0)
                items[i].frozen = frozen
                usedSum += items[i].margin.mainSum(row) + (frozen ? main : items[i].flexBasis)
                if !frozen {
                    unfrozen += 1
                    growSum += items[i].flexGrow
                    shrinkSum += items[i].flexShrink
                }
            }
        }
        let initialFree = innerMain - (gaps + usedSum)
        var first = true
        while unfrozen > 0 {
            var free = initialFree
            if !first {
                usedSum = 0
                growSum = 0
                shrinkSum = 0
                for i in range {
                    usedSum += items[i].margin.mainSum(row) + (items[i].frozen ? items[i].target.main(row) : items[i].flexBasis)
                    if !items[i].frozen {
                        growSum += items[i].flexGrow
                        shrinkSum += items[i].flexShrink
                    }
                }
                free = innerMain - (gaps + usedSum)
            }
            first = false
            let factorSum = growing ? growSum : shrinkSum
            if factorSum < 1 {
                let scaled = initialFree * factorSum
                if abs(scaled) < abs(free) { free = scaled }
            }
            if free != 0 && free.isFinite {
                if growing && growSum > 0 {
                    items.withMutableSpan { items in
                        for i in range where !items[i].frozen {
                            items[i].target.setMain(row, items[i].flexBasis + free * items[i].flexGrow / growSum)
                        }
                    }
                } else if shrinking && shrinkSum > 0 {
                    items.withMutableSpan { items in
                        var scaledSum = 0.0
                        for i in range where !items[i].frozen { scaledSum += items[i].innerFlexBasis(row) * items[i].flexShrink }
                        for i in range where !items[i].frozen {
                            let share = scaledSum > 0 ? items[i].innerFlexBasis(row) * items[i].flexShrink / scaledSum : 0
                            items[i].target.setMain(row, items[i].flexBasis + free * share)
                        }
                    }
                }
            } else {
                for i in range where !items[i].frozen { setTargetMain(i, items[i].flexBasis) }
            }
            // A shrinking line's items may reach their automatic minimums: those deferred are
            // resolved first (each measures its item). A deferred minimum is at most the base
            // size, so a growing line never reaches it.
            if shrinking {
                for i in range where !items[i].frozen && items[i].minDeferred { _ = minMain(i) }
            }
            // The clamping and freezing loops write through the array's buffer, as the first one.
            let done: Bool = items.withMutableSpan { items in
                var totalViolation = 0.0
                for i in range where !items[i].frozen {
                    let target = items[i].target.main(row)
                    let floor = max(items[i].minDeferred ? 0 : items[i].resolvedMinMain, items[i].paddingBorderSum.main(row))
                    let clamped = target.clamped(floor, items[i].maxSize.main(row))
                    items[i].violation = clamped - target
                    items[i].target.setMain(row, clamped)
                    totalViolation += items[i].violation
                }
                // No violation freezes every item: the loop ends (most lines, at the first turn).
                if totalViolation == 0 { return true }
                unfrozen = 0
                for i in range where !items[i].frozen {
                    let v = items[i].violation
                    items[i].frozen = totalViolation > 0 ? v > 0 : v < 0
                    if !items[i].frozen { unfrozen += 1 }
                }
                return false
            }
            if done { return }
        }
    }

    mutating func setTargetMain(_ i: Int, _ value: Double) {
        items[i].target.setMain(c.row, value)
    }
}

extension FlexAlgorithm {
    /// A column's own `max-height`, which breaks its lines also where it is measured for its
    /// parent (whose steps apply its limits): Chromium's column of `max-height: 15px` puts two
    /// 10 px items in two lines whoever asks.
    @inline(never)  // off the common path
    func ownMaxHeight() -> Double? {
        StyleSupport.sizes(box, base: parent, paddingBorder: (c.padding + c.border).sum).max.height
    }
}

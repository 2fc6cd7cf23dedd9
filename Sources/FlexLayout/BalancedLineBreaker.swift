import ViewTree

/// `flex-wrap: balance`: Chromium's balanced line breaking (css-flexbox-2). Lines are chosen to
/// minimise the sum over lines of the squared free space (Knuth–Plass with a squared penalty),
/// after the line length has been bisected down to reach `flex-line-count` lines. Lengths are
/// compared in Chromium's fixed-point units (1/64 px), so ties break as Chromium breaks them.
enum BalancedLineBreaker {
    /// Chromium's largest layout length (`LayoutUnit::Max()`), the line length of a column
    /// whose height is not definite.
    static let unbounded = UInt64(Int32.max)

    /// The number of items on each line, first line first. `sizes` are the items' outer
    /// hypothetical main sizes, `limit` the container's inner main size (`nil`: unbounded).
    static func lineCounts(sizes: [Double], limit: Double?, gap: Double, minLines: Int) -> [Int] {
        guard !sizes.isEmpty else { return [] }
        let gapUnits = units(gap)
        var lineLength = limit.map(units) ?? unbounded
        // Prefix sums of item + gap; negative margin boxes count as zero so the sums only grow.
        var sums: [UInt64] = []
        sums.reserveCapacity(sizes.count)
        var running: UInt64 = 0
        for size in sizes {
            running = add(running, add(units(max(0, size)), gapUnits))
            sums.append(running)
        }
        let wanted = min(minLines, sizes.count)
        if greedyLineCount(sums, lineLength, gapUnits) < wanted {
            lineLength = applyMinLineCount(wanted, lineLength: lineLength, gap: gapUnits, sums: &sums)
        }
        let breaks = bestBreaks(sums, lineLength: lineLength, gap: gapUnits)
        var counts: [Int] = []
        var end = sizes.count - 1
        while true {
            let previous = breaks[end]
            counts.append(end - (previous ?? -1))
            guard let previous else { break }
            end = previous
        }
        return counts.reversed()
    }

    /// The largest line of the items broken into at least `minLines` balanced lines with no
    /// length limit: a balanced row's max-content contribution.
    static func maxContent(sizes: [Double], gap: Double, minLines: Int) -> Double {
        var longest = 0.0, start = 0
        for count in lineCounts(sizes: sizes, limit: nil, gap: gap, minLines: minLines) {
            let line = sizes[start..<start + count].reduce(0, +) + gap * Double(count - 1)
            longest = max(longest, line)
            start += count
        }
        return longest
    }

    /// The cross space an item is laid out in: with `flex-line-count` n and a definite cross
    /// space, one line's share of it, as Chromium divides it.
    static func lineShare(_ space: AvailableSpace, lines: Int?, gap: Double) -> AvailableSpace {
        guard let lines, lines > 1, case .definite(let total) = space else { return space }
        return .definite((total - Double(lines - 1) * gap) / Double(lines))
    }

    static func units(_ value: Double) -> UInt64 {
        guard value.isFinite else { return unbounded }
        return UInt64(max(0, (value * 64).rounded()))
    }

    /// Saturating arithmetic, as Chromium's `ClampedNumeric<uint64_t>`.
    static func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }

    static func subtract(_ a: UInt64, _ b: UInt64) -> UInt64 { a > b ? a - b : 0 }

    static func square(_ a: UInt64) -> UInt64 {
        let (product, overflow) = a.multipliedReportingOverflow(by: a)
        return overflow ? .max : product
    }

    /// The length of items `start...end` on one line.
    static func length(_ sums: [UInt64], _ start: Int, _ end: Int, _ gap: UInt64) -> UInt64 {
        subtract(subtract(sums[end], start == 0 ? 0 : sums[start - 1]), gap)
    }

    /// How many lines greedy packing at `lineLength` makes.
    static func greedyLineCount(_ sums: [UInt64], _ lineLength: UInt64, _ gap: UInt64) -> Int {
        var it = 0, previous: UInt64 = 0, count = 1
        while true {
            let target = add(add(previous, lineLength), gap)
            var next = it
            while next < sums.count && sums[next] <= target { next += 1 }
            if next == sums.count { break }
            // One item longer than the line makes a line of its own; otherwise the item that
            // did not fit starts the next line.
            let single = (count == 1 ? 1 : 0) + (next - it) <= 1
            it = single ? next : next - 1
            previous = sums[it]
            if it + 1 != sums.count { count += 1 }
        }
        return count
    }

    /// Shortens the line length until greedy packing makes `minLines` lines; where no length
    /// does, pushes items that end a line exactly onto the next one. Returns the line length.
    static func applyMinLineCount(_ minLines: Int, lineLength: UInt64, gap: UInt64, sums: inout [UInt64]) -> UInt64 {
        var low: UInt64 = 0
        var high = min(lineLength, subtract(sums[sums.count - 1], gap))
        while low < high {
            let mid = low + (high - low) / 2
            if greedyLineCount(sums, mid, gap) > minLines { low = mid + 1 } else { high = mid }
        }
        let length = high
        if greedyLineCount(sums, length, gap) >= minLines { return length }
        var perfectFits: [Int] = []
        var previous: UInt64 = 0, lineHasContent = false
        for i in sums.indices {
            let lineSize = subtract(subtract(sums[i], previous), gap)
            if lineSize == length { perfectFits.append(i) }
            if lineSize > length {
                previous = lineHasContent ? sums[i - 1] : sums[i]
                lineHasContent = false
                continue
            }
            lineHasContent = true
        }
        for index in perfectFits.reversed() {
            for i in index..<sums.count { sums[i] = add(sums[i], 1) }
            if greedyLineCount(sums, length, gap) >= minLines { break }
        }
        return length
    }

    /// For each item, the item that ends the line before the best line ending with it (`nil`:
    /// that line starts the container). Later starts win ties, as in Chromium.
    static func bestBreaks(_ sums: [UInt64], lineLength: UInt64, gap: UInt64) -> [Int?] {
        let n = sums.count
        var earliestStart = [Int](repeating: 0, count: n)
        var i = 0
        for j in 0..<n {
            while i < j && length(sums, i, j, gap) > lineLength { i += 1 }
            earliestStart[j] = i
            if i == j && length(sums, i, j, gap) > lineLength { i += 1 }
        }
        var best = [UInt64](repeating: .max, count: n)
        var breaks = [Int?](repeating: nil, count: n)
        for end in 0..<n {
            var bestScore = UInt64.max
            var bestBreak: Int?
            for start in earliestStart[end]...end {
                let lineSize = length(sums, start, end, gap)
                let lineScore = lineSize > lineLength ? 0 : square(lineLength - lineSize)
                if lineScore > bestScore { break }
                let score = add(lineScore, start == 0 ? 0 : best[start - 1])
                if score <= bestScore {
                    bestScore = score
                    bestBreak = start == 0 ? nil : start - 1
                }
            }
            best[end] = bestScore
            breaks[end] = bestBreak
        }
        return breaks
    }
}

extension LayoutBox {
    /// `flex-line-count` when the lines are balanced (`flex-wrap: balance`); `nil` when they
    /// break greedily. On the box, reading the style's fields in place: as a property of
    /// `Style` it was passed a copy of the whole style (712 bytes, every string retained),
    /// twice per container run.
    var balanceLines: Int? { style.flexWrapBalance && style.flexWrap != .nowrap ? style.flexLineCount : nil }
}

/// A greedy covering array of strength 2: each row starts from the first uncovered pair and
/// fills the other tables with the value that covers most still-uncovered pairs.
struct PairwiseCover {
    let sizes: [Int]

    private struct Pair: Hashable {
        var first: Int, firstValue: Int, second: Int, secondValue: Int
    }

    func rows() -> [[Int]] {
        var uncovered: Set<Pair> = []
        var ordered: [Pair] = []
        for first in sizes.indices {
            for second in (first + 1)..<sizes.count {
                for a in 0..<sizes[first] {
                    for b in 0..<sizes[second] {
                        let pair = Pair(first: first, firstValue: a, second: second, secondValue: b)
                        uncovered.insert(pair)
                        ordered.append(pair)
                    }
                }
            }
        }
        var rows: [[Int]] = []
        var cursor = 0
        while !uncovered.isEmpty {
            while !uncovered.contains(ordered[cursor]) { cursor += 1 }
            let seed = ordered[cursor]
            var row = Array(repeating: -1, count: sizes.count)
            row[seed.first] = seed.firstValue
            row[seed.second] = seed.secondValue
            for factor in sizes.indices where row[factor] == -1 {
                var best = 0, bestGain = -1
                for value in 0..<sizes[factor] {
                    let gain = row.indices.filter { row[$0] >= 0 }.count { other in
                        uncovered.contains(pair(factor, value, other, row[other]))
                    }
                    if gain > bestGain { best = value; bestGain = gain }
                }
                row[factor] = best
            }
            for first in row.indices {
                for second in (first + 1)..<row.count {
                    uncovered.remove(pair(first, row[first], second, row[second]))
                }
            }
            rows.append(row)
        }
        return rows
    }

    private func pair(_ a: Int, _ aValue: Int, _ b: Int, _ bValue: Int) -> Pair {
        a < b ? Pair(first: a, firstValue: aValue, second: b, secondValue: bValue)
            : Pair(first: b, firstValue: bValue, second: a, secondValue: aValue)
    }
}

import TestReport

/// `--shard i/n`: the i-th of n deterministic shares of a suite's tests, for a CI matrix where
/// each machine runs one share and `layoutwatch merge` joins the reports.
///
/// With durations from an earlier run, shares are balanced by time: the longest test first,
/// each to the share with the least time so far (ties to the lower share); a test the earlier
/// run did not have counts as the median known duration. With no durations at all, a test goes
/// to the share its id hashes to (FNV-1a), which stays put as other tests come and go. Every
/// shard computes the same split from the same list, so the n shares hold every test once.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `2/3`; the error quotes the input and says what is expected.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ShardError(input: text)
        }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's tests, in the order given.
    public func select(_ tests: [TestDescriptor], durations: [String: Double]) -> [TestDescriptor] {
        let mine = Set(assignments(tests.map(\.id), durations: durations).filter { $0.value == index }.keys)
        return tests.filter { mine.contains($0.id) }
    }

    /// Every id's 1-based shard.
    public func assignments(_ ids: [String], durations: [String: Double]) -> [String: Int] {
        let known = ids.compactMap { durations[$0] }.filter { $0.isFinite && $0 >= 0 }.sorted()
        guard !known.isEmpty else {
            return Dictionary(uniqueKeysWithValues: ids.map { ($0, Int(Self.hash($0) % UInt64(count)) + 1) })
        }
        let median = known[known.count / 2]
        let estimate = { (id: String) -> Double in durations[id].flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? median }
        let ordered = Set(ids).sorted { a, b in
            let (x, y) = (estimate(a), estimate(b))
            return x != y ? x > y : a < b
        }
        var loads = Array(repeating: 0.0, count: count)
        var result: [String: Int] = [:]
        for id in ordered {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 }!
            loads[lightest] += estimate(id)
            result[id] = lightest + 1
        }
        return result
    }

    static func hash(_ id: String) -> UInt64 { FNV1a.hash(id.utf8) }
}

/// A `--shard` value that is not `i/n` with 1 ≤ i ≤ n.
public struct ShardError: Error, CustomStringConvertible, Equatable {
    public var input: String
    public init(input: String) { self.input = input }
    public var description: String {
        "--shard \"\(input)\" is not a share of the tests: write i/n with 1 ≤ i ≤ n, e.g. --shard 2/3 for the second of three machines"
    }
}

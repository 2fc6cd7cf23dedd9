import Foundation
import Testing
import TestReport
import Watcher

/// `--shard i/n`: every test in exactly one share, balanced by earlier durations.
@Suite struct ShardTests {
    static func tests(_ names: [String]) -> [TestDescriptor] {
        names.map { TestDescriptor(suite: "App", name: $0, kind: .layout) }
    }

    @Test func parsesIOverNAndExplainsAnythingElse() throws {
        #expect(try Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "/2", "1/2/3"] {
            #expect(throws: ShardError(input: bad)) { try Shard(parsing: bad) }
        }
        #expect(ShardError(input: "4/3").description
            == "--shard \"4/3\" is not a share of the tests: write i/n with 1 ≤ i ≤ n, e.g. --shard 2/3 for the second of three machines")
    }

    @Test(arguments: [1, 2, 3, 7])
    func theSharesHoldEveryTestOnceWithAndWithoutDurations(count: Int) {
        let all = Self.tests((0..<40).map { "test\($0)" })
        let durations = Dictionary(uniqueKeysWithValues: all.prefix(30).enumerated().map { ($1.id, Double($0 % 7) + 0.5) })
        for known in [[:], durations] {
            let shares = (1...count).map { Shard(index: $0, count: count).select(all, durations: known).map(\.id) }
            #expect(shares.flatMap { $0 }.sorted() == all.map(\.id).sorted())
            #expect(shares.allSatisfy { !$0.isEmpty } || count > all.count)
        }
    }

    @Test func longestFirstToTheLightestShare() {
        let all = Self.tests(["a", "b", "c", "d", "e", "f"])
        let durations = ["App/a": 5.0, "App/b": 4, "App/c": 3, "App/d": 3, "App/e": 2, "App/f": 1]
        let shard = Shard(index: 1, count: 2)
        // a→1 (5), b→2 (4), c→2 (7), d→1 (8), e→2 (9), f→1 (9).
        #expect(shard.assignments(all.map(\.id), durations: durations)
                == ["App/a": 1, "App/b": 2, "App/c": 2, "App/d": 1, "App/e": 2, "App/f": 1])
        #expect(shard.select(all.reversed(), durations: durations).map(\.id) == ["App/f", "App/d", "App/a"])
    }

    @Test func aNewTestCountsAsTheMedianAndTheSplitIgnoresListOrder() {
        let all = Self.tests(["a", "b", "c", "new"])
        let durations = ["App/a": 10.0, "App/b": 1, "App/c": 2]
        let shard = Shard(index: 1, count: 2)
        let forward = shard.assignments(all.map(\.id), durations: durations)
        #expect(forward == shard.assignments(all.reversed().map(\.id), durations: durations))
        // a (10) → 1; c (2) → 2; new (median 2) → 2; b (1) → 2.
        #expect(forward == ["App/a": 1, "App/c": 2, "App/new": 2, "App/b": 2])
    }

    @Test func byNameAHashKeepsATestInItsShareAsOthersComeAndGo() {
        let before = Shard(index: 1, count: 3).assignments((0..<20).map { "App/t\($0)" }, durations: [:])
        let after = Shard(index: 1, count: 3).assignments((0..<25).map { "App/t\($0)" }, durations: [:])
        #expect(before.allSatisfy { after[$0.key] == $0.value })
    }
}

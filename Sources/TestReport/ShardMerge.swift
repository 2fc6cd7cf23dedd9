/// The run several shards made together: every shard's results in one summary, from the
/// earliest start to the latest end; stale if any shard was, with the first build failure.
public enum ShardMerge {
    public struct Merged: Sendable, Equatable {
        public var summary: RunSummary
        /// Test ids more than one shard reported (the shards split the tests differently:
        /// different test lists, or a shard given twice); the result that ran last is kept.
        public var duplicates: [String]
    }

    public static func merge(_ shards: [RunSummary]) -> Merged {
        var results: [String: (TestResult, startedAt: Double)] = [:]
        var duplicates: Set<String> = []
        for shard in shards {
            for result in shard.results {
                if let kept = results[result.id] {
                    duplicates.insert(result.id)
                    if kept.startedAt > shard.startedAt { continue }
                }
                results[result.id] = (result, shard.startedAt)
            }
        }
        let start = shards.map(\.startedAt).min() ?? 0
        let end = shards.map { $0.startedAt + $0.duration }.max() ?? start
        let summary = RunSummary(results: results.values.map(\.0), startedAt: start, duration: end - start,
                                 stale: shards.contains(where: \.stale),
                                 buildFailure: shards.lazy.compactMap(\.buildFailure).first)
        return Merged(summary: summary, duplicates: duplicates.sorted())
    }
}

import Foundation
import PropertyTesting
import ViewTree

/// `layoutwatch-bench shrinking [--json] [--seeds N]`: the nine shrinking challenges over
/// seeds 0–19, beside Hypothesis's reference figures from Tests/Fixtures/shrinking.
enum ShrinkingBench {
    struct Row: Encodable {
        var challenge: String
        var runs: Int
        var ideal_hits: Int
        var shrink_calls_median: Double
        var shrink_calls_max: Int
        var calls_to_first_failure_median: Double
        var time_median_s: Double
        /// `[result, count]` pairs, as in hypothesis-reference.json.
        var results: [ResultCount]
        var capped_runs: Int
        /// Hypothesis 6.155.2's figures for the same challenge: a labelled reference from
        /// hypothesis-reference.json, not measured in this run.
        var hypothesis_reference_ideal_hits: Double?
        var hypothesis_reference_shrink_calls_median: Double?
    }

    struct ResultCount: Encodable {
        var result: String
        var count: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(result)
            try container.encode(count)
        }
    }

    static func run(_ arguments: [String]) async throws {
        let options = ShrinkingOptions.parseOrExit(arguments)
        let json = options.output.json, seeds = options.seeds, only = options.only
        let reference = loadReference()
        var rows: [Row] = []
        for challenge in ShrinkingChallenge.all where only == nil || challenge.name == only {
            var outcomes: [ChallengeOutcome] = [], times: [Double] = []
            for seed in 0..<UInt64(seeds) {
                let start = ContinuousClock.now
                outcomes.append(challenge.run(seed: seed))
                let elapsed = ContinuousClock.now - start
                times.append(elapsed.inSeconds)
            }
            var counts: [String: Int] = [:]
            for outcome in outcomes { counts[outcome.found ? outcome.shrunk : "(not found)", default: 0] += 1 }
            rows.append(Row(
                challenge: challenge.name, runs: seeds, ideal_hits: outcomes.filter(\.isIdeal).count,
                shrink_calls_median: median(outcomes.map { Double($0.shrinkCalls) }),
                shrink_calls_max: outcomes.map(\.shrinkCalls).max() ?? 0,
                calls_to_first_failure_median: median(outcomes.map { Double($0.callsToFirstFailure) }),
                time_median_s: median(times),
                results: counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ResultCount(result: $0.key, count: $0.value) },
                capped_runs: outcomes.filter { $0.stoppedBy != nil }.count,
                hypothesis_reference_ideal_hits: reference[challenge.name]?["ideal_hits"]?.numberValue,
                hypothesis_reference_shrink_calls_median: reference[challenge.name]?["shrink_calls_median"]?.numberValue))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(["challenges": rows]), as: UTF8.self))
            return
        }
        printTable(rows, reference: reference)
    }

    private static func printTable(_ rows: [Row], reference: [String: JSONValue]) {
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }
        print(pad("challenge", 28) + pad("ideal", 12) + pad("calls med", 16) + pad("calls max", 14)
              + pad("to 1st fail", 16) + pad("time med (s)", 20) + "capped")
        for row in rows {
            let ref = reference[row.challenge]
            func both(_ ours: String, _ key: String) -> String {
                guard let theirs = ref?[key] else { return ours }
                if let number = theirs.numberValue, key.hasPrefix("time") { return ours + " / " + String(format: "%.3f", number) }
                return ours + " / " + (theirs.stringValue ?? theirs.serialized(indent: nil))
            }
            print(pad(row.challenge, 28) + pad(both("\(row.ideal_hits)", "ideal_hits"), 12)
                  + pad(both(String(format: "%.1f", row.shrink_calls_median), "shrink_calls_median"), 16)
                  + pad(both("\(row.shrink_calls_max)", "shrink_calls_max"), 14)
                  + pad(both(String(format: "%.1f", row.calls_to_first_failure_median), "calls_to_first_failure_median"), 16)
                  + pad(both(String(format: "%.4f", row.time_median_s), "time_median_s"), 20)
                  + "\(row.capped_runs)")
            for result in row.results.prefix(4) { print("    \(result.count)× \(result.result)") }
        }
        print("(ours / Hypothesis 6.155.2; \(rows.first?.runs ?? 0) seeds each)")
    }

    /// Hypothesis's figures, from `Tests/Fixtures/shrinking/hypothesis-reference.json`.
    private static func loadReference() -> [String: JSONValue] {
        guard let data = FileManager.default.contents(atPath: BenchFixtures.url("shrinking/hypothesis-reference.json").path),
              let object = try? JSONParser.parseValue(Array(data), file: "hypothesis-reference.json"),
              let list = object["challenges"]?.arrayValue else { return [:] }
        return Dictionary(list.compactMap { entry in entry["challenge"]?.stringValue.map { ($0, entry) } },
                          uniquingKeysWith: { a, _ in a })
    }
}

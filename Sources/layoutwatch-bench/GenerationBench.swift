import Foundation
import PropertyTesting

/// `layoutwatch-bench generators [--json]`: values generated per second for a few
/// generators over the 0…99 size schedule, and the cost of a 100-case `checkProperty`.
enum GenerationBench {
    struct Row: Codable {
        var generator: String
        var values: Int
        var ns_per_value: Double
        var values_per_second: Double
    }

    private struct Card: Sendable {
        var title: String
        var subtitle: String
        var badge: Int?
        var tags: [String]
    }

    static func run(_ arguments: [String]) async throws {
        let options = GenerationOptions.parseOrExit(arguments)
        let count = options.count
        let card = Gen<Card>.compose { c in
            Card(title: c.generate(using: .words), subtitle: c.generate(using: .sentences),
                 badge: c.generate(using: Gen<Int>.integer(in: 0...99).optional),
                 tags: c.generate(using: Gen<String>.word.array(count: 0...5)))
        }
        var rows = [
            measure("Int.arbitrary", Int.arbitrary, count),
            measure("[Int].arbitrary", [Int].arbitrary, count),
            measure("String.arbitrary", String.arbitrary, count),
            measure("Gen<String>.words", .words, count),
            measure("Gen<String>.email", .email, count),
            measure("Double.arbitrary", Double.arbitrary, count),
            measure("compose: card model", card, count),
        ]
        let runs = 200
        let start = ContinuousClock.now
        for seed in 0..<runs {
            _ = checkProperty(config: PropertyConfig(strategy: .replay(seed1: UInt64(seed), seed2: 1, size: 0)),
                              generator: card) { _, _ in Verdict<String>.pass }
        }
        let perRun = seconds(ContinuousClock.now - start) / Double(runs)
        rows.append(Row(generator: "checkProperty, 100 cases of the card", values: runs,
                        ns_per_value: perRun * 1e9, values_per_second: 1 / perRun))
        if options.output.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(["generators": rows]), as: UTF8.self))
            return
        }
        for row in rows {
            let name = row.generator.padding(toLength: 40, withPad: " ", startingAt: 0)
            print(name + String(format: "%12.0f ns/value %14.0f values/s", row.ns_per_value, row.values_per_second))
        }
    }

    private static func measure<T>(_ name: String, _ generator: Gen<T>, _ count: Int) -> Row {
        var sink = 0
        let start = ContinuousClock.now
        for i in 0..<count {
            let value = generator.example(seed1: UInt64(i), seed2: 7, size: i % 100)
            sink &+= MemoryLayout.size(ofValue: value)
        }
        let elapsed = seconds(ContinuousClock.now - start)
        precondition(sink > 0)
        return Row(generator: name, values: count, ns_per_value: elapsed / Double(count) * 1e9,
                   values_per_second: Double(count) / elapsed)
    }

    private static func seconds(_ duration: Duration) -> Double {
        duration.inSeconds
    }
}

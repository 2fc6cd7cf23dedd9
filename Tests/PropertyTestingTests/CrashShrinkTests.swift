import Foundation
import PropertyTesting
import Synchronization
import Testing

/// Shrinking a crash as the daemon does, simulated in one process: each "child" shrinks from the
/// smallest crash so far (`PropertyConfig.crashShrink`), announces every candidate before running
/// it, and "dies" at its first crashing candidate; the next child starts from the last case it
/// announced. Only a crash counts: a child whose candidates all run ends the search.
@Suite struct CrashShrinkTests {
    struct Node: Sendable, CustomStringConvertible {
        var value: Int
        var children: [Node]
        var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }
        var description: String { children.isEmpty ? "\(value)" : "\(value)\(children)" }
        static func gen(depth: Int) -> Gen<Node> {
            Gen.compose { c in
                Node(value: c.generate(using: Gen<Int>.integer(in: 0...100)),
                     children: depth == 0 ? [] : c.generate(using: gen(depth: depth - 1).array(count: 0...3)))
            }
        }
    }

    /// The minimal crashing input found from `seed`, and how many children it took.
    static func shrinkCrash<T: Sendable>(_ generator: Gen<T>, seed: UInt64, crashes: @escaping @Sendable (T) -> Bool) -> (String, Int)? {
        let first = checkProperty(config: PropertyConfig(maxTestsCount: 1_000, strategy: .replay(seed1: seed, seed2: seed &* 31, size: 50),
                                                         phases: [.generate]),
                                  generator: generator) { input, _ -> Verdict<String> in crashes(input) ? .fail("crash") : .pass }
        guard var best = first.original?.token else { return nil }
        var children = 0
        while children < 200 {
            children += 1
            let dead = Mutex(false), announced = Mutex<ChoiceToken?>(nil)
            var config = PropertyConfig(crashShrink: best)
            config.beforeEachCase = { start in if !dead.withLock({ $0 }) { announced.withLock { $0 = start.token } } }
            _ = checkProperty(config: config, generator: generator) { input, _ -> Verdict<String> in
                if !dead.withLock({ $0 }), crashes(input) { dead.withLock { $0 = true } }
                return .pass
            }
            guard dead.withLock({ $0 }), let smaller = announced.withLock({ $0 }), smaller != best else { break }
            best = smaller
        }
        let replayed = Mutex("")
        _ = checkProperty(config: PropertyConfig(strategy: .replay(choices: best.description)), generator: generator) { input, _ -> Verdict<String> in
            replayed.withLock { $0 = "\(input)" }
            return .pass
        }
        return (replayed.withLock { $0 }, children + 1)
    }

    /// Each property from 20 seeds: the minimal crashing input in at least 19, in few processes.
    @Test(arguments: [
        ("indexCrash", "[300]"), ("fatalAbove777", "778"), ("nestedCrash", "51[0[0]]"),
    ])
    func aCrashShrinksToItsMinimumFromNineteenOfTwentySeeds(name: String, minimum: String) throws {
        var found: [String] = [], processes: [Int] = []
        for seed in UInt64(1)...20 {
            let outcome: (String, Int)?
            switch name {
            case "indexCrash": outcome = Self.shrinkCrash([Int].arbitrary, seed: seed) { $0.contains { $0 >= 300 } }
            case "fatalAbove777": outcome = Self.shrinkCrash(Gen<Int>.integer(in: 0...1_000), seed: seed) { $0 > 777 }
            default: outcome = Self.shrinkCrash(Node.gen(depth: 3), seed: seed) { $0.depth >= 3 && $0.value > 50 }
            }
            guard let (input, children) = outcome else { continue }
            found.append(input)
            processes.append(children)
        }
        #expect(found.count == 20, "every seed finds a crash")
        #expect(found.filter { $0 == minimum }.count >= 19, "\(name): \(found)")
        #expect(processes.max() ?? 0 <= 200, "\(name): processes \(processes)")
        print("\(name): minimum \(minimum) in \(found.filter { $0 == minimum }.count) of 20 seeds; processes per crash \(processes.min() ?? 0)–\(processes.max() ?? 0), median \(processes.sorted()[processes.count / 2])")
    }
}

import ExampleCards
import Foundation
import PageObjects
import TextShaping
import Watcher

/// Issue 10's figures: how often the checkout's three-action bug shrinks to exactly its three
/// actions in order (seeds 0–19), and the CPU time of 100 sequences of up to 20 steps on the
/// sign-up example screen (generate, run with hit-testing taps, lay out and check every step).
enum ScreensBench {
    static let idealActions = ["addItem", "applyCoupon", "removeItem"]

    static func run(_ arguments: [String]) async throws {
        let options = PlainSuiteOptions.parseOrExit(arguments)
        let measurer = try HarfBuzzMeasurer()
        var hits = 0
        var lengths: [Double] = []
        for seed in UInt64(0)..<20 {
            let test = ScreenTest("checkout", suite: "Bench", randomStrategy: .replay(seed1: seed, seed2: seed, size: 0),
                                  object: { CheckoutObject.make(buggy: true, measurer: $0) }) { CheckoutObject.rules }
            let actions = test.run(measurer: measurer).failure?.steps?.dropFirst().map { String($0.action.prefix { $0 != "(" }) }
            lengths.append(Double(actions?.count ?? 0))
            if actions == idealActions { hits += 1 }
        }
        let signUp = ScreenTest("signUpForm", suite: "Bench", maxSteps: 20, maxTestsCount: 100, randomStrategy: .consistent,
                                object: { SignUpObject.make(buggy: false, measurer: $0) }) { SignUpObject.rules }
        _ = signUp.run(measurer: measurer)  // warm the shaping cache, as a child would after one run
        var samples: [Double] = []
        for _ in 0..<10 {
            let start = threadCPUSeconds()
            let result = signUp.run(measurer: measurer)
            samples.append((threadCPUSeconds() - start) * 1000)
            precondition(result.status == .passed, "the correct sign-up form failed: \(result.failure?.text ?? "")")
        }
        printFigures("screens (checkout bug over seeds 0–19; sign-up form, 100 sequences of up to 20 steps)", [
            ("ideal_hits", Double(hits), "of 20 seeds shrunk to exactly addItem, applyCoupon, removeItem"),
            ("runs", 20, "seeds"),
            ("shrunk_steps_mean", lengths.reduce(0, +) / Double(lengths.count), "actions in the shrunk sequence"),
            ("sign_up_100_sequences_cpu_ms_median", median(samples), "ms CPU, shaping cache warm"),
        ], json: options.output.json)
    }
}

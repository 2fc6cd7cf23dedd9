import ExampleCards
import Foundation
import LayoutTesting
import PropertyTesting
import TextShaping
import Watcher

/// The design's budget: 100 cases of the example card generated, laid out with real text
/// measurement and checked, in under 20 ms.
enum CardBench {
    static func run(_ arguments: [String]) async throws {
        let options = PlainSuiteOptions.parseOrExit(arguments)
        let measurer = try HarfBuzzMeasurer()
        func test(_ strategy: RandomStrategy, checks: [any LayoutCheck] = LayoutChecks.basic) -> LayoutTest<ExampleViewModel> {
            LayoutTest("validCard", suite: "Bench", in: ExampleCard.size, generator: ExampleViewModel.arbitrary,
                       randomStrategy: strategy, maxTestsCount: 100, checks: checks, view: { ExampleCard.valid($0) })
        }
        // Every check of v1 runs; the card's titles truncate by design, so truncation only warns
        // and all 100 cases pass as with the basic checks.
        let everyCheck = test(.consistent, checks: LayoutChecks.v1.severity(.warning, for: .truncation))
        var allChecks: [Double] = []
        _ = test(.consistent).run(measurer: measurer)  // warm the shaping cache, as a daemon's child would after one run
        var warm: [Double] = []
        var cold: [Double] = []
        for rep in 0..<20 {
            var start = threadCPUSeconds()
            _ = test(.consistent).run(measurer: measurer)
            warm.append((threadCPUSeconds() - start) * 1000)
            let fresh = try HarfBuzzMeasurer()  // a new child: nothing shaped yet
            start = threadCPUSeconds()
            _ = test(.replay(seed1: UInt64(rep), seed2: 7, size: 0)).run(measurer: fresh)
            cold.append((threadCPUSeconds() - start) * 1000)
            start = threadCPUSeconds()
            _ = everyCheck.run(measurer: measurer)
            allChecks.append((threadCPUSeconds() - start) * 1000)
        }
        let buggy = LayoutTest("buggyCard", suite: "Bench", in: ExampleCard.size, generator: ExampleViewModel.arbitrary,
                               randomStrategy: .consistent, maxTestsCount: 100, view: { ExampleCard.buggy($0) })
        var shrinking: [Double] = []
        for _ in 0..<10 {
            let start = threadCPUSeconds()
            _ = buggy.run(measurer: measurer)
            shrinking.append((threadCPUSeconds() - start) * 1000)
        }
        printFigures("cards (ExampleCard.valid, 100 cases: generate, lay out, check)", [
            ("valid_100_cases_cpu_ms_median", median(warm), "ms CPU, shaping cache warm"),
            ("valid_100_cases_cold_cpu_ms_median", median(cold), "ms CPU, fresh measurer, new seeds"),
            ("valid_100_cases_v1_checks_cpu_ms_median", median(allChecks), "ms CPU, shaping cache warm, every v1 check"),
            ("buggy_find_and_shrink_cpu_ms_median", median(shrinking), "ms CPU to fail and shrink the buggy card"),
        ], json: options.output.json)
    }
}

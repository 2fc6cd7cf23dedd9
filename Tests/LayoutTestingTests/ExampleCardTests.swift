import ExampleCards
import LayoutTesting
import PropertyTesting
import TestReport
import Testing
import TextShaping
import ViewTree

/// The bundled card through the whole in-process pipeline: generate, lay out with real text
/// measurement, check, shrink, replay.
@Suite struct ExampleCardTests {
    let measurer: HarfBuzzMeasurer

    init() throws { measurer = try HarfBuzzMeasurer() }

    func test(_ name: String, strategy: RandomStrategy = .consistent, count: Int = 100,
              _ view: @escaping @Sendable (ExampleViewModel) -> ViewNode) -> LayoutTest<ExampleViewModel> {
        LayoutTest(name, suite: "Cards", in: ExampleCard.size, generator: ExampleViewModel.arbitrary,
                   randomStrategy: strategy, maxTestsCount: count, view: view)
    }

    @Test func theValidCardPassesEveryGeneratedModel() {
        let result = test("valid", ExampleCard.valid).run(measurer: measurer)
        #expect(result.status == .passed, "\(result.failure?.text ?? "")")
        #expect(result.casesRun == 100)
    }

    @Test func theBuggyCardFailsWithTheImageOverlappingTheTitleShrunkToTheBoundary() throws {
        let result = test("buggy", ExampleCard.buggy).run(measurer: measurer)
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        #expect(failure.replayLines.first?.hasPrefix("Falsifiable (after ") == true)
        #expect(failure.replayLines.contains { $0.hasPrefix("Replay with ") })
        // The smallest failing image is one pixel wider than the 42 px gap before the title.
        #expect(failure.shrunkInput?.contains("image: Image(43×20)") == true, "\(failure.shrunkInput ?? "")")
        let overlap = try #require(failure.violations.first { $0.rule == "overlap" })
        #expect(overlap.nodes.map(\.id) == ["image", "title"])
        #expect(failure.layout?.children.count == 3)
    }

    @Test func theReplaySeedReproducesTheFailureAsTheFirstCase() throws {
        let found = test("buggy", strategy: .random, ExampleCard.buggy).run(measurer: measurer)
        let replay = try #require(found.failure?.replay)
        let seed1 = try #require(replay.seed1), seed2 = try #require(replay.seed2), size = try #require(replay.size)
        let again = test("buggy", strategy: .replay(seed1: seed1, seed2: seed2, size: size),
                         count: 1, ExampleCard.buggy).run(measurer: measurer)
        #expect(again.status == .failed)
        #expect(again.failure?.originalInput == found.failure?.originalInput)
        #expect(again.failure?.replayLines.first?.hasPrefix("Falsifiable (after 1 test") == true)

        let token = try #require(replay.token)
        let byToken = test("buggy", strategy: .replay(choices: token), count: 1, ExampleCard.buggy).run(measurer: measurer)
        #expect(byToken.failure?.shrunkInput ?? byToken.failure?.originalInput == found.failure?.shrunkInput)
    }
}

import Foundation
import LayoutTesting
import Testing
import TextShaping

/// Size, text scale and direction are part of the case: they shrink and replay with the model.
@Suite struct SizeMatrixTests {
    let measurer: HarfBuzzMeasurer? = try? HarfBuzzMeasurer()

    /// A caption over a fixed strip 30 pt below its top: text of 17 pt scaled by 1.6 or more
    /// needs a taller line and runs into the strip, at every width and in both directions.
    func caption(_ words: String) -> any ViewConvertible {
        Box {
            Text("Caption \(words)", size: 17).id("caption").absolute(top: 0, left: 0)
            Box().id("strip").frame(width: 200, height: 10).absolute(top: 30, left: 0).background("#d00000")
        }
        .id("card").frame(width: 300, height: 60)
    }

    @Test func aFailureShrinksToTheNarrowestSizeTheSmallestFailingScaleAndLeftToRight() throws {
        let measurer = try #require(measurer, "DejaVu Sans is needed (apt-get install fonts-dejavu-core)")
        let matrix = SizeMatrix.full(height: 200)
        #expect(matrix.sizes.first?.width == 320 && matrix.scales.first == 1 && matrix.directions == [.ltr, .rtl])
        for seed in UInt64(0)..<5 {
            let test = LayoutTest("caption", suite: "Matrix", in: Size(width: 320, height: 200), generator: Gen<String>.word,
                                  randomStrategy: .replay(seed1: seed, seed2: 7, size: 30), maxTestsCount: 200,
                                  matrix: matrix, view: caption)
            let result = test.run(measurer: measurer)
            #expect(result.status == .failed, "seed \(seed)")
            #expect(result.failure?.shrunkInput?.hasSuffix(" in 320×200, text ×1.6, LTR") == true,
                    "seed \(seed): \(result.failure?.shrunkInput ?? "no input")")
        }
    }

    @Test func withoutAMatrixTheTestRunsInItsSizeAtScaleOne() throws {
        let measurer = try #require(measurer, "DejaVu Sans is needed (apt-get install fonts-dejavu-core)")
        let test = LayoutTest("caption", suite: "Matrix", in: Size(width: 320, height: 200), generator: Gen<String>.word,
                              randomStrategy: .consistent, view: caption)
        #expect(test.run(measurer: measurer).status == .passed)
    }

    @Test func aCellReadsAsItWasLaidOut() {
        let cell = LayoutVariant(size: Size(width: 375, height: 667), scale: 2.35, direction: .rtl)
        #expect(cell.description == "375×667, text ×2.35, RTL")
        let ordered = SizeMatrix(sizes: [Size(width: 768, height: 1), Size(width: 320, height: 1)], scales: [3.1, 1, 0.8],
                                 directions: [.rtl, .ltr])
        #expect(ordered.sizes.map(\.width) == [320, 768] && ordered.scales == [1, 0.8, 3.1] && ordered.directions == [.ltr, .rtl])
    }
}

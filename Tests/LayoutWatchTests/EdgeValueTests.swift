import ExampleCards
import LayoutTesting
import PropertyTesting
import TestReport
import Testing
import TextShaping
import ViewTree

/// LayoutTest-iOS-style tables over the example card.
@Suite struct EdgeValueTests {
    @Test func tablesHoldLayoutTestsExactValuesAndColours() {
        #expect(ValueTable<ImageContent>.images.entries == [
            ImageContent(width: 1000, height: 1000), ImageContent(width: 10, height: 10),
            ImageContent(width: 10, height: 1000), ImageContent(width: 1000, height: 10), nil,
        ])
        #expect(ValueTable<Color>.colors.entries.compactMap { $0?.css } == ["#ffffff", "#000000", "#808080", "#ff0000", "rgba(0, 0, 0, 0)"])
        #expect(ValueTable<Color>.colors.entries.last == .some(nil), "missing is a value too")
    }

    @Test func pairwiseRowsFindTheCardsUnboundedImageAndNameTheRows() throws {
        let test = EdgeValueLayoutTest(
            "cardEdges", suite: "Cards", in: ExampleCard.size,
            columns: [TableColumn("text", .strings), TableColumn("subText", .strings), TableColumn("image", .images)]
        ) { row in
            ExampleCard.valid(ExampleViewModel(image: row["image"], text: row["text"] ?? "", subText: row["subText"] ?? ""))
        }
        let result = test.run(measurer: try HarfBuzzMeasurer())
        // 5 × 5 × 5 = 125 exhaustive rows; a covering array needs far fewer.
        #expect(result.casesRun >= 25 && result.casesRun < 125)
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        #expect(failure.replayLines.first?.hasSuffix("pairwise rows fail:") == true)
        // Every failing row has a 1000 px side: the valid card never constrains its image.
        let failingRows = failure.replayLines.dropFirst()
        #expect(!failingRows.isEmpty)
        #expect(failingRows.allSatisfy { $0.contains("Image(1000×") || $0.contains("×1000)") }, "\(failingRows)")
        #expect(failure.violations.contains { $0.rule == "outOfBounds" })
    }

    @Test func aCombinationAboveTheLimitFailsWithAClearMessage() throws {
        let test = EdgeValueLayoutTest("huge", suite: "Cards", in: ExampleCard.size,
                                       columns: [TableColumn("a", .strings), TableColumn("b", .floats), TableColumn("c", .integers)],
                                       mode: .exhaustive, limit: 100) { _ in ExampleCard.valid(ExampleViewModel(image: nil, text: "", subText: "")) }
        let result = test.run(measurer: try HarfBuzzMeasurer())
        #expect(result.status == .failed)
        #expect(result.failure?.message == "exhaustive combination of 3 tables (5 × 8 × 6 values) gives 240 rows, above the limit of 100: raise the limit or use .pairwise or .oneFactorAtATime")
    }
}

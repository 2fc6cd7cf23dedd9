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

    /// Rows meet sizes as asked: every row at every size, or the size as one more pairwise
    /// factor; the validation closure fails a row with its own message, naming row and size.
    @Test func rowsMeetSizesExhaustivelyOrPairwiseAndTheValidationNamesTheRow() throws {
        let sizes = [Size(width: 200, height: 40), Size(width: 320, height: 40), Size(width: 768, height: 40)]
        let columns = [TableColumn("text", .strings), TableColumn("count", .integers)]
        func test(_ coverage: CombinationMode) -> EdgeValueLayoutTest {
            EdgeValueLayoutTest("row", suite: "Cells", sizes: sizes, sizeCoverage: coverage, columns: columns, mode: .exhaustive,
                                validation: { view, data, context in
                                    try context.expect(context.size.width >= 320 || data["text", as: String.self] == nil,
                                                       "a text needs 320 pt, got \(context.size.width)")
                                }) { data, size in
                Text(data["text"] ?? "", size: 12).id("text").frame(width: size.width, height: 20)
            }
        }
        let exhaustive = try test(.exhaustive).cases(), pairwise = try test(.pairwise).cases()
        #expect(exhaustive.count == 5 * 6 * 3)
        #expect(pairwise.count < exhaustive.count && pairwise.count >= 6 * 5)
        #expect(Set(pairwise.map(\.size.width)) == [200, 320, 768], "every size meets the tables")
        let result = test(.exhaustive).run(measurer: try HarfBuzzMeasurer())
        #expect(result.status == .failed && result.casesRun == 90)
        let failure = try #require(result.failure)
        #expect(failure.message == "row 1 at 200×40 of 90: validation: a text needs 320 pt, got 200.0", "\(failure.message)")
        #expect(failure.replayLines.first == "24 of 90 exhaustive rows fail:", "\(failure.replayLines.first ?? "")")
    }
}

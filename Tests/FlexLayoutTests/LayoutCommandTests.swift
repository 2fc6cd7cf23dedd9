import Foundation
import Testing
import FlexLayout
import ViewTree

@Suite struct LayoutCommandTests {
    @Test func printsEveryNodesLayoutRelativeToItsParent() throws {
        let file = Fixtures.directory.appendingPathComponent("yoga__justify_content_row_flex_end.json").path
        let output = try LayoutCommand.run(files: [file], rtl: false, measurer: AhemMeasurer())
        let json = try JSONParser.parseValue(Array(output.utf8), file: "stdout")
        let entry = try #require(json.arrayValue?.first)
        #expect(entry["file"]?.stringValue == file)
        let expected = try JSONParser.parseValue(Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file)
        let child = try #require(entry["root"]?["children"]?.arrayValue?.first)
        let want = try #require(expected["root"]?["children"]?.arrayValue?.first?["expected"])
        #expect(child["layout"]?["x"] == want["x"] && child["layout"]?["width"] == want["width"])
    }

    @Test func readsEveryFixtureFileAsItIs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.directory.path)
            .filter { $0.contains("__") && $0.hasSuffix(".json") }
        #expect(files.count > 800)
        for name in files.prefix(60) {
            _ = try LayoutCommand.run(files: [Fixtures.directory.appendingPathComponent(name).path],
                                      rtl: true, measurer: AhemMeasurer())
        }
    }

    @Test func aMissingFileIsNamed() {
        #expect(throws: ViewTreeJSONError.self) {
            try LayoutCommand.run(files: ["/nonexistent/tree.json"], rtl: false, measurer: AhemMeasurer())
        }
    }
}

import Foundation
import LayoutWatchXCTest
import XCTest

/// `runLayoutTests` from an `XCTestCase`: the failure goes through `XCTFail` with the replay
/// lines first, the violations and the SVG's path. The failures the adapter records are caught
/// (not failing this test) while `capturing` is set.
final class XCTestAdapterTests: XCTestCase {
    private var captured: [(description: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing { captured.append((description, lineNumber)) } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testABuggyLayoutFailsThroughXCTFailWithTheReplayLinesFirst() throws {
        capturing = true
        let line = #line + 1
        let result = runLayoutTests(named: "thumbnail", randomStrategy: .consistent) { (model: Thumbnail) in Thumbnail.buggy(model) }
        capturing = false
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(captured.count, 1)
        let text = try XCTUnwrap(captured.first)
        XCTAssertEqual(text.line, line, "the failure points at the call")
        // XCTest puts "failed - " before the message.
        let lines = text.description.replacingOccurrences(of: "failed - ", with: "").split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("Falsifiable (after ") == true, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Replay with ") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("- root/0#image") && $0.contains("overlaps root/1#title") }, "\(lines)")
        let svgLine = try XCTUnwrap(lines.last)
        XCTAssertTrue(svgLine.hasPrefix("SVG: ") && svgLine.hasSuffix("XCTestAdapterTests_thumbnail.svg"), svgLine)
        let svg = try String(contentsOfFile: String(svgLine.dropFirst(5)), encoding: .utf8)
        XCTAssertTrue(svg.contains("data-mark=\"overlap\""))
        // The shrunk case is ADLayoutTest's minimal failing image: one point too wide.
        XCTAssertTrue(result.failure?.shrunkInput?.contains("Image(43×20)") == true, result.failure?.shrunkInput ?? "")
    }

    func testACorrectLayoutPassesAndAllTestsDrawsEveryCase() {
        let directory = FrameworkRun.artifactsDirectory
        let result = runLayoutTests(named: "fixedThumbnail", snapshotStrategy: .allTests, randomStrategy: .consistent,
                                    maxTestsCount: 5) { (model: Thumbnail) in Thumbnail.fixed(model) }
        XCTAssertEqual(result.status, .passed)
        XCTAssertEqual(result.casesRun, 5)
        for index in 1...5 {
            let file = directory.appendingPathComponent("XCTestAdapterTests_fixedThumbnail-\(index).svg")
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), file.path)
        }
    }
}

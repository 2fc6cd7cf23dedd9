import Foundation
import LayoutOracle
import Testing
import TestSupport

@Suite struct KnownGapsTests {
    func write(_ text: String) throws -> String {
        let folder = try TestPaths.temporaryDirectory("known-gaps")
        let file = folder.appendingPathComponent("gaps.json")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func aGapExplainsTreesThatHaveAllItsFeatures() throws {
        let gaps = try KnownGaps(file: try write("""
            {"format": "differential-gaps/1", "gaps": [{"features": ["order", "flex-wrap:wrap"], "reason": "order across lines"}]}
            """))
        #expect(gaps.gap(for: ["order", "flex-wrap:wrap", "width"])?.reason == "order across lines")
        #expect(gaps.gap(for: ["order", "width"]) == nil)
    }

    @Test func aMalformedGapIsNamedWithItsKeyPath() throws {
        let file = try write(#"{"format": "differential-gaps/1", "gaps": [{"features": [], "reason": "x"}]}"#)
        #expect { try KnownGaps(file: file) } throws: { error in
            "\(error)" == "\(file): gaps[0]: expected \"features\" (a non-empty list of feature names) and \"reason\""
        }
    }

    /// The repository's own list reads, and every gap in it has a reason.
    @Test func theRepositorysListReads() throws {
        let gaps = try KnownGaps(file: try Fixture("differential/known-gaps.json").existingURL().path)
        #expect(gaps.gaps.allSatisfy { $0.reason.count > 20 })
    }
}

import Foundation
import Testing
import TestSupport

/// A real daemon edited a hundred times keeps its open file descriptors and its memory flat.
/// (`layoutwatch-bench soak` does the same with 1,000 edits and prints the figures.)
@Suite struct SoakTests {
    @Test func aHundredEditsLeakNoDescriptorAndNoMemory() async throws {
        let output = try await runCommand(TestPaths.executable("layoutwatch-bench"),
                                          ["soak", "--edits", "100", "--unrelated", "0", "--json", "--bin", TestPaths.binDirectory.path],
                                          limit: 600)
        #expect(output.status == 0, "\(output.standardError)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Double],
                                   "\(output.standardOutput)")
        let fds = (figures["open_fds_after_10_edits"] ?? .nan, figures["open_fds_at_end"] ?? .nan)
        #expect(fds.0 > 0 && fds.1 == fds.0, "open file descriptors grew: \(fds)")
        let rss = (figures["rss_mb_after_10_edits"] ?? .nan, figures["rss_mb_at_end"] ?? .nan)
        #expect(rss.1 - rss.0 < 8, "resident memory grew by \(rss.1 - rss.0) MB over 90 edits")
    }
}

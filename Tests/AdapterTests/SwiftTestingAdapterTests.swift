import Foundation
import LayoutWatchTesting
import Testing

/// `expectLayout` from Swift Testing: failures are issues with the replay lines first, the
/// violations and the SVG; traits set the strategy and the count.
@Suite(.layoutStrategy(.consistent)) struct SwiftTestingAdapterTests {
    @Test func aBuggyLayoutIsAnIssueWithTheReplayLinesFirst() {
        withKnownIssue {
            let result = expectLayout(named: "thumbnail") { (model: Thumbnail) in Thumbnail.buggy(model) }
            #expect(result.status == .failed)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            let lines = text.split(separator: "\n")
            return lines.first?.hasPrefix("Falsifiable (after ") == true
                && lines.contains { $0.hasPrefix("Replay with ") }
                && lines.contains { $0.contains("overlaps root/1#title") }
                && lines.last?.hasPrefix("SVG: ") == true
        }
    }

    @Test(.layoutCount(7)) func traitsSetTheCountAndTheSuiteSetsTheStrategy() {
        let first = expectLayout(named: "fixed") { (model: Thumbnail) in Thumbnail.fixed(model) }
        let second = expectLayout(named: "fixed") { (model: Thumbnail) in Thumbnail.fixed(model) }
        #expect(first.status == .passed)
        #expect(first.casesRun == 7)
        #expect(first.failure == nil && second.casesRun == 7)
    }

    @Test(.layoutSeed(1, 2, size: 3), .layoutCount(1)) func aSeedTraitReplaysOneCase() {
        let result = expectLayout(named: "fixed") { (model: Thumbnail) in Thumbnail.fixed(model) }
        #expect(result.casesRun == 1)
    }
}

@testable import LayoutTesting
import ExampleCards
import TestReport
import Testing
import TextShaping
import ViewTree

/// Every violation of the shrunk case is reported, and the same failure across the failing
/// cases (rule and node paths) is one cluster with its count of cases.
@Suite struct ClusteringTests {
    func violation(_ rule: String, _ paths: [Int], _ message: String) -> Violation {
        Violation(rule: rule, message: message,
                  nodes: paths.map { NodeReference(path: NodePath([$0]), id: nil, frame: Rect(x: 0, y: 0, width: 1, height: 1)) })
    }

    @Test func theSameRuleOnTheSamePathsIsOneClusterRepresentedByTheShrunkCase() {
        var clustering = ViolationClustering()
        clustering.add([violation("overlap", [0, 1], "big overlap"), violation("truncation", [2], "long text")])
        clustering.add([violation("overlap", [0, 1], "smaller overlap"), violation("overlap", [0, 1], "twice in a case")])
        let shrunk = [violation("overlap", [0, 1], "smallest overlap")]
        clustering.add(shrunk)
        let clusters = clustering.clusters(shrunk: shrunk)
        #expect(clusters.map(\.key) == ["overlap at root/0, root/1", "truncation at root/2"])
        #expect(clusters.map(\.cases) == [3, 1])
        #expect(clusters.map(\.representative.message) == ["smallest overlap", "long text"])
        #expect(clusters.map(\.inShrunkCase) == [true, false])
    }

    @Test func theFailureTextListsFailuresOfOtherCasesWithTheirCounts() {
        var detail = FailureDetail(message: "1 layout violation (overlap)", violations: [violation("overlap", [0, 1], "a overlaps b")])
        detail.clusters = [
            ViolationCluster(rule: "overlap", paths: [NodePath([0]), NodePath([1])], cases: 7,
                             representative: violation("overlap", [0, 1], "a overlaps b"), inShrunkCase: true),
            ViolationCluster(rule: "truncation", paths: [NodePath([2])], cases: 2,
                             representative: violation("truncation", [2], "c is truncated"), inShrunkCase: false),
        ]
        #expect(detail.text == """
        1 layout violation (overlap)
        - a overlaps b
        Also in other failing cases:
        - c is truncated (2 cases)
        """)
    }

    @Test func theBuggyCardReportsItsOverlapAsACluster() throws {
        let test = LayoutTest("buggy", suite: "Cards", in: ExampleCard.size, generator: ExampleViewModel.arbitrary,
                              randomStrategy: .consistent, view: ExampleCard.buggy)
        let failure = try #require(test.run(measurer: try HarfBuzzMeasurer()).failure)
        let clusters = try #require(failure.clusters)
        let shown = clusters.filter(\.inShrunkCase)
        // Every violation of the shrunk case has its cluster, in the same order.
        #expect(shown.map(\.representative) == failure.violations)
        let overlap = try #require(clusters.first { $0.rule == "overlap" && $0.representative.nodes.map(\.id) == ["image", "title"] })
        #expect(overlap.inShrunkCase)
        // Found once, then seen again in the shrink steps that still failed the same way.
        #expect(overlap.cases > 1)
    }
}

import ExampleCards
import Foundation
import LayoutTesting
import TestReport
import Testing
import TextShaping
import ViewTree

/// Presets, switches, allow-lists by id and by id pair, severities, and the JSON `allow`.
@Suite struct CheckPresetTests {
    /// Three overlapping leaves: a over b, b over c (a and c do not touch).
    let stack = Box {
        Image(width: 40, height: 20).id("a").accessibilityLabel("A").absolute(top: 0, left: 0)
        Image(width: 40, height: 20).id("b").accessibilityLabel("B").absolute(top: 0, left: 30)
        Image(width: 40, height: 20).id("c").accessibilityLabel("C").absolute(top: 0, left: 60)
    }.frame(width: 200, height: 20)

    @Test func v1HasEveryRuleOnceV2AddsDuplicateLabelAndBasicIsUnchanged() {
        #expect(LayoutChecks.v1.map(\.rule) == ["overlap", "outOfBounds", "flexOverflow", "truncation", "zeroSize",
                                                "touchTarget", "duplicateTarget", "missingLabel", "nestedLabel", "contrast"])
        #expect(LayoutChecks.v2.map(\.rule) == LayoutChecks.v1.map(\.rule) + ["duplicateLabel"], "v1 stays as it was")
        #expect(LayoutChecks.v2(for: .ios).map(\.rule) == LayoutChecks.v1(for: .ios).map(\.rule) + ["duplicateLabel"])
        #expect(LayoutChecks.basic.map(\.rule) == ["overlap", "outOfBounds"])
        #expect(LayoutTest<Int>.defaultChecks.map(\.rule) == LayoutChecks.basic.map(\.rule))
    }

    @Test func allowListsByIdAndByPairDropOnlyWhatTheyName() {
        let overlaps = { (checks: [any LayoutCheck]) in Zoo.violations(checks, stack).map { $0.nodes.compactMap(\.id) } }
        #expect(overlaps(LayoutChecks.v1) == [["a", "b"], ["b", "c"]])
        #expect(overlaps(LayoutChecks.v1.allowing(.overlap, pairs: [("c", "b")])) == [["a", "b"]])
        #expect(overlaps(LayoutChecks.v1.allowing(.overlap, ids: ["a"])) == [["b", "c"]])
        #expect(overlaps(LayoutChecks.v1.allowing(.truncation, ids: ["a", "b", "c"])) == [["a", "b"], ["b", "c"]])
        #expect(overlaps(LayoutChecks.v1.disabling(.overlap)).isEmpty)
    }

    @Test func aWarningIsReportedButDoesNotFailACase() {
        let checks = LayoutChecks.v1.severity(.warning, for: .overlap)
        let violations = Zoo.violations(checks, stack)
        #expect(violations.map(\.severity) == [.warning, .warning])
        #expect(LayoutEvidence(layout: Zoo.layout(stack), violations: violations).fails == false)
    }

    @Test func theJSONTreeFormatCarriesAllowAndTheNewCSSProperties() throws {
        let json = """
        {"style": {"width": "100px", "height": "20px"}, "children": [
          {"id": "t", "text": "one two three", "allow": ["truncation"],
           "style": {"-webkit-line-clamp": "1", "width": "50px", "font-size": "10px", "opacity": "50%",
                     "visibility": "hidden", "z-index": "3"}}]}
        """
        let tree = try ViewTreeJSON.decodeDocument(Data(json.utf8), file: "inline.json")
        let node = try #require(tree.root.children.first)
        #expect(node.allowedChecks == ["truncation"])
        #expect(node.style.opacity == 0.5)
        #expect(node.style.visibility == .hidden)
        #expect(node.style.zIndex == 3)
        #expect(node.style.cssDeclarations.contains { $0 == ("z-index", "3") })
        let laidOut = Zoo.layout(tree.root)
        #expect(laidOut.children.first?.traits?.allowedChecks == ["truncation"])
        #expect(LayoutChecks.run([TruncationCheck()], on: laidOut).isEmpty)
    }

    @Test func theValidCardStillPassesAndV1FindsItsTruncatedTitle() throws {
        let measurer = try HarfBuzzMeasurer()
        func run(_ checks: [any LayoutCheck]) -> TestResult {
            LayoutTest("valid", suite: "Cards", in: ExampleCard.size, generator: ExampleViewModel.arbitrary,
                       randomStrategy: .consistent, checks: checks, view: ExampleCard.valid).run(measurer: measurer)
        }
        #expect(run(LayoutChecks.basic).status == .passed)
        let strict = run(LayoutChecks.v1)
        #expect(strict.status == .failed)
        #expect(strict.failure?.violations.map(\.rule).contains("truncation") == true, "\(strict.failure?.text ?? "")")
        let lenient = run(LayoutChecks.v1.disabling(.truncation))
        #expect(lenient.status == .passed, "\(lenient.failure?.text ?? "")")
    }
}

import FlexLayout
import Foundation
import JSONSource
import LayoutOracle
import Testing
import TestSupport
import TextShaping
import ViewTree

/// The fuzzer end to end, with real Chromium (Debian's `/usr/bin/chromium`) as the judge and an
/// engine made wrong on purpose: text measured 5 px too tall. Every tree with text must then
/// disagree, and shrink to one text leaf in an empty root.
@Suite(.serialized) struct DifferentialFuzzerTests {
    struct TallText: TextMeasurer {
        let real: HarfBuzzMeasurer
        func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
            var set = real.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
            set.height += 5
            return set
        }
    }

    static func fuzzer(tall: Bool) throws -> DifferentialFuzzer {
        let ahem = try OracleFont(path: try Fixture("flex-fixtures-own/ahem.ttf").existingURL().path)
        let dejaVu = try OracleFont(path: HarfBuzzMeasurer.defaultFontPath)
        let fonts = [ahem, dejaVu]
        let engine = tall ? EngineSide(measurers: try fonts.map { TallText(real: try HarfBuzzMeasurer(fontPath: $0.path)) })
            : try EngineSide(fonts: fonts)
        return DifferentialFuzzer(generator: TreeGenerator(realTextPercent: 0), oracle: ChromiumOracle(fonts: fonts), engine: engine)
    }

    static let tree: JSONValue = .object([
        ("style", .object([("width", .string("200px"))])),
        ("children", .array([
            .object([("style", .object([("width", .string("50px"))])), ("text", .string("HH H"))]),
            .object([("style", .object([("flex-grow", .string("1"))])), ("children", .array([.object([("text", .string("HHH HH"))])]))]),
        ])),
    ])

    /// A tree the engine lays out as Chromium does; with text 5 px too tall it disagrees, and
    /// shrinks to one text of one word with no declarations; the fixture holds both boxes.
    @Test func textTooTallIsFoundAndShrunkToOneLeaf() throws {
        let tree = FuzzTree(seed: 0, index: 0, font: .ahem, root: Self.tree)
        let fair = try Self.fuzzer(tall: false)
        defer { fair.oracle.shutdown() }
        let fairFinding = try fair.shrink(tree, direction: .ltr)
        #expect(fairFinding.agreesLTR && fairFinding.agreesRTL, "\(fairFinding.summary)")

        let fuzzer = try Self.fuzzer(tall: true)
        defer { fuzzer.oracle.shutdown() }
        let finding = try fuzzer.shrink(tree, direction: .rtl)
        let shrunk = CompactTree.render(finding.shrunk)
        #expect(!finding.agreesLTR && !finding.agreesRTL)
        #expect(!shrunk.contains(":") && shrunk.filter { $0 == "\"" }.count == 2 && !shrunk.contains(" "), "\(shrunk)")
        #expect(finding.differences.contains { $0.property == "height" && $0.ours == $0.chromium + 5 }, "\(finding.summary)")

        let fixture = try fuzzer.fixture(for: finding)
        var leaf = try #require(fixture["root"])
        while let child = leaf["children"]?.arrayValue?.first { leaf = child }
        let chromium = try #require(leaf["expected"]?["height"]?.numberValue)
        #expect(leaf["engine"]?["height"]?.numberValue == chromium + 5)
        #expect(leaf["expectedRtl"] != nil && leaf["engineRtl"] != nil)
        #expect(fixture["source"]?["suite"]?.stringValue == "differential")
        #expect(fixture["name"]?.stringValue == "diff-0-0-rtl")
    }

    /// A deep tree (the HTML parser would flatten it below 512 levels) and `display: none`
    /// measured as the fixture format writes them.
    @Test func theOracleMeasuresDeepTreesAndHiddenNodes() throws {
        let fuzzer = try Self.fuzzer(tall: false)
        defer { fuzzer.oracle.shutdown() }
        var deep: JSONValue = .object([("style", .object([("width", .string("10px")), ("height", .string("10px"))]))])
        for _ in 0..<700 { deep = .object([("style", .object([("padding-left", .string("1px"))])), ("children", .array([deep]))]) }
        let hidden: JSONValue = .object([("style", .object([("width", .string("50px")), ("padding", .string("7px"))])), ("children", .array([
            .object([("style", .object([("display", .string("none"))])), ("children", .array([.object([("style", .object([("width", .string("5px"))]))])]))]),
        ]))])
        let trees = [deep, hidden].map { OracleTree(root: $0, baseStyle: nil, direction: .ltr, containingBlock: Size(width: 10_000, height: 10_000)) }
        let boxes = try fuzzer.oracle.boxes(of: trees)
        var box = boxes[0], depth = 0
        while let child = box.children.first { box = child; depth += 1 }
        #expect(depth == 700)
        #expect(box.frame == Rect(x: 1, y: 0, width: 10, height: 10))
        #expect(boxes[0].frame.width == 710)
        #expect(boxes[1].children[0].frame == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(boxes[1].children[0].children[0].frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}

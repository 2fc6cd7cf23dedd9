import Foundation
import Testing
import TestSupport
import SVGRender
import TestReport
import ViewTree

@Suite struct SVGRendererTests {
    let svg = SVGRenderer.render(SampleRuns.card, violations: SampleRuns.violations, title: "ExampleSuite/cardFits")

    @Test func matchesGolden() throws {
        try expectGolden(svg, named: "card.svg")
    }

    @Test func drawsEveryNodeAtItsAbsolutePosition() {
        var expected: [String] = []
        SampleRuns.card.forEachNode { node, path, frame in
            expected.append("data-node=\"\(node.displayName(at: path))\" fill=")
            expected.append("height=\"\(formatNumber(frame.height))\"")
        }
        for fragment in expected { #expect(svg.contains(fragment), "missing \(fragment)") }
        // The badge is at (200, 0) inside the header at (16, 16): (216, 16) in root coordinates.
        #expect(svg.contains(##"data-node="root/0/2#badge (text)" fill="red" height="24" stroke="#8c959f" stroke-width="1" width="40.5" x="216" y="16""##))
    }

    @Test func outlinesAndLabelsEachViolatingNode() {
        for (index, violation) in SampleRuns.violations.enumerated() {
            for node in violation.nodes {
                #expect(svg.contains("data-violation=\"\(node.name)\""))
                #expect(svg.contains(">[\(index + 1)] \(violation.rule) · \(node.name)</text>"))
            }
        }
    }

    @Test func hatchesTheSharedAreaOfAnOverlapAndThePartOutOfBounds() {
        // title 92…242 × 20…60 and badge 216…256.5 × 16…40 share 216…242 × 20…40.
        #expect(svg.contains(##"<rect fill="url(#lw-hatch)" height="20" stroke="none" width="26" x="216" y="20"/>"##))
        // The button (216…336 × 136…168) leaves the body (16…304 × 96…176) on the right.
        #expect(svg.contains(##"<rect fill="url(#lw-hatch)" height="32" stroke="none" width="32" x="304" y="136"/>"##))
    }

    @Test func drawsTextLinesImagesAndClipping() {
        #expect(svg.contains(">Weekly summary of</text>"))
        #expect(svg.contains(">sales</text>"))
        #expect(svg.components(separatedBy: "<line ").count - 1 == 2 + 1, "two crossed lines for the image, one hatch stripe")
        #expect(svg.contains(##"<g clip-path="url(#lw-clip-root-1)">"##))
        #expect(!svg.contains("javascript"), "a colour SVG cannot paint is left out")
    }

    @Test func growsTheCanvasToShowNodesAndLabelsOutsideTheRoot() throws {
        let viewBox = try #require(svg.firstMatch(of: /viewBox="([-0-9. ]+)"/)).1.split(separator: " ").compactMap { Double($0) }
        #expect(viewBox.count == 4)
        #expect(viewBox[0] + viewBox[2] >= 336 + SVGRenderer.margin, "the button reaches x = 336")
        #expect(viewBox[1] < 0, "labels above the top row need room")
    }

    @Test func hostileTextIsWellFormedXML() throws {
        let failing = try #require(SampleRuns.hostile.results.first { $0.status == .failed }?.failure)
        let root = try #require(failing.layout)
        let hostile = SVGRenderer.render(root, violations: failing.violations,
                                         title: SampleRuns.script + SampleRuns.hostileText)
        #expect(!hostile.contains("<script"))
        #expect(!hostile.unicodeScalars.contains { !XMLCharacters.isAllowed($0) })
        let directory = try RepoPaths.temporaryDirectory("svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("hostile.svg")
        try Data(hostile.utf8).write(to: file)
        let lint = try runCommand("/usr/bin/xmllint", ["--noout", file.path])
        #expect(lint.status == 0, "xmllint: \(lint.standardError)")
    }
}

@Suite struct XMLCharactersTests {
    @Test func replacesForbiddenCharactersWithVisibleEscapes() {
        #expect(XMLCharacters.sanitized("a\u{0}b\u{1B}c\u{FFFE}\u{FFFF}") == #"a\u{0}b\u{1B}c\u{FFFE}\u{FFFF}"#)
        #expect(XMLCharacters.sanitized("tab\tnew\nret\r é 😀") == "tab\tnew\nret\r é 😀")
    }

    @Test func escapesMarkupInTextAndAttributes() {
        #expect(XMLCharacters.escaped("<a href=\"x\">&]]></a>") == "&lt;a href=&quot;x&quot;&gt;&amp;]]&gt;&lt;/a&gt;")
    }
}

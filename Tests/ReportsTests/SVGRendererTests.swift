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
        // The badge is at (200, 0) inside the header at (16, 16): (216, 16) in root coordinates,
        // outlined 1/2.75 pt wide so the outline is 1 px once the layout is scaled 2.75×.
        #expect(svg.contains(##"data-node="root/0/2#badge (text)" fill="red" height="24" stroke="#8c959f" stroke-width="0.364" width="40.5" x="216" y="16""##))
        #expect(svg.contains(##"<use href="#lw-layout" transform="scale(2.75) translate(0 0)"/>"##))
    }

    @Test func outlinesAndLabelsEachViolatingNode() {
        for (index, violation) in SampleRuns.violations.enumerated() {
            for node in violation.nodes {
                #expect(svg.contains("data-violation=\"\(node.name)\""))
                #expect(svg.contains(">[\(index + 1)] \(violation.rule) · \(node.name)</text>"))
            }
        }
    }

    @Test func hatchesTheSharedAreaOfAnOverlapAndStripesThePartOutOfBounds() {
        // title 92…242 × 20…60 and badge 216…256.5 × 16…40 share 216…242 × 20…40: ×2.75 in pixels.
        #expect(svg.contains(##"<rect data-mark="overlap" fill="url(#lw-hatch)" height="55" stroke="#cf222e" stroke-width="1.5" width="71.5" x="594" y="55"/>"##))
        // The button (216…336 × 136…168) leaves the body (16…304 × 96…176) on the right.
        #expect(svg.contains(##"<rect data-mark="overflow" fill="url(#lw-stripes)" height="88" stroke="#bc4c00" stroke-width="1.5" width="88" x="836" y="374"/>"##))
    }

    @Test func drawsTextLinesImagesAndClipping() {
        #expect(svg.contains(">Weekly summary of</text>"))
        #expect(svg.contains(">sales</text>"))
        #expect(svg.components(separatedBy: "<line ").count - 1 == 2 + 2, "two crossed lines for the image, one stripe per pattern")
        #expect(svg.contains(##"<g clip-path="url(#lw-clip-root-1)">"##))
        #expect(!svg.contains("javascript"), "a colour SVG cannot paint is left out")
    }

    @Test func scalesToThePanelAndGrowsTheCanvasToShowNodesOutsideTheRoot() throws {
        let viewBox = try #require(svg.firstMatch(of: /viewBox="([-0-9. ]+)"/)).1.split(separator: " ").compactMap { Double($0) }
        #expect(viewBox.count == 4)
        #expect(viewBox[0] + viewBox[2] >= 336 * 2.75 + SVGRenderer.margin, "the button reaches x = 336, scaled 2.75×")
        #expect(svg.contains(#"height="\#(formatNumber(viewBox[3]))""#) && svg.contains(#"width="\#(formatNumber(viewBox[2]))""#),
                "its natural size is the viewBox's; the report's stylesheet fits it to the panel")
        #expect(svg.contains(">node at fault</text>"), "a legend explains the marks")
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

    @Test func alsoEscapesWhatHTMLRejects() {
        let noncharacters = String(String.UnicodeScalarView([Unicode.Scalar(0xFDD0)!, Unicode.Scalar(0x1FFFF)!]))
        #expect(XMLCharacters.sanitized("d\u{7F}n\u{85}c\u{9B}" + noncharacters + " \u{A0}©") == #"d\u{7F}n\u{85}c\u{9B}\u{FDD0}\u{1FFFF} "# + "\u{A0}©")
    }

    @Test func escapesMarkupInTextAndAttributes() {
        #expect(XMLCharacters.escaped("<a href=\"x\">&]]></a>") == "&lt;a href=&quot;x&quot;&gt;&amp;]]&gt;&lt;/a&gt;")
    }
}

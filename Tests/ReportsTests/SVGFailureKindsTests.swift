import Foundation
import Testing
import TestSupport
import SVGRender
import TestReport
import ViewTree

/// One golden SVG per kind of failure, each looked at as PNG before it was recorded.
@Suite struct SVGRendererFailureKindsTests {
    static let names = FailureKindSamples.all.map(\.name)

    static func svg(_ name: String) throws -> String {
        let sample = try #require(FailureKindSamples.all.first { $0.name == name })
        return SVGRenderer.render(sample.root, violations: sample.violations, title: "Kinds/\(name)")
    }

    @Test(arguments: names) func matchesGolden(_ name: String) throws {
        try expectGolden(Self.svg(name), named: "kind-\(name).svg")
    }

    @Test(arguments: names) func isDeterministicAndWellFormed(_ name: String) throws {
        let svg = try Self.svg(name)
        #expect(svg == (try Self.svg(name)))
        let directory = try RepoPaths.temporaryDirectory("svg-kinds")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).svg")
        try Data(svg.utf8).write(to: file)
        let lint = try runCommand("/usr/bin/xmllint", ["--noout", file.path])
        #expect(lint.status == 0, "xmllint: \(lint.standardError)")
    }

    @Test func aOnePointSliverIsDrawnWideWithAZoomedInset() throws {
        let svg = try Self.svg("overlap-sliver")
        let mark = try #require(svg.firstMatch(of: /data-mark="overlap"[^>]* width="([0-9.]+)"/))
        #expect(Double(mark.1)! >= 6, "the 1-pt sliver is at least 6 px wide")
        #expect(svg.contains(#"data-inset="1""#))
        #expect(svg.contains(##"<use href="#lw-layout"/>"##))
    }

    @Test func marksEachKindAndEscapesUserText() throws {
        #expect(try Self.svg("out-of-bounds").contains(#"data-mark="overflow""#))
        #expect(try Self.svg("flex-overflow").contains(#"data-mark="overflow""#))
        let truncation = try Self.svg("truncation")
        #expect(truncation.contains(#"data-mark="truncation""#))
        #expect(truncation.contains("Quarterly &lt;results&gt; &amp;…"))
        #expect(try Self.svg("relative-left-of").contains(">[1] 10 pt, expected 20–30 pt</text>"))
        #expect(try Self.svg("touch-target").contains(#"data-mark="target""#))
        #expect(try Self.svg("zero-size").contains(#"data-mark="collapsed""#))
        #expect(try Self.svg("duplicate-target").contains(#"data-mark="overlap""#))
        #expect(try Self.svg("labels").matches(of: /<rect data-mark="label"/).count == 3)
        #expect(try Self.svg("duplicate-label").matches(of: /<rect data-mark="label"/).count == 2, "both buttons marked")
        let contrast = try Self.svg("contrast")
        #expect(contrast.contains(#"data-mark="contrast""#))
        #expect(contrast.contains(##"data-swatch="#999999" fill="#999999""##))
        #expect(contrast.contains("[1] 2.84:1, needs 4.5:1</text>"))
    }

    /// The minimum target is drawn at its real size, centred on the button: 44×44 pt.
    @Test func theMissingTouchTargetIsDrawnAtTheMinimumSize() throws {
        let svg = try Self.svg("touch-target")
        let mark = try #require(svg.firstMatch(of: /data-mark="target"[^>]* height="([0-9.]+)"[^>]* width="([0-9.]+)"/))
        #expect(mark.1 == mark.2)
        let button = try #require(svg.firstMatch(of: /data-violation="root\/0#close"[^>]* height="([0-9.]+)"/))
        #expect(abs(Double(mark.1)! / Double(button.1)! - 44.0 / 20) < 0.01)
    }

    @Test func labelsNeverOverlap() throws {
        for name in Self.names {
            let svg = try Self.svg(name)
            let boxes = svg.matches(of: /<rect fill="(?:#cf222e|#0969da)" height="([0-9.]+)" rx="2" width="([0-9.]+)" x="(-?[0-9.]+)" y="(-?[0-9.]+)"/)
                .map { Rect(x: Double($0.3)!, y: Double($0.4)!, width: Double($0.2)!, height: Double($0.1)!) }
            for i in boxes.indices { for j in boxes.indices where j > i {
                #expect(boxes[i].intersection(boxes[j]) == nil, "\(name): labels \(i) and \(j) overlap")
            } }
        }
    }
}

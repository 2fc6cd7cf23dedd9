import Foundation
import JSONSource
import Testing
import TestSupport

/// `layoutwatch layout --compare-chromium`: the engine beside real headless Chromium (Debian's
/// `/usr/bin/chromium`), three browser runs in all; and its refusals, without a browser.
@Suite struct CompareChromiumTests {
    let goldens = Goldens(target: "LayoutWatchTests")
    static let folder = "Tests/Fixtures/compare-chromium"

    func layout(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandOutput {
        try runCommand(TestPaths.executable("layoutwatch"), ["layout"] + arguments, in: TestPaths.repoRoot,
                       environment: environment, limit: 180)
    }

    /// A card with wrapped text in DejaVu Sans, an aspect ratio and an auto margin, in 300 × 500
    /// at text scale 0.8: every box agrees. The browser's profile and page go in TMPDIR and are
    /// gone afterwards.
    @Test func aCardThatMatchesExitsZero() throws {
        let scratch = try TestPaths.temporaryDirectory("compare-tmp")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch.path
        let output = try layout(["--compare-chromium", "--size", "300x500", "--scale", "0.8", "\(Self.folder)/card.json"],
                                environment: environment)
        #expect(output.status == 0, "\(output.standardError)")
        try goldens.expect(output.standardOutput, named: "compare-chromium-matches.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the temporary profile is removed")
    }

    /// `display: block`, which the engine does not lay out: the differing boxes, with the
    /// engine's diagnostics as notes, right to left.
    @Test func aTreeThatDiffersExitsOneAndNamesEveryBox() throws {
        let output = try layout(["--compare-chromium", "--rtl", "\(Self.folder)/block-children.json"])
        #expect(output.status == 1, "\(output.standardError)")
        try goldens.expect(output.standardOutput, named: "compare-chromium-differs.txt")
    }

    /// `--record` writes Chromium's boxes on every node, LTR and RTL, as the fixtures hold them.
    @Test func recordWritesChromiumsBoxesIntoTheFile() throws {
        let scratch = try TestPaths.temporaryDirectory("compare-record")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("card.json")
        try FileManager.default.copyItem(at: TestPaths.repoRoot.appendingPathComponent("\(Self.folder)/card.json"), to: file)
        let output = try layout(["--compare-chromium", "--record", file.path])
        #expect(output.status == 0, "\(output.standardError)")
        let json = try JSONParser.parseValue(Array(try Data(contentsOf: file)), file: "card.json")
        var nodes = 0
        func walk(_ node: JSONValue) {
            nodes += 1
            for key in ["expected", "expectedRtl"] {
                #expect(node[key]?["width"]?.numberValue != nil, "\(key) on every node")
            }
            node["children"]?.arrayValue?.forEach(walk)
        }
        walk(try #require(json["root"]))
        #expect(nodes == 7)
        #expect(json["root"]?["expected"]?["width"]?.numberValue == 320)
        #expect(json["root"]?["children"]?.arrayValue?.first?["expectedRtl"]?["x"]?.numberValue == 16, "the title in the padding")
    }

    /// The one translation of a tree to HTML (`--print-page`, no browser): the engine's initial
    /// values, `baseStyle` in the engine's cascade order, the root placed as the engine places
    /// it, one font file (and its bold sibling) for all, `px` font sizes scaled, text escaped.
    @Test func thePageHoldsTheTreesAsWritten() throws {
        let output = try layout(["--compare-chromium", "--print-page", "--rtl", "--scale", "1.5", "--size", "400x300",
                                 "\(Self.folder)/card.json", "Tests/Fixtures/flex-fixtures-own/direction_rtl_column_self_start_text.json"])
        #expect(output.status == 0, "\(output.standardError)")
        try goldens.expect(output.standardOutput, named: "compare-chromium-page.html")
    }

    /// A flat (`nodes`) tree of 10,001 boxes nested 1,000 deep: read, laid out in one browser
    /// call, every box compared.
    @Test func aFlatTreeOfTenThousandBoxesIsCompared() throws {
        let output = try layout(["--compare-chromium", "Tests/Fixtures/bench-trees/chain.flat.json"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "Tests/Fixtures/bench-trees/chain.flat.json (LTR): all 10001 boxes match Chromium within 0.5 px\n")
    }

    @Test func withoutABrowserItNamesTheDebianPackage() throws {
        let output = try layout(["--compare-chromium", "--chromium", "/nonexistent/chromium", "\(Self.folder)/card.json"])
        #expect(output.status == 2)
        try goldens.expect(output.standardError, named: "compare-chromium-no-browser.txt")
    }

    @Test func aMalformedTreeIsNamedWithLineAndColumn() throws {
        let scratch = try TestPaths.temporaryDirectory("compare-bad")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("bad.json")
        try Data("{\n \"root\": {\"style\": {\"width\": 10px}}\n}\n".utf8).write(to: file)
        let output = try layout(["--compare-chromium", file.path])
        #expect(output.status == 2)
        #expect(output.standardOutput.isEmpty)
        try goldens.expect(output.standardError.replacingOccurrences(of: scratch.path, with: "TMP"),
                           named: "compare-chromium-bad-input.txt")
    }
}

import Foundation
import Testing
import FlexLayout
import Synchronization
import ViewTree

@Suite struct EngineTests {
    let engine = FlexLayoutEngine(measurer: AhemMeasurer())

    func style(_ css: [String: String]) throws -> Style { try Style(css: css) }

    @Test func rowGrowsItemsAndMirrorsInRTL() throws {
        let root = ViewNode(style: try style(["width": "100px", "height": "10px"]), children: [
            ViewNode(id: "a", style: try style(["width": "20px"])),
            ViewNode(id: "b", style: try style(["flex-grow": "1"])),
        ])
        let ltr = engine.layout(root).root
        #expect(ltr.children.map(\.id) == ["a", "b"])
        #expect(ltr.children.map(\.frame) == [Rect(x: 0, y: 0, width: 20, height: 10),
                                              Rect(x: 20, y: 0, width: 80, height: 10)])
        let rtl = engine.layout(root, direction: .rtl).root
        #expect(rtl.children.map(\.frame.x) == [80, 0])
    }

    @Test func unsupportedCSSGetsADiagnosticNamingNodeAndProperty() {
        var diagnostics: [StyleDiagnostic] = []
        let grid = Style(css: ["display": "grid"], diagnostics: &diagnostics)
        let root = ViewNode(children: [ViewNode(id: "g", style: grid)])
        let result = engine.layout(root)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.description.hasPrefix("root/0#g: display:") == true)
    }

    @Test func textLeavesWrapAndReportTruncation() throws {
        var textStyle = try style(["width": "30px"])
        textStyle.fontSize = 10
        textStyle.lineHeight = .multiple(1)
        textStyle.maxLines = 1
        let root = ViewNode(style: try style(["flex-direction": "column", "align-items": "flex-start"]), children: [
            ViewNode(id: "t", role: "text", label: "Title", text: "ab cd", style: textStyle),
        ])
        let text = try #require(engine.layout(root).root.children.first)
        #expect(text.frame.width == 30 && text.frame.height == 10)
        #expect(text.role == "text" && text.label == "Title" && text.text == "ab cd")
        #expect(text.textLayout?.lines == ["ab"])
        #expect(text.textLayout?.truncated == true)
        #expect(text.textLayout?.neededSize == Size(width: 20, height: 20))
    }

    /// The engine defers setting lines to the first read; what is read, compared, encoded and
    /// decoded is the lines the measurer sets at the given width.
    @Test func deferredLinesAreTheMeasurersLines() throws {
        var textStyle = try style(["width": "42px", "padding": "3px"])
        textStyle.fontSize = 5
        textStyle.lineHeight = .multiple(1)
        let root = ViewNode(style: try style(["flex-direction": "column", "align-items": "flex-start"]), children: [
            ViewNode(text: "ab cd  efg\nh", style: textStyle),
        ])
        let info = try #require(engine.layout(root).root.children.first?.textLayout)
        let set = AhemMeasurer().measure("ab cd  efg\nh", font: FontSpec(size: 5, lineHeight: .multiple(1)),
                                                 maxWidth: 36, maxLines: nil)
        #expect(info.lines == ["ab cd", "efg h"] && info.lines == set.lines)
        #expect(info.givenSize == Size(width: 36, height: 10) && !info.truncated && info.lineHeight == 5)
        let given = TextLayoutInfo(fontSize: 5, lineHeight: 5, lines: set.lines, truncated: false,
                                   neededSize: info.neededSize, givenSize: info.givenSize)
        #expect(info == given)
        var edited = info
        edited.lines = ["ab"]
        #expect(edited != info && edited.lines == ["ab"])
        let decoded = try JSONDecoder().decode(TextLayoutInfo.self, from: JSONEncoder().encode(info))
        #expect(decoded == info && decoded.lines == set.lines)
    }

    @Test func imageLeavesKeepTheirAspectRatio() throws {
        let root = ViewNode(style: try style(["flex-direction": "column", "align-items": "flex-start"]), children: [
            ViewNode(image: ImageContent(width: 40, height: 20), style: try style(["width": "80px"])),
            ViewNode(image: ImageContent(width: 40, height: 20)),
        ])
        let frames = engine.layout(root).root.children.map(\.frame)
        #expect(frames[0].width == 80 && frames[0].height == 40)
        #expect(frames[1].width == 40 && frames[1].height == 20)
    }

    /// Nested columns cost the same work per node at any depth: sizes are memoised per
    /// node and constraint.
    @Test func workPerNodeDoesNotGrowWithDepth() throws {
        func chain(_ depth: Int) throws -> ViewNode {
            var node = ViewNode(style: try style(["flex-direction": "column"]))
            for _ in 0..<depth {
                node = ViewNode(style: try style(["flex-direction": "column", "padding": "1px", "flex-shrink": "0"]),
                                children: [ViewNode(style: try style(["height": "10px", "min-width": "5px"])), node])
            }
            return ViewNode(style: try style(["width": "100px", "height": "100px", "flex-direction": "column"]),
                            children: [node])
        }
        func perNode(_ depth: Int) throws -> Double {
            Double(engine.layout(try chain(depth)).statistics.computed) / Double(2 * depth + 2)
        }
        let shallow = try perNode(20), deep = try perNode(160)
        #expect(deep <= shallow * 1.25, "computations per node: \(shallow) at depth 20, \(deep) at depth 160")
    }
    /// A tree deeper than a small stack holds is laid out on a thread of its own, and on the
    /// caller's thread when its stack has room (the build finds out which): the results are
    /// the same either way.
    @Test func deepTreesGiveOneResultOnSmallAndLargeStacks() throws {
        var node = ViewNode(id: "leaf", text: "ab cd")
        for level in 0..<150 {
            node = ViewNode(id: "level\(level)", style: try style(["flex-direction": level % 2 == 0 ? "column" : "row", "padding": "1px"]),
                            children: [node, ViewNode(style: try style(["width": "3px", "height": "2px"]))])
        }
        let tree = node
        let engine = FlexLayoutEngine(measurer: AhemMeasurer())
        func layout(onStackOf bytes: Int) -> LayoutResult? {
            let done = DispatchSemaphore(value: 0)
            final class Handoff: Sendable { let result = Mutex<LayoutResult?>(nil) }
            let handoff = Handoff()
            let thread = Thread {
                let result = engine.layout(tree)
                handoff.result.withLock { $0 = result }
                done.signal()
            }
            thread.stackSize = bytes
            thread.start()
            done.wait()
            return handoff.result.withLock { $0 }
        }
        let large = try #require(layout(onStackOf: 64 << 20)), small = try #require(layout(onStackOf: 256 << 10))
        // Just room enough by the engine's budget (64 kB a level and 1 MB, 151 levels): laid out
        // on this thread, whose stack the layout must not overrun, in debug builds too.
        let budget = try #require(layout(onStackOf: 151 * (64 << 10) + (1 << 20) + (32 << 10)))
        // A level short: the build finds the tree too deep only at its last level, and the
        // layout starts again on a thread of its own.
        let short = try #require(layout(onStackOf: 150 * (64 << 10) + (1 << 20) + (32 << 10)))
        #expect(small.root == large.root)
        #expect(budget.root == large.root)
        #expect(short.root == large.root && short.diagnostics == large.diagnostics)
        #expect(small.root.frame.width > 300)
    }
}

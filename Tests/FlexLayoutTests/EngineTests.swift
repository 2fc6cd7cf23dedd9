import Testing
import FlexLayout
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
}

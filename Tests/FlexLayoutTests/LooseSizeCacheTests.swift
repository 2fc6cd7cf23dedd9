import FlexLayout
import PropertyTesting
import Testing
import ViewTree

/// The size cache answers requests under other keys for subtrees with plain sizing. In debug
/// builds (this suite) the engine computes every such answer again and reports a difference as
/// a `size cache` diagnostic; random plain trees laid out at random widths must give none.
@Suite struct LooseSizeCacheTests {
    static let words = ["a", "bb", "ccc", "dddd dd", "e ee eee", "ffff f ff fff"]

    static let leaf: Gen<ViewNode> = .compose { g in
        var style = Style()
        style.flexGrow = Double(g.generate(using: .integer(in: 0...2)))
        style.flexShrink = Double(g.generate(using: .integer(in: 0...1)))
        style.margin = Edges(all: .points(Double(g.generate(using: .integer(in: 0...3)))))
        style.padding = Edges(all: .points(Double(g.generate(using: .integer(in: 0...3)))))
        style.border = Edges(all: .points(Double(g.generate(using: .integer(in: 0...1)))))
        style.alignSelf = g.generate(using: .element(of: [AlignSelf.auto, .center, .stretch, .baseline, .flexEnd]))
        style.flexBasis = g.generate(using: .element(of: [Dimension.auto, .auto, .points(0), .points(12)]))
        switch g.generate(using: .integer(in: 0...2)) {
        case 0:
            style.width = .points(Double(g.generate(using: .integer(in: 5...60))))
            style.height = .points(Double(g.generate(using: .integer(in: 5...40))))
            return ViewNode(style: style)
        case 1:
            style.fontSize = Double(g.generate(using: .integer(in: 8...20)))
            // A text leaf with min and max sizes answers exactly-fitting widths and one-line widenings.
            if g.generate(using: .integer(in: 0...2)) == 0 { limit(&style, g) }
            return ViewNode(text: g.generate(using: .element(of: words)), style: style)
        default:
            // An empty box stays plain with min and max sizes.
            limit(&style, g)
            return ViewNode(style: style)
        }
    }

    static func limit(_ style: inout Style, _ g: GenComposer) {
        if g.generate(using: .bool) { style.minWidth = .points(Double(g.generate(using: .integer(in: 0...30)))) }
        if g.generate(using: .bool) { style.maxWidth = .points(Double(g.generate(using: .integer(in: 0...60)))) }
        if g.generate(using: .bool) { style.minHeight = .points(Double(g.generate(using: .integer(in: 0...30)))) }
        if g.generate(using: .bool) { style.maxHeight = .points(Double(g.generate(using: .integer(in: 0...30)))) }
    }

    static func container(_ child: Gen<ViewNode>) -> Gen<ViewNode> {
        .compose { g in
            var style = Style()
            style.flexDirection = g.generate(using: .element(of: [FlexDirection.row, .column, .rowReverse, .columnReverse]))
            if style.flexDirection == .row || style.flexDirection == .rowReverse {
                style.flexWrap = g.generate(using: .element(of: [FlexWrap.nowrap, .wrap, .wrapReverse]))
            }
            style.alignItems = g.generate(using: .element(of: [AlignItems.normal, .flexStart, .center, .baseline]))
            style.justifyContent = g.generate(using: .element(of: [JustifyContent.normal, .center, .spaceBetween]))
            style.alignContent = g.generate(using: .element(of: [AlignContent.normal, .flexStart, .center, .spaceAround]))
            style.flexGrow = Double(g.generate(using: .integer(in: 0...1)))
            style.flexShrink = Double(g.generate(using: .integer(in: 0...1)))
            style.padding = Edges(all: .points(Double(g.generate(using: .integer(in: 0...4)))))
            style.margin = Edges(all: .points(Double(g.generate(using: .integer(in: 0...2)))))
            style.rowGap = .points(Double(g.generate(using: .integer(in: 0...3))))
            style.columnGap = .points(Double(g.generate(using: .integer(in: 0...3))))
            if g.generate(using: .integer(in: 0...4)) == 0 { style.width = .points(Double(g.generate(using: .integer(in: 20...200)))) }
            if g.generate(using: .integer(in: 0...6)) == 0 { style.height = .points(Double(g.generate(using: .integer(in: 10...100)))) }
            style.flexBasis = g.generate(using: .element(of: [Dimension.auto, .auto, .points(0), .points(30)]))
            style.display = g.generate(using: .element(of: [Display.flex, .flex, .flex, .flex, .flex, .contents, .none]))
            style.position = g.generate(using: .element(of: [Position.relative, .relative, .relative, .relative, .absolute]))
            style.overflowY = g.generate(using: .element(of: [Overflow.visible, .visible, .scroll]))
            style.boxSizing = g.generate(using: .element(of: [BoxSizing.borderBox, .contentBox]))
            return ViewNode(style: style, children: g.generate(using: child.array(count: 1...5)))
        }
    }

    static let tree: Gen<ViewNode> = .recursive(base: leaf, maxDepth: 5) { inner in
        .frequency([(1, leaf), (3, container(inner))])
    }

    @Test func answersUnderOtherKeysEqualComputedSizes() {
        let engine = FlexLayoutEngine(measurer: AhemMeasurer(), scrollbarWidth: 15)
        let report = checkProperty(config: PropertyConfig(maxTestsCount: 600, strategy: .consistent),
                                   generator: .zip(Self.container(Self.tree), .integer(in: 0...400))) { input, context in
            let (root, width) = input
            var looseAnswers = 0
            for direction in [Direction.ltr, .rtl] {
                let result = engine.layout(root, available: AvailableSize(width: width == 0 ? nil : Double(width), height: nil),
                                           direction: direction)
                looseAnswers += result.statistics.looseAnswers
                let wrong = result.diagnostics.filter { $0.property == "size cache" }
                if !wrong.isEmpty { return .fail(wrong.map(\.description).joined(separator: "\n")) }
            }
            context.label(looseAnswers > 0 ? "answered loosely" : "exact answers only")
            return .pass
        }
        #expect(report.status == .passed, """
            \(report.shrunk?.evidence ?? "")
            width \(report.shrunk.map { String($0.input.1) } ?? "")
            \(report.shrunk.map { Self.describe($0.input.0) } ?? "")
            \(report.failureLines.dropFirst(2).joined(separator: "\n"))
            """)
        #expect(report.statistics.labels["answered loosely", default: 0] > 100, "too few cases reach the loose answers to test them")
    }

    /// Text leaves with a max width in a wrapping row, styled as `wide-text`'s: each leaf's
    /// text is measured once; its flex base size is answered from its text cache
    /// (`TextLeafAnswer`) and its cross size, at its measured width or (for a leaf that grows)
    /// wider, from that measurement (`FlexItem.oneLineWidth`); debug builds check both against
    /// computing them, and each leaf is laid out once.
    @Test func textLeavesWithMaxWidthsAnswerTheirCrossSizesFromTheirMeasurements() {
        var row = Style()
        row.flexDirection = .row
        row.flexWrap = .wrap
        row.alignContent = .flexStart
        row.width = .points(200)
        row.padding = Edges(all: .points(4))
        row.rowGap = .points(2)
        row.columnGap = .points(2)
        let leaves = (0..<12).map { n in
            Self.limitedTextLeaf(String(repeating: "a", count: 3 + n % 4), maxWidth: 300, grow: n % 3 == 0 ? 1 : 0)
        }
        let result = FlexLayoutEngine(measurer: AhemMeasurer()).layout(ViewNode(style: row, children: leaves))
        #expect(result.diagnostics.filter { $0.property == "size cache" }.isEmpty, "\(result.diagnostics)")
        #expect(result.root.children.filter { $0.frame.height != 14 }.isEmpty, "every leaf holds one 10 px line")
        #expect(result.root.children.contains { $0.frame.width > 64 }, "some leaves grow")
        #expect(result.statistics.computed == 1 + leaves.count)
        #expect(result.statistics.textAnswers == 2 * leaves.count && result.statistics.looseAnswers == 0)
    }

    /// A leaf whose text stayed on one line is widened from its measurement when it grows; a
    /// leaf its max width makes narrower than its text is computed at that width (it wraps):
    /// both base sizes and the one-line leaf's cross size are text answers.
    @Test func aOneLineTextLeafIsWidenedFromItsMeasurementAndAWrappedOneIsComputed() {
        var row = Style()
        row.flexDirection = .row
        row.alignItems = .flexStart
        row.width = .points(200)
        // "ab" (20 px) grows to its max width; "abc def ghi" (110 px) is wrapped at 60 px.
        let leaves = [Self.limitedTextLeaf("ab", maxWidth: 60, grow: 1), Self.limitedTextLeaf("abc def ghi", maxWidth: 60, grow: 1)]
        let result = FlexLayoutEngine(measurer: AhemMeasurer()).layout(ViewNode(style: row, children: leaves))
        #expect(result.diagnostics.filter { $0.property == "size cache" }.isEmpty, "\(result.diagnostics)")
        #expect(result.root.children.map(\.frame) == [Rect(x: 1, y: 1, width: 60, height: 14),
                                                      Rect(x: 63, y: 1, width: 60, height: 34)])
        #expect(result.statistics.textAnswers == 3 && result.statistics.looseAnswers == 0)
        #expect(result.statistics.computed == 4, "the root's layout, the wrapped leaf's cross size at 60 px, each leaf's layout")
    }

    static func limitedTextLeaf(_ text: String, maxWidth: Double, grow: Double) -> ViewNode {
        var style = Style()
        style.maxWidth = .points(maxWidth)
        style.flexGrow = grow
        style.flexShrink = 1
        style.fontSize = 10
        style.margin = Edges(all: .points(1))
        style.padding = Edges(all: .points(2))
        return ViewNode(text: text, style: style)
    }

    /// The tree as indented CSS, for a failure message.
    static func describe(_ node: ViewNode, indent: String = "") -> String {
        let css = node.style.cssDeclarations.map { "\($0.0): \($0.1)" }.joined(separator: "; ")
        let own = indent + (node.text.map { "\"\($0)\" " } ?? "") + "{ \(css) }"
        return ([own] + node.children.map { describe($0, indent: indent + "  ") }).joined(separator: "\n")
    }
}

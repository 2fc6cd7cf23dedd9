import FlexLayout
import Foundation
import Testing
import ViewTree

/// The engine writes the output nodes' rarely set fields (role, label, colours, text layout) in
/// shared blocks; each node still reads its own, across many blocks, and a change to one node
/// reaches no other.
@Suite struct OutputDetailsTests {
    static let engine = FlexLayoutEngine(measurer: FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16))

    /// 3,000 leaves: every third has text, every fifth a role, every seventh a label and a colour.
    static func tree() -> ViewNode {
        var root = ViewNode(style: Style())
        root.style.flexDirection = .row
        root.style.flexWrap = .wrap
        root.style.width = .points(600)
        root.children = (0..<3000).map { index in
            var leaf = index % 3 == 0 ? ViewNode(text: "leaf \(index)") : ViewNode(style: Style())
            if index % 3 != 0 { leaf.style.width = .points(10); leaf.style.height = .points(10) }
            if index % 5 == 0 { leaf.role = "role \(index)" }
            if index % 7 == 0 {
                leaf.label = "label \(index)"
                leaf.style.backgroundColor = "#\(index)"
            }
            return leaf
        }
        return root
    }

    @Test func everyNodeReadsItsOwnDetailsAcrossBlocks() {
        let root = Self.engine.layout(Self.tree()).root
        #expect(root.children.count == 3000)
        for (index, node) in root.children.enumerated() {
            #expect(node.role == (index % 5 == 0 ? "role \(index)" : nil), "node \(index)")
            #expect(node.label == (index % 7 == 0 ? "label \(index)" : nil), "node \(index)")
            #expect(node.backgroundColor == (index % 7 == 0 ? "#\(index)" : nil), "node \(index)")
            #expect(node.textLayout?.lines == (index % 3 == 0 ? ["leaf \(index)"] : nil), "node \(index)")
            #expect(node.textLayout?.givenSize?.width == (index % 3 == 0 ? node.frame.width : nil), "node \(index)")
        }
    }

    /// A block is retained once for all its slots (`LaidOutNodeDetailsBlocks`): a result keeps
    /// its blocks, and so the layout's measurer, as long as one of its nodes lives, and frees
    /// them with the last, whether or not the last block was full (3 nodes in a block of 8; 3,000
    /// in blocks of 8 to 1,024, the last partly full).
    @Test(arguments: [3, 3000]) func theDetailsBlocksLiveAsLongAsTheirNodes(_ leaves: Int) {
        final class Measurer: TextMeasurer, Sendable {
            let base = FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16)
            func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
                base.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
            }
        }
        weak var measurer: Measurer?
        var kept: LaidOutNode?
        do {
            let strong = Measurer()
            measurer = strong
            var root = ViewNode(style: Style())
            root.children = (0..<leaves).map { ViewNode(text: "leaf \($0)") }
            kept = FlexLayoutEngine(measurer: strong).layout(root).root.children[leaves - 1]
        }
        #expect(measurer != nil, "a node of the result keeps its block and the block its measurer")
        #expect(kept?.textLayout?.lines == ["leaf \(leaves - 1)"])
        kept = nil
        #expect(measurer == nil, "the last node gone, its blocks and the measurer are freed")
    }

    /// The engine's text layouts keep no copy of the text: their lines are their node's text,
    /// read through the node, compared with it, and encoded with it.
    @Test func aTextLayoutSetsItsNodesText() throws {
        let original = Self.engine.layout(Self.tree()).root.children[3]
        #expect(original.text == "leaf 3" && original.textLayout?.lines == ["leaf 3"])
        var edited = original
        edited.text = "leaf 9"
        #expect(edited.textLayout?.lines == ["leaf 9"])
        edited.text = "a leaf edited"
        #expect(edited.textLayout?.lines == ["a leaf", "edited"], "the node's text, at the width the layout gave it (42 px)")
        #expect(edited != original)
        let decoded = try JSONDecoder().decode(LaidOutNode.self, from: JSONEncoder().encode(original))
        #expect(decoded.textLayout?.lines == ["leaf 3"] && decoded == original)
        var given = original
        given.textLayout = TextLayoutInfo(fontSize: 16, lineHeight: 16, lines: ["leaf", "3"], truncated: false,
                                          neededSize: original.textLayout!.neededSize, givenSize: original.textLayout!.givenSize)
        #expect(given != original, "other lines")
        let detached = { Self.engine.layout(Self.tree()).root.children[3].textLayout }()
        #expect(detached?.lines == ["leaf 3"], "read out of its node, the info keeps the text and the layout's measurer")
    }

    /// A text leaf's node reads its text in the layout's copy of the input tree, which its
    /// details block keeps: the texts outlive the tree they were laid out from, and a node given
    /// details of its own takes a copy of its text.
    @Test func theTextsOfAResultOutliveItsInputTree() {
        let texts = (0..<300).map { "a text too long to live in the string itself, number \($0)" }
        var result: LaidOutNode?
        do {
            var root = ViewNode(style: Style())
            root.style.flexDirection = .column
            // Copies of their own, which only the tree holds.
            root.children = texts.map { ViewNode(text: String(decoding: Array($0.utf8), as: UTF8.self)) }
            result = Self.engine.layout(root).root
        }
        let reuse = (0..<3000).map { String(repeating: "\($0 % 10)", count: 60) }  // takes freed memory
        #expect(result?.children.map(\.text) == texts)
        var node = result!.children[7]
        node.role = "edited"
        result = nil
        #expect(node.text == texts[7] && node.role == "edited" && node.textLayout?.lines == [texts[7]])
        node.text = nil
        #expect(node.text == nil && node.role == "edited")
        #expect(reuse.count == 3000)
    }

    /// Printed, a node shows its public fields, the text and details as read through it.
    @Test func aNodePrintsItsPublicFields() {
        let node = Self.engine.layout(Self.tree()).root.children[105]
        let printed = String(describing: node)
        #expect(printed.hasPrefix("LaidOutNode(id: nil, text: Optional(\"leaf 105\"), frame: "), "\(printed)")
        #expect(printed.contains("role: Optional(\"role 105\"), label: Optional(\"label 105\")"), "\(printed)")
        #expect(!printed.contains("DetailsBlock") && !printed.contains("detailsSlot"), "\(printed)")
    }

    @Test func changingOneNodeLeavesItsCopiesAndNeighboursAlone() {
        let original = Self.engine.layout(Self.tree()).root
        var changed = original
        changed.children[105].role = "changed"
        changed.children[21].textLayout = nil
        #expect(changed.children[105].role == "changed" && original.children[105].role == "role 105")
        #expect(changed.children[105].label == "label 105" && changed.children[105].textLayout?.lines == ["leaf 105"])
        #expect(changed.children[21].textLayout == nil && original.children[21].textLayout?.lines == ["leaf 21"])
        #expect(changed.children[21].label == "label 21")
        #expect(changed.children[100].role == "role 100" && changed.children[110].role == "role 110")
        #expect(changed != original)
        changed.children[105].role = "role 105"
        changed.children[21].textLayout = original.children[21].textLayout
        #expect(changed == original, "the same values in other storage are equal")
        #expect(Self.engine.layout(Self.tree()).root == original, "a second layout gives equal nodes")
    }
}

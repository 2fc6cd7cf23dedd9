import ViewTree

/// A view tree made from fuzzer bytes: flex containers of every direction, wrap and alignment,
/// sized boxes and texts (Latin, Arabic, CJK, soft hyphens, spaces), at most `limit` nodes.
struct FuzzTree {
    static let limit = 48
    static let texts = ["Hello", "Hello world, again and again", "Weiter\u{AD}schreiben", "AV To",
                        "مرحبا بالعالم", "日本語のテキスト", "  spaced   out  ", "fi ffl", "a\nb", ""]

    private var reader: ByteReader
    private var count = 0

    init(_ reader: ByteReader) { self.reader = reader }

    /// The root, then the reader (where the edit's bytes start).
    static func make(_ bytes: [UInt8]) -> (root: ViewNode, rest: ByteReader) {
        var tree = FuzzTree(ByteReader(bytes))
        var root = tree.node(depth: 0)
        root.style.width = .points(Double(tree.reader.next()) * 2 + 20)
        return (root, tree.reader)
    }

    private mutating func node(depth: Int) -> ViewNode {
        count += 1
        var node = ViewNode(id: "n\(count)", style: style())
        let kind = reader.next() % 4
        if kind == 0 || depth >= 6 || count >= Self.limit || reader.isAtEnd {
            if kind % 2 == 0 {
                node.text = reader.pick(Self.texts)
                node.style.fontSize = Double(reader.next() % 40) + 6
                node.style.maxLines = reader.pick([nil, 1, 2])
            } else {
                node.style.width = dimension()
                node.style.height = dimension()
            }
            return node
        }
        let children = Int(reader.next() % 5)
        for _ in 0..<children where count < Self.limit { node.children.append(self.node(depth: depth + 1)) }
        return node
    }

    private mutating func style() -> Style {
        var style = Style()
        style.flexDirection = reader.pick([.row, .column, .rowReverse, .columnReverse])
        style.flexWrap = reader.pick([.nowrap, .wrap, .wrapReverse])
        style.justifyContent = reader.pick([.normal, .flexStart, .flexEnd, .center, .spaceBetween, .spaceAround, .spaceEvenly])
        style.alignItems = reader.pick([.normal, .flexStart, .flexEnd, .center, .baseline, .stretch])
        style.alignSelf = reader.pick([.auto, .flexStart, .center, .baseline, .stretch])
        style.alignContent = reader.pick([.normal, .flexStart, .center, .stretch, .spaceBetween])
        style.flexGrow = Double(reader.next() % 4)
        style.flexShrink = Double(reader.next() % 3)
        style.flexBasis = dimension()
        style.minWidth = reader.pick([.auto, .points(reader.length())])
        style.maxWidth = reader.pick([nil, .points(reader.length() + 1), .percent(50)])
        style.aspectRatio = reader.pick([nil, nil, 1, 1.5])
        style.padding = Edges(all: .points(Double(reader.next() % 8)))
        style.margin = Edges(all: reader.pick([.zero, .auto, .points(Double(reader.next() % 8))]))
        style.rowGap = .points(Double(reader.next() % 6))
        style.columnGap = .points(Double(reader.next() % 6))
        style.position = reader.pick([.relative, .relative, .relative, .absolute])
        style.display = reader.pick([.flex, .flex, .flex, .flex, .flex, .none])
        return style
    }

    private mutating func dimension() -> Dimension {
        reader.pick([.auto, .points(reader.length()), .percent(Double(reader.next() % 101)), .minContent, .maxContent])
    }
}

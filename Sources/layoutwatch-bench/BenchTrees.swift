import FlexLayout
import Foundation
import TextShaping
import ViewTree

/// The trees of `Tests/Fixtures/bench-trees/` as the layout benches read them, and the
/// depth scan's trees: `chain.json` itself cut to its first `depth` nested columns, the same
/// cut `scripts/taffy_bench.py` makes, so both engines lay out one shape.
enum BenchTrees {
    struct Tree {
        var name: String
        var root: ViewNode
        var measurer: any TextMeasurer
        var relayoutWidths: [Double]
        /// The file and depth the Taffy script loads for the same tree.
        var peerSource: (file: URL, depth: Int?)
        /// Whether relayouts are timed (not on `text-fixed`, whose leaf change would differ from Taffy's).
        var timesRelayouts = true
    }

    static let names = ["wide", "wide-text", "balanced", "deep", "chain"]
    /// The trees `layout-once` lays out: the files, and `text-fixed` made from `wide-text`.
    static let onceNames = names + ["text-fixed"]

    /// A tree of `onceNames`.
    static func loadOnce(_ name: String, directory: URL) throws -> Tree {
        name == "text-fixed" ? fixedTextLeaves(try load("wide-text", directory: directory)) : try load(name, directory: directory)
    }

    static func load(_ name: String, directory: URL) throws -> Tree {
        let url = directory.appendingPathComponent("\(name).json")
        guard let data = try? Data(contentsOf: url) else {
            throw BenchPeerUnavailable(reason: "cannot read \(url.path); pass --trees DIR")
        }
        let document = try ViewTreeJSON.decodeDocument(data, file: url.lastPathComponent)
        let widths = (try? JSONParser.parseValue(Array(data), file: url.lastPathComponent))?["relayout"]?["rootWidths"]?
            .arrayValue?.compactMap(\.numberValue) ?? []
        let measurer: any TextMeasurer = name == "wide-text"
            ? FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16) : AhemMeasurer()
        return Tree(name: name, root: document.root, measurer: measurer, relayoutWidths: widths,
                    peerSource: (url, nil))
    }

    /// `chain` with only its first `depth` columns: column `depth` ends in the innermost empty leaf.
    static func chain(_ chain: Tree, depth: Int) -> Tree {
        func cut(_ column: ViewNode, level: Int) -> ViewNode {
            var copy = column
            guard !copy.children.isEmpty else { return copy }  // a cut deeper than the chain keeps all of it
            let last = copy.children.count - 1
            copy.children[last] = level == depth ? ViewNode() : cut(column.children[last], level: level + 1)
            return copy
        }
        var tree = chain
        tree.name = "depth-\(depth)"
        tree.root = cut(chain.root, level: 1)
        tree.relayoutWidths = []
        tree.peerSource.depth = depth
        return tree
    }

    /// `wide-text` as Taffy's script builds it: each text leaf without its text, given the size
    /// our engine lays it out at as a fixed size (the script's 7 px per character and 16 px line,
    /// plus padding: no text in the tree wraps). Both engines then do the same work, which the
    /// `wide-text` row's Taffy figure, a lower bound, does not.
    static func fixedTextLeaves(_ wideText: Tree) -> Tree {
        func fix(_ node: ViewNode, _ laid: LaidOutNode) -> ViewNode {
            var copy = node
            if copy.text != nil {
                copy.text = nil
                copy.style.width = .points(laid.frame.width)
                copy.style.height = .points(laid.frame.height)
            }
            copy.children = zip(node.children, laid.children).map(fix)
            return copy
        }
        var tree = wideText
        tree.name = "text-fixed"
        tree.root = fix(wideText.root, FlexLayoutEngine(measurer: wideText.measurer).layout(wideText.root).root)
        tree.timesRelayouts = false
        return tree
    }

    /// The same tree built anew (every children array a new allocation), as Taffy's script
    /// builds a fresh tree before each timed cold layout: both engines start from a tree made
    /// just before the call.
    static func rebuilt(_ node: ViewNode) -> ViewNode {
        var copy = node
        copy.children = node.children.map(rebuilt)
        return copy
    }

    /// The leaf change relayouts are timed after: the leaf's text grows by `round` words, or
    /// (a leaf without text) its height becomes `10 + round`.
    static func changeLeaf(at path: [Int], of root: inout ViewNode, round: Int) {
        root.modify(at: path[...]) { leaf in
            if let text = leaf.text { leaf.text = text + String(repeating: " ab", count: round) }
            else { leaf.style.height = .points(10 + Double(round)) }
        }
    }

    static func count(_ node: ViewNode) -> Int {
        var total = 0
        var stack = [node]
        while let n = stack.popLast() { total += 1; stack.append(contentsOf: n.children) }
        return total
    }
}

/// `layoutwatch-bench layout-once TREE [--trees DIR] [--depth D] [--repeat N] [--evict MB] [--relayout | --relayout-leaf [--compare-all]]`:
/// one cold layout of one bench tree (or relayouts), for `valgrind --tool=callgrind
/// --toggle-collect=…` (README, Benchmarks). Loading the tree is outside the counted call.
enum LayoutOnce {
    static func run(_ arguments: [String]) throws {
        let options = LayoutOnceOptions.parseOrExit(arguments)
        let directory = options.trees.map { URL(fileURLWithPath: $0) } ?? BenchFixtures.url("bench-trees")
        var tree = try BenchTrees.loadOnce(options.tree, directory: directory)
        if let depth = options.depth {
            tree = BenchTrees.chain(tree, depth: depth)
        }
        let engine = FlexLayoutEngine(measurer: tree.measurer)
        // `--repeat N` lays the tree out N times, for sampling profilers (`perf record`).
        let repeats = options.repeats
        var frame = Rect.zero
        var evicting = [UInt8](repeating: 0, count: options.evict << 20)
        func evict(_ round: Int) {
            for i in stride(from: 0, to: evicting.count, by: 64) { evicting[i] = UInt8(truncatingIfNeeded: round) }
        }
        if options.relayout || options.relayoutLeaf {
            // Relayouts through one session: at the tree's relayout widths in turn, or after a
            // change to the middle leaf (its text, or its height), as `layout` times them.
            let session = LayoutSession(engine: engine)
            var root = tree.root
            let path = root.middleLeafPath
            let leafRounds = Array(TreeRun.leafRounds)  // the bench's leaf changes, in turn
            frame = session.layout(root).root.frame
            let changed = [options.relayoutLeaf ? NodePath(path) : NodePath()]
            for round in 0..<repeats {
                if options.relayoutLeaf {
                    BenchTrees.changeLeaf(at: path, of: &root, round: leafRounds[round % leafRounds.count])
                } else {
                    let widths = tree.relayoutWidths.isEmpty ? [frame.width - 10] : tree.relayoutWidths
                    root.style.width = .points(widths[round % widths.count])
                }
                evict(round)
                let result = options.compareAll ? session.layout(root) : session.layout(root, changed: changed)
                frame = result.root.frame
            }
        } else {
            let other = try options.between.map { try BenchTrees.loadOnce($0, directory: directory) }
            var last: LayoutResult?
            for round in 0..<repeats {
                if let other { _ = FlexLayoutEngine(measurer: other.measurer).layout(BenchTrees.rebuilt(other.root)) }
                evict(round)
                let input = BenchTrees.rebuilt(tree.root)
                last = countedLayout(engine, input)  // the previous result is freed outside the call, as `layout` times it
                frame = last?.root.frame ?? .zero
            }
        }
        print("\(tree.name): \(BenchTrees.count(tree.root)) nodes, root \(formatNumber(frame.width)) × \(formatNumber(frame.height))")
    }
}

@inline(never) func countedLayout(_ engine: FlexLayoutEngine, _ root: ViewNode) -> LayoutResult {
    engine.layout(root)
}

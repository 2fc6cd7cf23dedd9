import JSONSource
import ViewTree

/// The engine checked against Chromium on trees nobody wrote: `TreeGenerator`'s trees laid out
/// by both, LTR and RTL, in batches in one warm browser; every disagreement shrunk
/// (`TreeShrinker`) to a tree where one more step would make the two agree, and matched
/// against the known gaps.
public struct DifferentialFuzzer: Sendable {
    public var generator: TreeGenerator
    public let oracle: ChromiumOracle
    public let engine: EngineSide
    public var knownGaps: KnownGaps
    /// Trees laid out per browser call.
    public var batchSize = 50
    /// Smaller trees tried at most per disagreement (a budget in trees, not seconds); 0 shrinks
    /// nothing.
    public var shrinkSteps = 3_000

    /// `fonts` are Ahem's file, then DejaVu Sans's (`FuzzTree.Font`'s order).
    public init(generator: TreeGenerator = TreeGenerator(), oracle: ChromiumOracle, engine: EngineSide,
                knownGaps: KnownGaps = KnownGaps()) {
        self.generator = generator
        self.oracle = oracle
        self.engine = engine
        self.knownGaps = knownGaps
    }

    /// Trees `first..<first + count` of `seed`; `progress` is told after each batch.
    public func run(seed: UInt64, first: Int = 0, count: Int, progress: (DifferentialResult) -> Void = { _ in })
        throws -> DifferentialResult {
        var result = DifferentialResult(seed: seed)
        var index = first
        while index < first + count {
            let trees = (index..<min(index + batchSize, first + count)).map { generator.tree(seed: seed, index: $0) }
            index += trees.count
            let verdicts = try judge(trees.flatMap { tree in [Direction.ltr, .rtl].map { (tree, tree.root, $0) } })
            for (offset, tree) in trees.enumerated() {
                let ltr = verdicts[2 * offset], rtl = verdicts[2 * offset + 1]
                result.count(tree: tree, ltr: ltr, rtl: rtl)
                for (verdict, direction) in [(ltr, Direction.ltr), (rtl, .rtl)] where !verdict.agrees {
                    try result.add(shrink(tree, direction: direction))
                }
            }
            progress(result)
        }
        return result
    }

    /// One tree's comparison in one direction.
    public struct Verdict: Sendable {
        public var differences: [ChromiumComparison.Difference]
        public var notes: [String]
        public var agrees: Bool { differences.isEmpty }
        /// Whether the engine could read the tree at all.
        public var readable = true
    }

    /// Both engines' verdicts on `(tree, root, direction)` triples, in one browser call per batch.
    func judge(_ cases: [(FuzzTree, JSONValue, Direction)]) throws -> [Verdict] {
        let boxes = try oracle.boxes(of: cases.map { tree, root, direction in
            OracleTree(root: root, baseStyle: tree.baseStyle, direction: direction,
                       containingBlock: Size(width: FuzzTree.containingBlock, height: FuzzTree.containingBlock),
                       font: tree.font.index)
        })
        return zip(cases, boxes).map { item, chromium in
            let (tree, root, direction) = item
            let ours = engine.layout(tree.document(root: root), font: tree.font.index, direction: direction)
            guard let laidOut = ours.root else {
                return Verdict(differences: [.init(path: "root", property: "read", ours: .nan, chromium: 0)], notes: ours.notes,
                               readable: false)
            }
            let comparison = ChromiumComparison(file: "tree", direction: direction, ours: laidOut, chromium: chromium)
            return Verdict(differences: comparison.differences, notes: ours.notes)
        }
    }

    /// The disagreement of `tree` in `direction`, shrunk.
    public func shrink(_ tree: FuzzTree, direction: Direction) throws -> DifferentialFinding {
        let root = try TreeShrinker.shrink(tree.root, budget: shrinkSteps) { candidates in
            try judge(candidates.map { (tree, $0, direction) }).map { !$0.agrees && $0.readable }
        }
        let both = try judge([(tree, root, .ltr), (tree, root, .rtl)])
        let verdict = both[direction == .ltr ? 0 : 1]
        let features = TreeFeatures.of(root, font: tree.font)
        return DifferentialFinding(tree: tree, direction: direction, shrunk: root, differences: verdict.differences,
                                   notes: verdict.notes, features: features, gap: knownGaps.gap(for: features),
                                   agreesLTR: both[0].agrees, agreesRTL: both[1].agrees)
    }
}

extension FuzzTree.Font {
    /// The font's place in the fuzzer's font list: Ahem, then DejaVu Sans.
    public var index: Int { self == .ahem ? 0 : 1 }
}

extension DifferentialFuzzer {
    /// A finding as a flex-oracle/1 fixture: the shrunk tree with Chromium's boxes (`expected`,
    /// `expectedRtl`) and the engine's (`engine`, `engineRtl`) on every node, its features and
    /// where it came from.
    public func fixture(for finding: DifferentialFinding) throws -> JSONValue {
        let tree = finding.tree
        let chromium = try oracle.boxes(of: [Direction.ltr, .rtl].map {
            OracleTree(root: finding.shrunk, baseStyle: tree.baseStyle, direction: $0,
                       containingBlock: Size(width: FuzzTree.containingBlock, height: FuzzTree.containingBlock), font: tree.font.index)
        })
        var root = chromium[1].recorded(into: chromium[0].recorded(into: finding.shrunk, key: "expected"), key: "expectedRtl")
        for (direction, key) in [(Direction.ltr, "engine"), (.rtl, "engineRtl")] {
            if let ours = engine.layout(tree.document(root: finding.shrunk), font: tree.font.index, direction: direction).root {
                root = ChromiumBox(ours).recorded(into: root, key: key)
            }
        }
        guard case .object(var members) = tree.document(root: root) else { return root }
        members.insert(("name", .string(finding.name)), at: 1)
        members.insert(("source", .object([
            ("suite", .string("differential")), ("seed", .number(Double(tree.seed))), ("tree", .number(Double(tree.index))),
            ("direction", .string(finding.direction == .rtl ? "rtl" : "ltr")),
            ("note", .string("found by layoutwatch-bench differential and shrunk; expected* are Chromium's boxes, engine* the engine's when recorded")),
        ])), at: 2)
        members.insert(("profile", .string("taffy")), at: 3)
        members.insert(("features", .array(finding.features.sorted().map { .string($0) })), at: 4)
        if let gap = finding.gap { members.insert(("knownGap", .string(gap.reason)), at: 5) }
        return .object(members)
    }
}

extension ChromiumBox {
    /// The engine's frames in the same shape, to record beside Chromium's.
    init(_ node: LaidOutNode) {
        self.init(frame: node.frame, children: node.children.map(ChromiumBox.init))
    }
}

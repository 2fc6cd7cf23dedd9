import JSONSource
import ViewTree

/// What a differential run found: how many trees agreed in each direction, agreement per CSS
/// feature, and the shrunk disagreements, one per distinct shrunk tree.
public struct DifferentialResult: Sendable {
    public var seed: UInt64
    public var trees = 0
    public var realTextTrees = 0
    public var agreedLTR = 0
    public var agreedRTL = 0
    /// Trees that disagreed where the engine had said it could not honour something.
    public var warned = 0
    /// Per feature: trees that use it, and of those the ones that agreed in both directions.
    public var features: [String: (trees: Int, agreed: Int)] = [:]
    public var findings: [DifferentialFinding] = []
    /// Disagreements that shrank to a tree already among `findings`.
    public var repeats = 0

    public init(seed: UInt64) { self.seed = seed }

    mutating func count(tree: FuzzTree, ltr: DifferentialFuzzer.Verdict, rtl: DifferentialFuzzer.Verdict) {
        trees += 1
        if tree.font == .dejaVu { realTextTrees += 1 }
        if ltr.agrees { agreedLTR += 1 }
        if rtl.agrees { agreedRTL += 1 }
        if !(ltr.agrees && rtl.agrees), !(ltr.notes.isEmpty && rtl.notes.isEmpty) { warned += 1 }
        for feature in TreeFeatures.of(tree.root, font: tree.font) {
            var entry = features[feature, default: (0, 0)]
            entry.trees += 1
            if ltr.agrees && rtl.agrees { entry.agreed += 1 }
            features[feature] = entry
        }
    }

    mutating func add(_ finding: DifferentialFinding) {
        let key = CompactTree.render(finding.shrunk) + (finding.direction == .rtl ? " rtl" : "")
        if findings.contains(where: { CompactTree.render($0.shrunk) + ($0.direction == .rtl ? " rtl" : "") == key }) {
            repeats += 1
        } else {
            findings.append(finding)
        }
    }

    /// Shrunk disagreements that no known gap explains.
    public var unexplained: [DifferentialFinding] { findings.filter { $0.gap == nil } }

    public func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "–" : formatNumber((1000 * Double(part) / Double(whole)).rounded() / 10) + " %"
    }
}

import JSONSource
import ViewTree

/// One disagreement, shrunk: the generated tree it came from, the direction, the smallest tree
/// found that still disagrees, and how.
public struct DifferentialFinding: Sendable {
    public var tree: FuzzTree
    public var direction: Direction
    public var shrunk: JSONValue
    public var differences: [ChromiumComparison.Difference]
    /// What the engine said it could not honour (a disagreement it warned of).
    public var notes: [String]
    public var features: Set<String>
    /// The known gap it falls under, if any.
    public var gap: KnownGap?
    public var agreesLTR: Bool
    public var agreesRTL: Bool

    /// `{width:100px}[{margin-left:auto}]  RTL  root.children[0] x ours 0 Chromium -55`.
    public var summary: String {
        let first = differences.first.map { "\($0.path) \($0.property) ours \(formatNumber($0.ours)) Chromium \(formatNumber($0.chromium))" } ?? ""
        let more = differences.count > 1 ? " (+\(differences.count - 1))" : ""
        var line = "\(CompactTree.render(shrunk))  \(direction == .rtl ? "RTL" : "LTR")  \(first)\(more)"
        if !notes.isEmpty { line += "  [engine: \(notes[0])]" }
        if let gap { line += "  [known gap: \(gap.reason)]" }
        return line
    }

    /// `diff-<seed>-<index>-<ltr|rtl>`.
    public var name: String { "diff-\(tree.seed)-\(tree.index)-\(direction == .rtl ? "rtl" : "ltr")" }
}

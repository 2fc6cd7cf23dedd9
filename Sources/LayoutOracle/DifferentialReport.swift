import JSONSource

/// What a differential run prints: agreement in each direction, agreement per CSS feature
/// (lowest first), and every shrunk disagreement in compact form, unexplained ones first.
extension DifferentialResult {
    public func report(seconds: Double? = nil) -> String {
        var lines = ["differential: seed \(seed), \(trees) trees (\(realTextTrees) with DejaVu Sans text), LTR and RTL"]
        if let seconds, seconds > 0 {
            lines.append("  speed: \(formatNumber((Double(trees) / seconds * 10).rounded() / 10)) trees/s, shrinking included")
        }
        lines.append("  agree LTR: \(agreedLTR) of \(trees) (\(percent(agreedLTR, of: trees)))")
        lines.append("  agree RTL: \(agreedRTL) of \(trees) (\(percent(agreedRTL, of: trees)))")
        if warned > 0 { lines.append("  disagreed where the engine said it could not honour the tree: \(warned)") }
        lines.append("  per feature (trees using it, agreeing in both directions):")
        let rows = features.sorted { a, b in
            let ra = Double(a.value.agreed) / Double(a.value.trees), rb = Double(b.value.agreed) / Double(b.value.trees)
            return ra != rb ? ra < rb : a.key < b.key
        }
        let width = rows.map(\.key.count).max() ?? 0
        for (feature, entry) in rows where entry.agreed < entry.trees || entry.trees >= 10 {
            lines.append("    " + feature.padding(toLength: width, withPad: " ", startingAt: 0)
                         + "  \(entry.agreed)/\(entry.trees)  \(percent(entry.agreed, of: entry.trees))")
        }
        let unexplained = self.unexplained, known = findings.filter { $0.gap != nil }
        lines.append("  shrunk disagreements: \(findings.count) distinct (\(repeats) more shrank to one of them); "
                     + "\(unexplained.count) unexplained, \(known.count) known gaps")
        for finding in unexplained + known {
            lines.append("    \(finding.name): \(finding.summary)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import TestReport
import ViewTree

/// Text that does not fit what it was given: wider than its box (`needs 212 pt, has 180 pt`),
/// more lines than its line limit allows (`needs 3 lines, limited to 2`), or taller than its
/// box. A line limit that truncates is a violation too, unless the node allows `truncation`.
public struct TruncationCheck: LayoutCheck {
    public let rule = "truncation"
    public var severity: Severity
    public var tolerance: Double

    public init(tolerance: Double = 0.01, severity: Severity = .error) {
        self.tolerance = tolerance
        self.severity = severity
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        return tree.entries.compactMap { entry in
            guard entry.paints, let info = entry.node.textLayout, info.truncated else { return nil }
            let given = info.givenSize ?? Size(width: entry.frame.width, height: entry.frame.height)
            var parts: [String] = []
            if info.neededSize.width > given.width + tolerance {
                parts.append("needs \(formatNumber(info.neededSize.width)) pt, has \(formatNumber(given.width)) pt")
            }
            let neededLines = info.lineHeight > 0 ? Int((info.neededSize.height / info.lineHeight).rounded()) : 0
            if let limit = info.lineLimit, neededLines > limit {
                parts.append("needs \(neededLines) lines, limited to \(limit)")
            } else if info.neededSize.height > given.height + tolerance {
                parts.append("needs \(formatNumber(info.neededSize.height)) pt of height, has \(formatNumber(given.height)) pt")
            }
            guard !parts.isEmpty else { return nil }
            let text = entry.node.text.map { " \"\(Self.excerpt($0))\"" } ?? ""
            let message = "text \(entry.reference.name)\(text) is truncated: " + parts.joined(separator: "; ")
            return Violation(rule: rule, message: message, nodes: [entry.reference], severity: severity)
        }
    }

    /// The text as a message quotes it: its first 30 characters.
    static func excerpt(_ text: String) -> String {
        text.count <= 30 ? text : String(text.prefix(29)) + "…"
    }
}

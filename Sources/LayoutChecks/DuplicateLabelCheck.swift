import TestReport
import ViewTree

/// Shown interactive nodes (`InteractiveRoles`) that a screen reader names alike but that are
/// different targets: the user hears one name for different actions (WCAG 2.4.4 and 2.4.9, link
/// purpose; ATF's DuplicateSpeakableTextCheck). A warning, as in ATF: the same name is right
/// when the actions are the same.
///
/// A node's name is its accessibility label, or, without one, the text it and its subtree show
/// (what `MissingLabelCheck` accepts in its place). Names are compared trimmed, with each run of
/// whitespace as one space, and without case: "Add to bag", " add to  bag" and "ADD TO BAG" are
/// the same. Nodes with the same bounds, or one inside the other, are one target (the first is
/// kept): two on the same bounds are `duplicateTarget`'s violation, not this one's. A node that
/// allows `duplicateLabel` leaves its group, whose other members are still reported.
public struct DuplicateLabelCheck: LayoutCheck {
    public let rule = "duplicateLabel"
    public var severity: Severity

    public init(severity: Severity = .warning) { self.severity = severity }

    public func violations(in tree: FlatTree) -> [Violation] {
        var groups: [String: [Int]] = [:], order: [String] = []
        for index in tree.entries.indices {
            let entry = tree.entries[index]
            guard entry.isShown, entry.node.isInteractive,
                  entry.node.traits?.allowedChecks.contains(rule) != true,
                  let name = Self.spokenName(entry.node) else { continue }
            let key = Self.comparable(name)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { key in
            var targets: [Int] = []
            for index in groups[key]! where !targets.contains(where: { sameTarget($0, index, in: tree) }) {
                targets.append(index)
            }
            guard targets.count > 1 else { return nil }
            let entries = targets.map { tree.entries[$0] }
            let name = Self.spokenName(entries[0].node)!
            let kinds = Set(entries.map(\.node.kind)).count == 1 ? plural(entries[0].node.kind, entries.count)
                : "\(entries.count) controls"
            let message = "\(kinds) share the name \"\(name)\": "
                + entries.map { "\($0.node.kind) \($0.reference.name)" }.joined(separator: ", ")
                + "; a screen reader says the same name for different actions;"
                + " give each a label that says what it does, e.g. \"Add Blue Shirt to bag\""
            return Violation(rule: rule, message: message, nodes: entries.map(\.reference), severity: severity)
        }
    }

    /// What a screen reader calls `node`: its label, else its own and its subtree's text.
    static func spokenName(_ node: LaidOutNode) -> String? {
        if MissingLabelCheck.hasLabel(node), let label = node.label { return collapsed(label) }
        let text = collapsed(texts(node).joined(separator: " "))
        return text.isEmpty ? nil : text
    }

    /// `name` as names are compared: collapsed and lower-cased.
    static func comparable(_ name: String) -> String { collapsed(name).lowercased() }

    private static func texts(_ node: LaidOutNode) -> [String] {
        (node.text.map { [$0] } ?? []) + node.children.flatMap(texts)
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func sameTarget(_ a: Int, _ b: Int, in tree: FlatTree) -> Bool {
        DuplicateTargetCheck().same(tree.entries[a].frame, tree.entries[b].frame) || tree.isAncestor(a, of: b) || tree.isAncestor(b, of: a)
    }

    private func plural(_ kind: String, _ count: Int) -> String {
        "\(count) \(kind)\(["s", "x", "ch", "sh"].contains(where: kind.hasSuffix) ? "es" : "s")"
    }
}

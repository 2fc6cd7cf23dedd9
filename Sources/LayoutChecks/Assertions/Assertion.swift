import TestReport
import ViewTree

/// A Galen-style assertion about named nodes, run as a layout check: pass it in a layout
/// test's `checks:` beside the automatic ones. Build one with `Assert` in Swift or decode a list
/// with `AssertionDecoder` from JSON.
///
///     checks: LayoutChecks.v1 + [
///         Assert("save").leftOf("cancel", by: 20...30),
///         Assert("title").width(percentOf: "card", 40...60),
///     ]
///
/// A failure reads like Galen's: `"save" is 10 pt left of "cancel" instead of 20–30 pt`. A
/// node id that is not in the tree is itself a violation naming the nearest ids.
public struct Assertion: LayoutCheck, Hashable {
    /// The id of the node the assertion is about.
    public var subject: String
    public var relation: Relation
    /// Points (or percentage points for relative sizes) by which a value may miss its range.
    public var tolerance: Double
    public var severity: Severity

    public init(_ subject: String, _ relation: Relation, tolerance: Double = 0, severity: Severity = .error) {
        self.subject = subject
        self.relation = relation
        self.tolerance = tolerance
        self.severity = severity
    }

    public var rule: String { relation.rule }

    /// The same assertion with values allowed to miss their range by `points`.
    public func tolerance(_ points: Double) -> Assertion {
        var copy = self
        copy.tolerance = points
        return copy
    }

    /// The same assertion reported at `severity` (a warning never fails a case).
    public func severity(_ severity: Severity) -> Assertion {
        var copy = self
        copy.severity = severity
        return copy
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        let lookup = NodeLookup(tree)
        let root = tree.entries[0].reference
        guard let node = lookup[subject] else { return [violation(lookup.missing(subject), [root])] }
        var other: FlatTree.Entry?
        if let id = relation.other {
            guard let found = lookup[id] else { return [violation(lookup.missing(id), [root])] }
            other = found
        }
        let measure = Measure(subject: subject, frame: node.frame, rtl: node.node.traits?.rtl == true,
                              otherID: relation.other ?? "", otherFrame: other?.frame ?? .zero, tolerance: tolerance)
        let nodes = [node.reference] + (other.map { [$0.reference] } ?? [])
        return measure.failures(of: relation).map { violation($0, nodes) }
    }

    private func violation(_ message: String, _ nodes: [NodeReference]) -> Violation {
        Violation(rule: rule, message: message, nodes: nodes, severity: severity)
    }
}

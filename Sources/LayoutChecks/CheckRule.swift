import TestReport
import ViewTree

/// A check's stable rule name, as violations carry it and allowances name it.
public struct CheckRule: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }
    public var description: String { name }

    public static let overlap: CheckRule = "overlap"
    public static let outOfBounds: CheckRule = "outOfBounds"
    public static let flexOverflow: CheckRule = "flexOverflow"
    public static let truncation: CheckRule = "truncation"
    public static let zeroSize: CheckRule = "zeroSize"
    public static let touchTarget: CheckRule = "touchTarget"
    public static let duplicateTarget: CheckRule = "duplicateTarget"
    public static let duplicateLabel: CheckRule = "duplicateLabel"
    public static let missingLabel: CheckRule = "missingLabel"
    public static let nestedLabel: CheckRule = "nestedLabel"
    public static let contrast: CheckRule = "contrast"
}

/// A check with allowances: its violations that name an allowed node id, or both ids of an
/// allowed pair (in either order), are dropped; `severity` overrides the check's own.
public struct AllowingCheck: LayoutCheck {
    public var base: any LayoutCheck
    public var ids: Set<String>
    public var pairs: Set<[String]>
    public var severity: Severity
    public var rule: String { base.rule }

    public init(_ base: any LayoutCheck, ids: Set<String> = [], pairs: [(String, String)] = [], severity: Severity? = nil) {
        self.base = base
        self.ids = ids
        self.pairs = Set(pairs.map { [$0.0, $0.1].sorted() })
        self.severity = severity ?? base.severity
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        base.violations(in: tree).compactMap { violation in
            let named = violation.nodes.compactMap(\.id)
            if named.contains(where: ids.contains) { return nil }
            for (i, a) in named.enumerated() {
                for b in named[(i + 1)...] where pairs.contains([a, b].sorted()) { return nil }
            }
            var kept = violation
            kept.severity = severity
            return kept
        }
    }
}

extension Array where Element == any LayoutCheck {
    /// These checks without the named rules: how a suite or a test switches a check off.
    public func disabling(_ rules: CheckRule...) -> [any LayoutCheck] {
        filter { check in !rules.contains { $0.name == check.rule } }
    }

    /// These checks with `rule`'s violations forgiven for the given node ids and id pairs.
    public func allowing(_ rule: CheckRule, ids: Set<String> = [], pairs: [(String, String)] = []) -> [any LayoutCheck] {
        map { $0.rule == rule.name ? AllowingCheck($0, ids: ids, pairs: pairs) : $0 }
    }

    /// These checks with `rule` reported at `severity` (a warning never fails a case).
    public func severity(_ severity: Severity, for rule: CheckRule) -> [any LayoutCheck] {
        map { $0.rule == rule.name ? AllowingCheck($0, severity: severity) : $0 }
    }
}

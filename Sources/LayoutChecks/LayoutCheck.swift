import TestReport
import ViewTree

/// A rule over a laid-out tree. A check reports every violation it finds, not only the first.
public protocol LayoutCheck: Sendable {
    /// The rule name that violations carry (`overlap`, `outOfBounds`); stable across versions.
    var rule: String { get }
    /// The severity of the violations this check reports; only errors fail a case.
    var severity: Severity { get }
    /// Implement one of the two; a check that reads the flattened tree implements the second.
    func violations(in root: LaidOutNode) -> [Violation]
    func violations(in tree: FlatTree) -> [Violation]
}

extension LayoutCheck {
    public var severity: Severity { .error }
    public func violations(in root: LaidOutNode) -> [Violation] { violations(in: FlatTree(root)) }
    public func violations(in tree: FlatTree) -> [Violation] { violations(in: tree.root) }
}

/// Check sets. `basic` is ADLayoutTest's sibling overlap and out-of-bounds, the default of every
/// layout test; `v1` is every check of version 1, frozen: a later version is a new preset, so
/// an upgrade never adds failures to a test that did not ask for them. `v2` is `v1` and
/// `duplicateLabel`, and what `layoutwatch check` runs.
public enum LayoutChecks {
    public static let basic: [any LayoutCheck] = [SiblingOverlapCheck(), OutOfParentBoundsCheck()]

    /// Every check of version 1, with its default severity and thresholds.
    public static let v1: [any LayoutCheck] = [
        VisibleOverlapCheck(), OutOfParentBoundsCheck(), FlexOverflowCheck(), TruncationCheck(),
        ZeroSizeCheck(), TouchTargetCheck(), DuplicateTargetCheck(), MissingLabelCheck(), NestedLabelCheck(),
        ContrastCheck(),
    ]

    /// Every check of version 2: `v1`'s in its order, then `duplicateLabel` (a warning).
    public static let v2: [any LayoutCheck] = v1 + [DuplicateLabelCheck()]

    /// `v1` for a screen captured on `platform` (a `uiautomator dump`, an XCUITest page source, a
    /// web page): the platform's touch target (`TouchTargetCheck(platform:)`), and, for a native
    /// screen, no flex overflow, since its containers are no flex containers (a child past its
    /// parent is the `outOfBounds` violation). `nil`, a tree laid out here, is `v1` itself.
    public static func v1(for platform: Platform?) -> [any LayoutCheck] {
        checks(v1, for: platform)
    }

    /// `v2` for a screen captured on `platform`, as `v1(for:)` is `v1`'s.
    public static func v2(for platform: Platform?) -> [any LayoutCheck] {
        checks(v2, for: platform)
    }

    /// `checks` (a preset, or a spec's own choice of checks) for a screen captured on
    /// `platform`, as `v1(for:)` makes `v1`'s; each touch-target check keeps its severity.
    public static func checks(_ checks: [any LayoutCheck], for platform: Platform?) -> [any LayoutCheck] {
        guard let platform else { return checks }
        return checks.compactMap { check in
            if check is FlexOverflowCheck, platform != .web { return nil }
            guard let touch = check as? TouchTargetCheck else { return check }
            return TouchTargetCheck(platform: platform, severity: touch.severity)
        }
    }

    /// Runs `checks` and returns their violations in check order. A violation is dropped when a
    /// node it names switches its rule off (`.allowing(…)` in the DSL, `"allow"` in JSON).
    public static func run(_ checks: [any LayoutCheck] = basic, on root: LaidOutNode) -> [Violation] {
        run(checks, on: FlatTree(root))
    }

    /// The same on a tree already flattened.
    public static func run(_ checks: [any LayoutCheck] = basic, on tree: FlatTree) -> [Violation] {
        let allowed = allowances(in: tree)
        let found = checks.flatMap { $0.violations(in: tree) }
        guard !allowed.isEmpty else { return found }
        return found.filter { violation in
            !violation.nodes.contains { allowed[$0.path]?.contains(violation.rule) == true }
        }
    }

    private static func allowances(in tree: FlatTree) -> [NodePath: Set<String>] {
        var allowed: [NodePath: Set<String>] = [:]
        for entry in tree.entries {
            if let rules = entry.node.traits?.allowedChecks, !rules.isEmpty { allowed[entry.path] = Set(rules) }
        }
        return allowed
    }
}

/// `(x 20, y 20, w 70, h 70)`: frames as messages print them.
func describe(_ frame: Rect) -> String {
    frame.summary
}

extension NodeReference {
    init(_ node: LaidOutNode, path: NodePath, absolute: Rect) {
        self.init(path: path, id: node.id, frame: absolute)
    }
}

/// Nodes that paint nothing and take no room cannot overlap or overflow anything.
func isEmpty(_ frame: Rect) -> Bool { frame.width <= 0 || frame.height <= 0 }

import TestReport
import ViewTree

/// A rule over a laid-out tree. A check reports every violation it finds, not only the first.
public protocol LayoutCheck: Sendable {
    /// The rule name that violations carry (`overlap`, `outOfBounds`).
    var rule: String { get }
    func violations(in root: LaidOutNode) -> [Violation]
}

/// The checks a layout test runs when it names none: ADLayoutTest's basic recursive tests.
public enum LayoutChecks {
    public static let basic: [any LayoutCheck] = [SiblingOverlapCheck(), OutOfParentBoundsCheck()]

    /// Runs `checks` and returns their violations in check order, each sorted by node path.
    public static func run(_ checks: [any LayoutCheck] = basic, on root: LaidOutNode) -> [Violation] {
        checks.flatMap { $0.violations(in: root) }
    }
}

/// `x 20, y 20, w 70, h 70`: frames as messages print them.
func describe(_ frame: Rect) -> String {
    "(x \(formatNumber(frame.x)), y \(formatNumber(frame.y)), w \(formatNumber(frame.width)), h \(formatNumber(frame.height)))"
}

extension NodeReference {
    init(_ node: LaidOutNode, path: NodePath, absolute: Rect) {
        self.init(path: path, id: node.id, frame: absolute)
    }
}

/// Nodes that paint nothing and take no room cannot overlap or overflow anything.
func isEmpty(_ frame: Rect) -> Bool { frame.width <= 0 || frame.height <= 0 }

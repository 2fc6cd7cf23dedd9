import TestReport
import ViewTree

/// Two shown interactive nodes with the same bounds: a tap cannot tell them apart.
public struct DuplicateTargetCheck: LayoutCheck {
    public let rule = "duplicateTarget"
    public var severity: Severity
    public var tolerance: Double

    public init(tolerance: Double = 0.01, severity: Severity = .error) {
        self.tolerance = tolerance
        self.severity = severity
    }

    public func violations(in tree: FlatTree) -> [Violation] {
        let targets = tree.entries.filter { $0.isShown && $0.node.isInteractive }
        var found: [Violation] = []
        for (i, a) in targets.enumerated() {
            for b in targets[(i + 1)...] where same(a.frame, b.frame) {
                let message = "\(a.node.kind) \(a.reference.name) and \(b.node.kind) \(b.reference.name)"
                    + " have the same bounds \(describe(a.frame))"
                found.append(Violation(rule: rule, message: message, nodes: [a.reference, b.reference], severity: severity))
            }
        }
        return found
    }

    /// Equal within `tolerance` on every edge: one target to a tap.
    func same(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }
}

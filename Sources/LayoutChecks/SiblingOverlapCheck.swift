import TestReport
import ViewTree

/// Two siblings whose boxes share area. Touching edges are not an overlap; shared area under
/// `tolerance` (in pt, per side) is forgiven so that sub-pixel rounding never fails a test.
public struct SiblingOverlapCheck: LayoutCheck {
    public let rule = "overlap"
    public var tolerance: Double

    public init(tolerance: Double = 0.01) { self.tolerance = tolerance }

    public func violations(in root: LaidOutNode) -> [Violation] {
        var found: [Violation] = []
        root.forEachNode { parent, parentPath, parentFrame in
            let children = parent.children.enumerated().map { index, child in
                (child, parentPath.appending(index), child.frame.offsetBy(dx: parentFrame.x, dy: parentFrame.y))
            }
            for (i, first) in children.enumerated() where !isEmpty(first.2) {
                for second in children[(i + 1)...] where !isEmpty(second.2) {
                    guard let shared = first.2.intersection(second.2),
                          shared.width > tolerance, shared.height > tolerance else { continue }
                    let a = NodeReference(first.0, path: first.1, absolute: first.2)
                    let b = NodeReference(second.0, path: second.1, absolute: second.2)
                    let message = "\(a.name) \(describe(a.frame)) overlaps \(b.name) \(describe(b.frame))"
                        + " by \(formatNumber(shared.width))×\(formatNumber(shared.height))"
                        + " at (\(formatNumber(shared.x)), \(formatNumber(shared.y)))"
                    found.append(Violation(rule: rule, message: message, nodes: [a, b]))
                }
            }
        }
        return found
    }
}

import TestReport
import ViewTree

/// A child whose box reaches outside its parent's box, with how far on each side.
public struct OutOfParentBoundsCheck: LayoutCheck {
    public let rule = "outOfBounds"
    public var tolerance: Double

    public init(tolerance: Double = 0.01) { self.tolerance = tolerance }

    public func violations(in root: LaidOutNode) -> [Violation] {
        var found: [Violation] = []
        root.forEachNode { parent, parentPath, parentFrame in
            for (index, child) in parent.children.enumerated() {
                let frame = child.frame.offsetBy(dx: parentFrame.x, dy: parentFrame.y)
                guard !isEmpty(frame) else { continue }
                let overhang = [
                    ("left", parentFrame.x - frame.x), ("top", parentFrame.y - frame.y),
                    ("right", frame.maxX - parentFrame.maxX), ("bottom", frame.maxY - parentFrame.maxY),
                ].filter { $0.1 > tolerance }
                guard !overhang.isEmpty else { continue }
                let inner = NodeReference(child, path: parentPath.appending(index), absolute: frame)
                let outer = NodeReference(parent, path: parentPath, absolute: parentFrame)
                let sides = overhang.map { "\(formatNumber($0.1)) pt on the \($0.0)" }.joined(separator: ", ")
                let message = "\(inner.name) \(describe(frame)) extends outside its parent "
                    + "\(outer.name) \(describe(parentFrame)) by \(sides)"
                found.append(Violation(rule: rule, message: message, nodes: [inner, outer]))
            }
        }
        return found
    }
}

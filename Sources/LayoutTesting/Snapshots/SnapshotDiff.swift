import TestReport
import ViewTree

/// The structural difference between a recorded layout and the actual one: node by node (by
/// path), every frame that moved or resized by more than `tolerance` on any edge, and nodes
/// that appeared or went. Each difference is a `snapshot` violation naming the actual frame
/// (the recorded one for a node that went), so the report outlines it on the actual drawing.
package enum SnapshotDiff {
    package static let rule = "snapshot"

    package static func compare(recorded: LaidOutNode, actual: LaidOutNode, tolerance: Double) -> [Violation] {
        let before = frames(recorded), after = frames(actual)
        var violations: [Violation] = []
        for (path, now) in after.sorted(by: { $0.key < $1.key }) {
            let reference = NodeReference(path: path, id: now.id, frame: now.frame)
            guard let then = before[path] else {
                violations.append(Violation(rule: rule, message: "\(reference.name) \(now.frame.summary) is new: it is not in the recorded layout",
                                            nodes: [reference]))
                continue
            }
            let moved = max(abs(then.frame.x - now.frame.x), abs(then.frame.y - now.frame.y))
            let resized = max(abs(then.frame.width - now.frame.width), abs(then.frame.height - now.frame.height))
            guard moved > tolerance || resized > tolerance else { continue }
            let verb = moved > tolerance && resized > tolerance ? "moved and resized" : moved > tolerance ? "moved" : "resized"
            violations.append(Violation(rule: rule, message: "\(reference.name) \(verb) from \(then.frame.summary) to \(now.frame.summary)",
                                        nodes: [reference]))
        }
        for (path, then) in before.sorted(by: { $0.key < $1.key }) where after[path] == nil {
            let reference = NodeReference(path: path, id: then.id, frame: then.frame)
            violations.append(Violation(rule: rule, message: "\(reference.name) \(then.frame.summary) is gone: the recorded layout has it",
                                        nodes: [reference]))
        }
        return violations
    }

    /// Every node's id and frame in root coordinates, by path.
    static func frames(_ root: LaidOutNode) -> [NodePath: (id: String?, frame: Rect)] {
        var result: [NodePath: (id: String?, frame: Rect)] = [:]
        root.forEachNode { node, path, frame in result[path] = (node.id, frame) }
        return result
    }
}

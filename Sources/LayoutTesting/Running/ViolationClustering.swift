import TestReport
import ViewTree

/// Groups the violations of every failing case a layout test evaluates by rule and node paths,
/// keeping for each the latest violation seen: shrinking runs after generation and only keeps
/// smaller failing cases, so the latest is the most shrunk.
struct ViolationClustering {
    private struct Key: Hashable {
        var rule: String
        var paths: [NodePath]
    }

    private var counts: [Key: (cases: Int, latest: Violation)] = [:]
    private var order: [Key] = []

    /// Counts one failing case; a failure named twice in the same case counts once.
    mutating func add(_ violations: [Violation]) {
        var seen: Set<Key> = []
        for violation in violations {
            let key = Key(rule: violation.rule, paths: violation.nodes.map(\.path))
            guard seen.insert(key).inserted else { continue }
            if let known = counts[key] {
                counts[key] = (known.cases + 1, violation)
            } else {
                counts[key] = (1, violation)
                order.append(key)
            }
        }
    }

    /// The clusters, those of the shrunk case first in its order, then the others as first seen;
    /// the shrunk case's own violation represents each cluster it has.
    func clusters(shrunk: [Violation]) -> [ViolationCluster] {
        let shrunkKeys = shrunk.map { Key(rule: $0.rule, paths: $0.nodes.map(\.path)) }
        var result: [ViolationCluster] = []
        var done: Set<Key> = []
        for (key, violation) in zip(shrunkKeys, shrunk) where done.insert(key).inserted {
            result.append(ViolationCluster(rule: key.rule, paths: key.paths, cases: counts[key]?.cases ?? 1,
                                           representative: violation, inShrunkCase: true))
        }
        for key in order where done.insert(key).inserted {
            guard let entry = counts[key] else { continue }
            result.append(ViolationCluster(rule: key.rule, paths: key.paths, cases: entry.cases,
                                           representative: entry.latest, inShrunkCase: false))
        }
        return result
    }
}

import TestReport
import ViewTree

/// Finds the nodes an assertion names by id, in paint order: with duplicate ids, the first
/// one painted is the one asserted about.
struct NodeLookup {
    let tree: FlatTree
    private let byID: [String: Int]

    init(_ tree: FlatTree) {
        self.tree = tree
        var byID: [String: Int] = [:]
        for (index, entry) in tree.entries.enumerated() {
            if let id = entry.node.id, byID[id] == nil { byID[id] = index }
        }
        self.byID = byID
    }

    subscript(id: String) -> FlatTree.Entry? { byID[id].map { tree.entries[$0] } }

    /// `"sav" is not in the laid-out tree; nearest ids: "save", "savings"`: up to three ids close
    /// enough to be a typo, or the first ids of the tree when none is.
    func missing(_ id: String) -> String {
        var known = tree.entries.compactMap(\.node.id)
        var seen = Set<String>()
        known = known.filter { seen.insert($0).inserted }
        guard !known.isEmpty else { return "\"\(id)\" is not in the laid-out tree, which has no ids" }
        let nearest = nearestKeys(to: id, in: known)
        let quoted = { (ids: [String]) in ids.map { "\"\($0)\"" }.joined(separator: ", ") }
        if !nearest.isEmpty { return "\"\(id)\" is not in the laid-out tree; nearest ids: \(quoted(nearest))" }
        let shown = known.prefix(5)
        return "\"\(id)\" is not in the laid-out tree; its ids are \(quoted(Array(shown)))\(known.count > 5 ? ", …" : "")"
    }
}

import JSONSource

/// Shrinks a disagreeing tree greedily and deterministically, as Hypothesis's shrink passes do:
/// of the smaller trees one step away (a subtree removed, a node's children dropped, a
/// declaration removed, a text shortened or dropped, a length halved), the first that still
/// disagrees is kept and asked about again, until none does.
public enum TreeShrinker {
    /// The smallest tree reached from `root` by steps each of which `disagrees` still holds for,
    /// trying at most `budget` trees. `disagrees` answers for a batch of trees at once (one
    /// browser call): the batches start at 4 trees (the first candidates, whole subtrees
    /// removed, hold most often) and double while none holds.
    public static func shrink(_ root: JSONValue, budget: Int,
                              disagrees: ([JSONValue]) throws -> [Bool]) rethrows -> JSONValue {
        var root = root
        var tried = 0
        search: while tried < budget {
            let candidates = candidates(of: root)
            var start = 0, chunk = 4
            while start < candidates.count, tried < budget {
                let batch = Array(candidates[start..<min(start + chunk, candidates.count)])
                let verdicts = try disagrees(batch)
                tried += batch.count
                if let offset = verdicts.firstIndex(of: true) {
                    root = batch[offset]
                    continue search
                }
                start += batch.count
                chunk = min(chunk * 2, 100)
            }
            break
        }
        return root
    }

    public static func candidates(of root: JSONValue) -> [JSONValue] {
        var removals: [JSONValue] = [], declarations: [JSONValue] = [], texts: [JSONValue] = [], values: [JSONValue] = []
        var paths: [[Int]] = [[]]
        var index = 0
        while index < paths.count {
            let path = paths[index]
            index += 1
            guard let node = node(at: path, in: root) else { continue }
            let children = node["children"]?.arrayValue ?? []
            for offset in children.indices { paths.append(path + [offset]) }
            if !path.isEmpty { removals.append(editing(root, at: path.dropLast()) { removeChild(path.last!, of: $0) }) }
            if children.count > 1 { removals.append(editing(root, at: path[...]) { replace("children", with: nil, in: $0) }) }
            let style = node["style"]?.objectValue ?? []
            for (offset, _) in style.enumerated() {
                declarations.append(editing(root, at: path[...]) { node in
                    var kept = style
                    kept.remove(at: offset)
                    return replace("style", with: .object(kept), in: node)
                })
                for simpler in simplerValues(style[offset].1.stringValue ?? "") {
                    values.append(editing(root, at: path[...]) { node in
                        var changed = style
                        changed[offset].1 = .string(simpler)
                        return replace("style", with: .object(changed), in: node)
                    })
                }
            }
            if let text = node["text"]?.stringValue {
                let words = text.split(separator: " ")
                texts.append(editing(root, at: path[...]) { replace("text", with: nil, in: $0) })
                if words.count > 1 {
                    texts.append(editing(root, at: path[...]) { replace("text", with: .string(words.dropLast().joined(separator: " ")), in: $0) })
                }
            }
        }
        return removals + declarations + texts + values
    }

    /// A length or number halved and rounded (`150px` → `75px`, `0.5` stays).
    static func simplerValues(_ value: String) -> [String] {
        for unit in ["px", "%", ""] where value.hasSuffix(unit) {
            guard let number = Double(value.dropLast(unit.count)), number >= 2 else { continue }
            return [StyleVocabulary.number((number / 2).rounded(.down)) + unit]
        }
        return []
    }

    static func node(at path: [Int], in root: JSONValue) -> JSONValue? {
        var node = root
        for offset in path {
            guard let children = node["children"]?.arrayValue, offset < children.count else { return nil }
            node = children[offset]
        }
        return node
    }

    private static func editing(_ root: JSONValue, at path: ArraySlice<Int>, _ change: (JSONValue) -> JSONValue) -> JSONValue {
        guard let first = path.first else { return change(root) }
        let children = root["children"]?.arrayValue ?? []
        var edited = children
        edited[first] = editing(children[first], at: path.dropFirst(), change)
        return replace("children", with: .array(edited), in: root)
    }

    private static func removeChild(_ offset: Int, of node: JSONValue) -> JSONValue {
        var children = node["children"]?.arrayValue ?? []
        children.remove(at: offset)
        return replace("children", with: children.isEmpty ? nil : .array(children), in: node)
    }

    /// The node with `key` set to `value`, or removed when `value` is nil.
    private static func replace(_ key: String, with value: JSONValue?, in node: JSONValue) -> JSONValue {
        var members = node.objectValue ?? []
        if let index = members.firstIndex(where: { $0.0 == key }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
        return .object(members)
    }
}

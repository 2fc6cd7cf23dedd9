import JSONSource

/// Turns JSON nodes into `ViewNode`s, cascading the base style and collecting diagnostics.
struct ViewNodeBuilder {
    let file: String
    let inherited: [(String, String)]
    let everyNode: [(String, String)]
    let rootOnly: [(String, String)]
    var diagnostics: [String] = []

    init(file: String, inherited: [(String, String)], everyNode: [(String, String)], rootOnly: [(String, String)]) {
        self.file = file
        self.inherited = inherited
        self.everyNode = everyNode
        self.rootOnly = rootOnly
    }

    private func fail(_ path: String, _ message: String) -> ViewTreeJSONError {
        ViewTreeJSONError(file: file, keyPath: path, message: message)
    }

    /// The node's own fields and style; `children` are left to the caller.
    mutating func makeNode(_ json: JSONValue, path: String, parent: Style?) throws -> ViewNode {
        guard case .object = json else { throw fail(path, "expected a node object") }
        var declarations: [(String, String)] = parent == nil ? inherited : []
        declarations += everyNode
        if parent == nil { declarations += rootOnly }
        declarations += try ViewTreeJSON.declarations(json["style"], file, path + ".style")
        var problems: [StyleDiagnostic] = []
        let style = Style(declarations: declarations, inheriting: parent, diagnostics: &problems)
        for problem in problems { diagnostics.append("\(path): \(problem)") }
        func string(_ key: String) throws -> String? {
            guard let value = json[key], value != .null else { return nil }
            guard let s = value.stringValue else { throw fail("\(path).\(key)", "expected a string") }
            return s
        }
        var image: ImageContent?
        if let imageJSON = json["image"] {
            guard let w = imageJSON["width"]?.numberValue, let h = imageJSON["height"]?.numberValue else {
                throw fail("\(path).image", "expected {\"width\": number, \"height\": number}")
            }
            image = ImageContent(width: w, height: h)
        }
        var node = ViewNode(id: try string("id"), role: try string("role"), label: try string("label"),
                            text: try string("text"), image: image, style: style)
        if let allow = json["allow"] {
            guard let rules = allow.arrayValue?.compactMap(\.stringValue), rules.count == allow.arrayValue?.count else {
                throw fail("\(path).allow", "expected an array of check names, e.g. [\"truncation\"]")
            }
            node.allowedChecks = rules
        }
        return node
    }

    /// The tree in pre-order with an explicit stack of pending nodes, so that a deep tree takes
    /// no call stack per level (a 1,000-level chain overflowed a test thread's stack).
    mutating func build(_ json: JSONValue, path: String, parent: Style?) throws -> ViewNode {
        var nodes: [ViewNode] = []
        var parents: [Int] = []
        var pending: [(json: JSONValue, path: String, parent: Int)] = [(json, path, -1)]
        while let (item, itemPath, parentIndex) = pending.popLast() {
            let index = nodes.count
            nodes.append(try makeNode(item, path: itemPath, parent: parentIndex >= 0 ? nodes[parentIndex].style : parent))
            parents.append(parentIndex)
            guard let children = item["children"] else { continue }
            guard let items = children.arrayValue else { throw fail(itemPath + ".children", "expected an array of nodes") }
            for (offset, child) in items.enumerated().reversed() {
                pending.append((child, "\(itemPath).children[\(offset)]", index))
            }
        }
        return Self.attach(&nodes, parents: parents)
    }

    /// `bench-tree-flat/1`: preorder `nodes`, each with the index of its `parent` (−1 for the root).
    mutating func buildFlat(_ json: JSONValue) throws -> ViewNode {
        guard let items = json.arrayValue, !items.isEmpty else { throw fail("nodes", "expected a non-empty array of nodes") }
        var nodes: [ViewNode] = []
        var parents: [Int] = []
        nodes.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let path = "nodes[\(index)]"
            guard let parent = item["parent"]?.numberValue.map(Int.init), parent < index,
                  (index == 0) == (parent == -1) else {
                throw fail(path + ".parent", "expected the index of an earlier node (−1 for the first node only)")
            }
            nodes.append(try makeNode(item, path: path, parent: parent >= 0 ? nodes[parent].style : nil))
            parents.append(parent)
        }
        return Self.attach(&nodes, parents: parents)
    }

    /// Nodes in pre-order, each with the index of its parent (−1 for the root), as one tree.
    /// Children are attached from the last node backwards, so each subtree is complete when moved.
    private static func attach(_ nodes: inout [ViewNode], parents: [Int]) -> ViewNode {
        var children = Array(repeating: [ViewNode](), count: nodes.count)
        for index in stride(from: nodes.count - 1, through: 1, by: -1) {
            var node = nodes[index]
            node.children = children[index].reversed()
            children[index] = []
            children[parents[index]].append(node)
        }
        nodes[0].children = children[0].reversed()
        return nodes[0]
    }
}

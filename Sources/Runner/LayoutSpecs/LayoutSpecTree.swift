import PropertyTesting
import TestReport
import ViewTree

/// The `tree` of a layout spec: the nodes as written, checked key by key (unknown node keys,
/// unknown CSS properties and bad values are located diagnostics), and the places whose value is
/// drawn per case: `{"generator": NAME, "size": N}` or `{"table": NAME}` as a text, an image or
/// a style value.
package struct LayoutSpecTree: Sendable {
    /// A value drawn per case, and where it goes.
    struct Slot: Sendable {
        var path: [PathStep]
        var name: String
        var generator: Gen<SourceJSON>
    }

    enum PathStep: Sendable { case key(String), index(Int) }

    let template: JSONValue
    let slots: [Slot]
    let file: String
    /// What is wrong with the tree as written; a spec with any does not run.
    let problems: [FileDiagnostic]

    static let nodeKeys = ["id", "text", "role", "label", "image", "allow", "style", "children"]

    init(_ node: Located, file: String, generators: SpecGenerators) {
        var walker = Walker(file: file, generators: generators)
        walker.node(node, keyPath: "tree", path: [])
        self.template = node.value.plainJSON
        self.slots = walker.slots
        self.file = file
        self.problems = walker.problems
    }

    /// The generator of every slot's values, in slot order.
    var values: Gen<LayoutSpecValues> {
        let slots = self.slots
        return Gen<LayoutSpecValues>.compose { c in
            LayoutSpecValues(names: slots.map(\.name), values: slots.map { c.generate(using: $0.generator) })
        }
    }

    /// The tree with `values` in its slots, built by the JSON tree reader.
    func view(_ values: LayoutSpecValues) throws -> ViewNode {
        var json = template
        for (slot, value) in zip(slots, values.values) { json.set(value.plainJSON, at: slot.path[...]) }
        return try ViewTreeJSON.decodeDocument(.object([("root", json)]), file: file).root
    }

    /// Why the tree cannot be built from what its generators and tables give (a number where a
    /// text goes, say), tried with two draws of each; `nil` when both build.
    func trialProblem() -> String? {
        for (seed, size) in [(UInt64(0), 0), (1, 50)] {
            let values = LayoutSpecValues(names: slots.map(\.name),
                                          values: slots.map { $0.generator.example(seed1: seed, seed2: seed &+ 1, size: size) })
            do { _ = try view(values) } catch {
                return "the tree cannot be built with the values \(values): \(error); give each place a generator or table "
                    + "whose values fit it (a text takes strings, an image {\"width\": …, \"height\": …})"
            }
        }
        return nil
    }

    /// Walks the nodes, collecting slots and every problem.
    struct Walker {
        let file: String
        let generators: SpecGenerators
        var slots: [Slot] = []
        var problems: [FileDiagnostic] = []

        mutating func node(_ node: Located, keyPath: String, path: [PathStep]) {
            let reader: ObjectReader
            do { reader = try ObjectReader(node, keyPath: keyPath, file: file) } catch { problems.append(error); return }
            problems += reader.unknownKeys(LayoutSpecTree.nodeKeys)
            for key in ["text", "image"] {
                if let value = reader[key] { _ = slot(value, keyPath: reader.path(key), path: path + [.key(key)]) }
            }
            if let style = reader["style"] { self.style(style, keyPath: reader.path("style"), path: path + [.key("style")]) }
            guard let children = reader["children"] else { return }
            guard case let .array(elements) = children.value else {
                problems.append(reader.diagnostic(children, "children", "expected an array of nodes but found \(children.value.typeName)"))
                return
            }
            for (index, child) in elements.enumerated() {
                self.node(child, keyPath: "\(reader.path("children"))[\(index)]", path: path + [.key("children"), .index(index)])
            }
        }

        mutating func style(_ node: Located, keyPath: String, path: [PathStep]) {
            guard let members = node.members else {
                problems.append(FileDiagnostic(file: file, line: node.line, column: node.column, keyPath: keyPath,
                                               message: "expected an object of CSS property → value, e.g. {\"width\": \"100px\"}"))
                return
            }
            for (property, value) in members where !slot(value, keyPath: "\(keyPath).\(property)", path: path + [.key(property)]) {
                let text: String
                switch value.value {
                case let .string(string): text = string
                case let .number(number): text = formatNumber(number)
                default:
                    problems.append(FileDiagnostic(file: file, line: value.line, column: value.column, keyPath: "\(keyPath).\(property)",
                                                   message: "expected a CSS value as a string, e.g. \"10px\", but found \(value.value.typeName)"))
                    continue
                }
                var style = Style()
                guard let problem = style.apply(property: property, value: text), problem.kind != .unsupported else { continue }
                problems.append(FileDiagnostic(file: file, line: value.line, column: value.column, keyPath: "\(keyPath).\(property)",
                                               message: problem.kind == .unknownProperty
                                                   ? "unknown CSS property \"\(property)\": the tree format does not know it; check its spelling, or remove it"
                                                   : "invalid value \"\(text)\" for \(property): \(problem.message)"))
            }
        }

        /// Records `value` as a slot when it names a generator or a table; says whether it did.
        mutating func slot(_ value: Located, keyPath: String, path: [PathStep]) -> Bool {
            guard let members = value.members, members.contains(where: { $0.key == "generator" || $0.key == "table" }),
                  let reader = try? ObjectReader(value, keyPath: keyPath, file: file) else { return false }
            do throws(FileDiagnostic) {
                try reader.rejectUnknownKeys(["generator", "table", "size"])
                var generator: Gen<SourceJSON>
                let name: String
                if let generatorName = try reader.string("generator") {
                    guard let found = generators.generators[generatorName] else {
                        throw reader.diagnostic(reader["generator"]!, "generator",
                                                SpecGenerators.unknown("generator", generatorName, known: Array(generators.generators.keys)))
                    }
                    (generator, name) = (found, generatorName)
                } else {
                    let tableName = try reader.string("table") ?? ""
                    guard let table = generators.tables[tableName], !table.isEmpty else {
                        throw reader.diagnostic(reader["table"]!, "table",
                                                SpecGenerators.unknown("table", tableName, known: Array(generators.tables.keys)))
                    }
                    (generator, name) = (.element(of: table), tableName)
                }
                if let size = try reader.integer("size", range: 0...10_000) { generator = generator.scale { min($0, size) } }
                slots.append(Slot(path: path, name: "\(keyPath) (\(name))", generator: generator))
            } catch {
                problems.append(error)
            }
            return true
        }
    }
}

/// One case's drawn values, printed `tree.children[0].text (words) = "Lorem ipsum"`.
package struct LayoutSpecValues: Sendable, CustomStringConvertible {
    var names: [String]
    var values: [SourceJSON]
    package var description: String {
        zip(names, values).map { "\($0) = \($1.jsonText)" }.joined(separator: ", ")
    }
}

extension JSONValue {
    /// Puts `value` at `path`; `null` at a key removes the key.
    mutating func set(_ value: JSONValue, at path: ArraySlice<LayoutSpecTree.PathStep>) {
        guard let step = path.first else { self = value; return }
        switch (step, self) {
        case (let .key(key), .object(var members)):
            guard let index = members.firstIndex(where: { $0.0 == key }) else { return }
            // A table's missing entry (null) leaves the key out, as LayoutTest-iOS's data does.
            if value == .null && path.count == 1 { members.remove(at: index) } else { members[index].1.set(value, at: path.dropFirst()) }
            self = .object(members)
        case (let .index(index), .array(var elements)) where elements.indices.contains(index):
            elements[index].set(value, at: path.dropFirst())
            self = .array(elements)
        default: break
        }
    }
}

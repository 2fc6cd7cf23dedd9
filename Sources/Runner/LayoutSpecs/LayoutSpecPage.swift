import BrowserPages
import PropertyTesting
import TestReport

/// The `page` of a layout spec, in place of a `tree`: an HTML template (its path relative to
/// the spec file) and its `slots`, each a fixed value or `{"generator": NAME, "size": N}` /
/// `{"table": NAME}` drawn per case. A string or number fills `{{slot}}`, an array of strings
/// a `{{#slot}}…{{/slot}}` list, a boolean a section shown when true.
public struct LayoutSpecPage: Sendable {
    /// The template's path as written, relative to the spec file's directory.
    public var file: String
    let slots: [LayoutSpecTree.Slot]
    let fixed: [(name: String, value: PageSlot)]
    /// What is wrong with the slots as written; a spec with any does not run.
    let problems: [FileDiagnostic]

    init(file: String, slots node: Located?, specFile: String, generators: SpecGenerators) {
        self.file = file
        var walker = LayoutSpecTree.Walker(file: specFile, generators: generators)
        var fixed: [(String, PageSlot)] = []
        var problems: [FileDiagnostic] = []
        if let node {
            if let members = node.members {
                for (name, value) in members where !walker.slot(value, keyPath: "slots.\(name)", path: [.key(name)]) {
                    if let slot = Self.slot(value.value) {
                        fixed.append((name, slot))
                    } else {
                        problems.append(FileDiagnostic(file: specFile, line: value.line, column: value.column, keyPath: "slots.\(name)",
                                                       message: "expected a text, a number, a boolean, an array of texts, "
                                                           + "{\"generator\": NAME} or {\"table\": NAME} but found \(value.value.typeName)"))
                    }
                }
            } else {
                problems.append(FileDiagnostic(file: specFile, line: node.line, column: node.column, keyPath: "slots",
                                               message: "expected an object of slot name → value, e.g. {\"title\": {\"generator\": \"words\"}}"))
            }
        }
        self.slots = walker.slots
        self.fixed = fixed
        self.problems = problems + walker.problems
    }

    /// The generator of every drawn slot's values, in slot order.
    var values: Gen<LayoutSpecValues> {
        let slots = self.slots
        return Gen<LayoutSpecValues>.compose { c in
            LayoutSpecValues(names: slots.map(\.name), values: slots.map { c.generate(using: $0.generator) })
        }
    }

    /// The template's slots filled with `values` and the fixed ones.
    func filled(_ values: LayoutSpecValues) -> [String: PageSlot] {
        var filled = Dictionary(fixed.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        for (slot, value) in zip(slots, values.values) {
            guard case let .key(name)? = slot.path.first else { continue }
            filled[name] = Self.slot(value) ?? .text(value.jsonText)
        }
        return filled
    }

    /// A JSON value as a slot's value; `nil` for an object or a mixed array.
    static func slot(_ value: SourceJSON) -> PageSlot? {
        switch value {
        case .null: .text("")
        case let .string(text): .text(text)
        case let .number(number): .text(formatNumber(number))
        case let .bool(flag): .flag(flag)
        case let .array(elements):
            elements.allSatisfy({ if case .string = $0.value { true } else { false } })
                ? .list(elements.compactMap { if case let .string(text) = $0.value { text } else { nil } }) : nil
        case .object: nil
        }
    }
}

import LayoutTesting
import PropertyTesting
import TestReport
import ViewTree

/// The generators and edge-value tables a spec's `generate` can name. `builtIn` holds every
/// generator of the engine and every edge-value table; a suite adds its own names with
/// `register` and passes the result to `Suite(_:generators:_:)`.
public struct SpecGenerators: Sendable {
    package private(set) var generators: [String: Gen<SourceJSON>] = [:]
    package private(set) var tables: [String: [SourceJSON]] = [:]

    /// No names at all; start from ``builtIn`` instead to keep the engine's generators and tables.
    public init() {}

    /// Makes `generator` the value of `{"generate": name}` in a spec; a name already registered
    /// (built-in or not) is replaced.
    public mutating func register(_ name: String, _ generator: Gen<SourceJSON>) { generators[name] = generator }
    /// Registers a generator of strings, written into the spec's input as JSON strings.
    public mutating func register(_ name: String, _ generator: Gen<String>) { register(name, generator.map(SourceJSON.string)) }
    /// Registers a generator of characters, each written as a one-character JSON string.
    public mutating func register(_ name: String, _ generator: Gen<Character>) { register(name, generator.map { .string(String($0)) }) }
    /// Registers a generator of integers, written as JSON numbers (exact only within ±2^53).
    public mutating func register(_ name: String, _ generator: Gen<Int>) { register(name, generator.map { .number(Double($0)) }) }
    /// Registers a generator of doubles, written as JSON numbers (generate finite values: JSON has
    /// no NaN or infinity).
    public mutating func register(_ name: String, _ generator: Gen<Double>) { register(name, generator.map(SourceJSON.number)) }
    /// Registers a generator of booleans, written as JSON `true`/`false`.
    public mutating func register(_ name: String, _ generator: Gen<Bool>) { register(name, generator.map(SourceJSON.bool)) }

    /// A table under its own name; a missing (`nil`) entry is `null`.
    public mutating func register<Value>(table: ValueTable<Value>, _ json: (Value) -> SourceJSON) {
        tables[table.name] = table.entries.map { $0.map(json) ?? .null }
    }

    /// JSON numbers are doubles: whole numbers beyond ±2^53 would not come back exact.
    static let safeIntegers = -(1 << 53)...(1 << 53)

    /// Every generator of the engine (`email`, `word`, `words`, `sentences`, `string`, `upper`,
    /// `lower`, `numeric`, `special`, `hexDigits`, `character`, `int`, `positive`, `nonNegative`,
    /// `double`, `bool`, `color`) and every edge-value table (`strings`, `integers`, `floats`,
    /// `booleans`, `colors`, `images`); what a suite gets when it passes no `generators`.
    public static let builtIn: SpecGenerators = {
        var registry = SpecGenerators()
        for (name, generator) in [("email", Gen<String>.email), ("word", .word), ("words", .words), ("sentences", .sentences),
                                  ("string", String.arbitrary)] {
            registry.register(name, generator)
        }
        for (name, generator) in [("upper", Gen<Character>.upper), ("lower", .lower), ("numeric", .numeric),
                                  ("special", .special), ("hexDigits", .hexDigits), ("character", Character.arbitrary)] {
            registry.register(name, generator)
        }
        registry.register("int", Gen<Int>.integer(in: safeIntegers, shrinkingTowards: 0))
        registry.register("positive", Gen<Int>.integer(in: 1...safeIntegers.upperBound, shrinkingTowards: 1))
        registry.register("nonNegative", Gen<Int>.integer(in: 0...safeIntegers.upperBound, shrinkingTowards: 0))
        registry.register("double", Double.arbitrary.filter(attempts: 10) { $0.isFinite })
        registry.register("bool", Gen<Bool>.bool)
        registry.register("color", Gen<Color>.color.map(\.css))
        registry.register(table: .strings) { .string($0) }
        registry.register(table: .integers) { .number(Double($0)) }
        registry.register(table: .floats) { .number($0) }
        registry.register(table: .booleans) { .bool($0) }
        registry.register(table: .colors) { .string($0.css) }
        registry.register(table: .images) { image in
            .object([("width", Located(.number(image.width), line: 0, column: 0)),
                     ("height", Located(.number(image.height), line: 0, column: 0))])
        }
        return registry
    }()

    /// "unknown generator "emial"; did you mean "email"? …": the nearest names and every known one.
    static func unknown(_ kind: String, _ name: String, known: [String]) -> String {
        let sorted = known.sorted()
        let nearest = nearestKeys(to: name, in: sorted, limit: 3)
        let guess = nearest.isEmpty ? "" : "did you mean " + nearest.map { "\"\($0)\"" }.joined(separator: " or ") + "? "
        return "unknown \(kind) \"\(name)\"; \(guess)known \(kind)s: \(sorted.joined(separator: ", ")); "
            + "register your own with Suite(_:generators:)"
    }
}

import JSONSource
import TestReport

/// An output the spec can judge: TestKit's protocol, with the same names. `Bool`, `String`,
/// `Int` and `Double` conform here; a test ported from TestKit that conforms them itself gets a
/// warning that it may delete its copy.
public protocol TestableOutput: SendableMetatype {
    /// The type the case's `expected-output` is read as (usually `Self`).
    associatedtype ExpectedOutputType: SpecDecodable
    /// Whether this output is what the case expects; `false` fails the case with both values.
    func validate(expected output: ExpectedOutputType) -> Bool
}

/// An error the spec can judge against an `expected-output` dictionary.
public protocol TestableError: Error {
    /// Whether this error is what an `expect-error` case's `expected-output` object describes; read
    /// its keys with the dictionary's subscript, since keys never read fail the case.
    func validate(expected output: TestKitDictionary) -> Bool
}

/// Outputs compared with `==` against the `expected-output` of the same JSON kind.
extension Bool: TestableOutput {
    /// Equality with the expected value.
    public func validate(expected output: Bool) -> Bool { self == output }
}
/// Outputs compared with `==` against an `expected-output` string.
extension String: TestableOutput {
    /// Equality with the expected string (exact, no normalization).
    public func validate(expected output: String) -> Bool { self == output }
}
/// Outputs compared with `==` against a whole-number `expected-output`.
extension Int: TestableOutput {
    /// Equality with the expected integer.
    public func validate(expected output: Int) -> Bool { self == output }
}
/// Outputs compared with `==` against an `expected-output` number.
extension Double: TestableOutput {
    /// Exact equality with the expected number (no tolerance: write a custom ``TestableOutput`` for one).
    public func validate(expected output: Double) -> Bool { self == output }
}

/// An optional output: `nil` matches an `expected-output` of `null`, a value is validated as
/// itself (TestKit's `(Input) -> Output?` closures).
struct OptionalOutput<Wrapped: TestableOutput>: TestableOutput, CustomStringConvertible {
    var value: Wrapped?
    func validate(expected output: Wrapped.ExpectedOutputType?) -> Bool {
        switch (value, output) {
        case (nil, nil): true
        case let (value?, expected?): value.validate(expected: expected)
        default: false
        }
    }
    var description: String { value.map { "\($0)" } ?? "nil" }
}

/// An `expected-output` object. Like TestKit's, it fails the case when validation did not look
/// at every key, since then the expectation was not fully checked.
public final class TestKitDictionary: SpecDecodable {
    private let members: [String: SourceJSON]
    private var read: Set<String> = []

    /// Takes a JSON object (a repeated key keeps its last value); any other kind throws.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .object(members) = value else { throw SpecValueError(expected: "an object", found: value) }
        self.members = Dictionary(members.map { ($0.key, $0.value.value) }) { _, last in last }
    }

    /// String, Int, Double, Bool, [Any], [String: Any], or `nil` when the key is absent or null.
    public subscript(key: String) -> Any? {
        read.insert(key)
        return members[key]?.plain
    }

    /// Every key of the object, sorted, whether read or not.
    public var keys: [String] { members.keys.sorted() }

    /// Keys validation never read, sorted.
    public var unreadKeys: [String] { members.keys.filter { !read.contains($0) }.sorted() }
}

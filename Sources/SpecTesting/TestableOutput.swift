import JSONSource
import TestReport

/// An output the spec can judge: TestKit's protocol, with the same names. `Bool`, `String`,
/// `Int` and `Double` conform here; a test ported from TestKit that conforms them itself gets a
/// warning that it may delete its copy.
public protocol TestableOutput: SendableMetatype {
    associatedtype ExpectedOutputType: SpecDecodable
    func validate(expected output: ExpectedOutputType) -> Bool
}

/// An error the spec can judge against an `expected-output` dictionary.
public protocol TestableError: Error {
    func validate(expected output: TestKitDictionary) -> Bool
}

extension Bool: TestableOutput {
    public func validate(expected output: Bool) -> Bool { self == output }
}
extension String: TestableOutput {
    public func validate(expected output: String) -> Bool { self == output }
}
extension Int: TestableOutput {
    public func validate(expected output: Int) -> Bool { self == output }
}
extension Double: TestableOutput {
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

    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .object(members) = value else { throw SpecValueError(expected: "an object", found: value) }
        self.members = Dictionary(members.map { ($0.key, $0.value.value) }) { _, last in last }
    }

    /// String, Int, Double, Bool, [Any], [String: Any], or `nil` when the key is absent or null.
    public subscript(key: String) -> Any? {
        read.insert(key)
        return members[key]?.plain
    }

    public var keys: [String] { members.keys.sorted() }

    /// Keys validation never read, sorted.
    public var unreadKeys: [String] { members.keys.filter { !read.contains($0) }.sorted() }
}

import Foundation
import JSONSource
import TestReport
import ViewTree

/// A type a spec's JSON can be turned into: inputs and expected outputs.
public protocol SpecDecodable: SendableMetatype {
    init(spec value: SourceJSON) throws(SpecValueError)
}

/// A JSON value of the wrong shape for the test's Swift type.
public struct SpecValueError: Error, Sendable, CustomStringConvertible {
    /// What the type takes (`a string`) and what the JSON held (`a number`).
    public var expected: String
    public var found: String
    public init(expected: String, found value: SourceJSON) {
        self.expected = expected
        self.found = value.typeName
    }
    public var message: String { "expected \(expected) but found \(found)" }
    public var description: String { message }
}

extension String: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .string(text) = value else { throw SpecValueError(expected: "a string", found: value) }
        self = text
    }
}

extension Bool: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .bool(flag) = value else { throw SpecValueError(expected: "true or false", found: value) }
        self = flag
    }
}

extension Double: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .number(number) = value else { throw SpecValueError(expected: "a number", found: value) }
        self = number
    }
}

extension Float: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .number(number) = value else { throw SpecValueError(expected: "a number", found: value) }
        self = Float(number)
    }
}

extension Int: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .number(number) = value, number == number.rounded(), abs(number) < 9e15 else {
            throw SpecValueError(expected: "a whole number", found: value)
        }
        self = Int(number)
    }
}

extension Optional: SpecDecodable where Wrapped: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        if case .null = value { self = .none } else { self = .some(try Wrapped(spec: value)) }
    }
}

extension Array: SpecDecodable where Element: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .array(elements) = value else { throw SpecValueError(expected: "an array", found: value) }
        var result: [Element] = []
        for element in elements { result.append(try Element(spec: element.value)) }
        self = result
    }
}

extension Dictionary: SpecDecodable where Key == String, Value: SpecDecodable {
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .object(members) = value else { throw SpecValueError(expected: "an object", found: value) }
        var result: [String: Value] = [:]
        for member in members { result[member.key] = try Value(spec: member.value.value) }
        self = result
    }
}

/// An input object read as plain Swift values, for test closures that take `[String: Any]`
/// as TestKit's did (`parseInt(from json: [String: Any])`): `String`, `Int` for whole numbers,
/// `Double`, `Bool`, `[Any]`, `[String: Any]`, and `null` as a `nil` `Any?`.
public struct PlainObjectInput: SpecDecodable {
    public let object: [String: Any]
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case .object = value, let object = value.plain as? [String: Any] else {
            throw SpecValueError(expected: "an object", found: value)
        }
        self.object = object
    }
}

extension SourceJSON {
    /// Plain Swift values (String, Double, Bool, [Any], [String: Any], nil) for dictionaries.
    var plain: Any? {
        switch self {
        case .null: nil
        case let .bool(flag): flag
        case let .number(number): number == number.rounded() && abs(number) < 9e15 ? Int(number) as Any : number
        case let .string(text): text
        case let .array(elements): elements.map { $0.value.plain as Any }
        case let .object(members): Dictionary(members.map { ($0.key, $0.value.value.plain as Any) }) { _, last in last }
        }
    }

    /// The value as JSON text, for failure messages.
    public var jsonText: String {
        switch self {
        case .null: "null"
        case let .bool(flag): flag ? "true" : "false"
        case let .number(number): number == number.rounded() && abs(number) < 9e15 ? String(Int(number)) : String(number)
        case let .string(text): JSONValue.quoted(text)
        case let .array(elements): "[" + elements.map(\.value.jsonText).joined(separator: ", ") + "]"
        case let .object(members): "{" + members.map { "\"\($0.key)\": \($0.value.value.jsonText)" }.joined(separator: ", ") + "}"
        }
    }
}

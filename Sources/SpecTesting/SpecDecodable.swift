import Foundation
import JSONSource
import TestReport
import ViewTree

/// A type a spec's JSON can be turned into: inputs and expected outputs.
public protocol SpecDecodable: SendableMetatype {
    /// Reads the value of one input or `expected-output`; throws ``SpecValueError`` when the JSON
    /// has the wrong shape for the type (the spec run reports it at the value's line and column).
    init(spec value: SourceJSON) throws(SpecValueError)
}

/// A JSON value of the wrong shape for the test's Swift type.
public struct SpecValueError: Error, Sendable, CustomStringConvertible {
    /// What the type takes (`a string`) and what the JSON held (`a number`).
    public var expected: String
    /// The JSON kind that was there instead (`a number`, `null`, `an object`, …).
    public var found: String
    /// An error for a custom ``SpecDecodable``: `expected` in words (`a date string`); the kind of
    /// `value` becomes ``found``.
    public init(expected: String, found value: SourceJSON) {
        self.expected = expected
        self.found = value.typeName
    }
    /// `expected a string but found a number`, as failure messages print it.
    public var message: String { "expected \(expected) but found \(found)" }
    /// The same text as ``message``.
    public var description: String { message }
}

/// A JSON string, as is.
extension String: SpecDecodable {
    /// Takes a JSON string; any other kind throws.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .string(text) = value else { throw SpecValueError(expected: "a string", found: value) }
        self = text
    }
}

/// JSON `true` or `false`.
extension Bool: SpecDecodable {
    /// Takes `true` or `false`; strings such as `"true"` and numbers throw.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .bool(flag) = value else { throw SpecValueError(expected: "true or false", found: value) }
        self = flag
    }
}

/// A JSON number as a double.
extension Double: SpecDecodable {
    /// Takes any JSON number; any other kind throws.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .number(number) = value else { throw SpecValueError(expected: "a number", found: value) }
        self = number
    }
}

/// A JSON number narrowed to a float.
extension Float: SpecDecodable {
    /// Takes any JSON number, rounded to the nearest `Float`; any other kind throws.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .number(number) = value else { throw SpecValueError(expected: "a number", found: value) }
        self = Float(number)
    }
}

/// A whole JSON number (`3` or `3.0`).
extension Int: SpecDecodable {
    /// Takes a whole number below 9×10^15 in magnitude; fractions, larger numbers and other kinds
    /// throw.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .number(number) = value, number == number.rounded(), abs(number) < 9e15 else {
            throw SpecValueError(expected: "a whole number", found: value)
        }
        self = Int(number)
    }
}

/// JSON `null` as `nil`, anything else as the wrapped type.
extension Optional: SpecDecodable where Wrapped: SpecDecodable {
    /// `null` is `nil`; any other value is read as `Wrapped` and throws as it does.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        if case .null = value { self = .none } else { self = .some(try Wrapped(spec: value)) }
    }
}

/// A JSON array whose elements are read as `Element`.
extension Array: SpecDecodable where Element: SpecDecodable {
    /// Takes an array; throws when it is not one, or with the first element that does not read.
    public init(spec value: SourceJSON) throws(SpecValueError) {
        guard case let .array(elements) = value else { throw SpecValueError(expected: "an array", found: value) }
        var result: [Element] = []
        for element in elements { result.append(try Element(spec: element.value)) }
        self = result
    }
}

/// A JSON object whose member values are read as `Value`.
extension Dictionary: SpecDecodable where Key == String, Value: SpecDecodable {
    /// Takes an object (a repeated key keeps its last value); throws when it is not one, or with the
    /// first member value that does not read.
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
package struct PlainObjectInput: SpecDecodable {
    package let object: [String: Any]
    package init(spec value: SourceJSON) throws(SpecValueError) {
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
    package var jsonText: String {
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

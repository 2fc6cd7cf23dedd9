/// A JSON value that remembers where it stood in its file, so that every diagnostic about a
/// user's config or spec file can name the line and column.
public indirect enum SourceJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    /// Members in file order; a duplicate key keeps its last value, at its last place.
    case object([(key: String, value: Located)])

    public static func == (lhs: SourceJSON, rhs: SourceJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a.map(\.value) == b.map(\.value)
        case let (.object(a), .object(b)):
            return a.map(\.key) == b.map(\.key) && a.map(\.value.value) == b.map(\.value.value)
        default: return false
        }
    }

    /// The JSON type name, for messages: `a string`, `an array`, ….
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A value with its position (1-based line and column of its first character).
public struct Located: Sendable, Equatable {
    public var value: SourceJSON
    public var line: Int
    public var column: Int
    public init(_ value: SourceJSON, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    public subscript(key: String) -> Located? {
        guard case let .object(members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var members: [(key: String, value: Located)]? {
        if case let .object(members) = value { return members }
        return nil
    }
}

extension SourceJSON {
    /// The same value without positions.
    public var plainJSON: JSONValue {
        switch self {
        case .null: .null
        case let .bool(flag): .bool(flag)
        case let .number(number): .number(number)
        case let .string(text): .string(text)
        case let .array(elements): .array(elements.map(\.value.plainJSON))
        case let .object(members): .object(members.map { ($0.key, $0.value.value.plainJSON) })
        }
    }
}

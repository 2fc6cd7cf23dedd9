/// A JSON value that remembers where it stood in its file, so that every diagnostic about a
/// user's config or spec file can name the line and column.
public indirect enum SourceJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([Located])
    /// Members in file order; duplicate keys keep the last, like JSONSerialization.
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

/// A problem in a user's file, printed `file:line:column: error: message`.
public struct FileDiagnostic: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    /// The key path of the offending value (`watch.pollInterval`), when there is one.
    public var keyPath: String?
    public var message: String

    public init(file: String, line: Int, column: Int, keyPath: String? = nil, message: String) {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        let path = keyPath.map { " (at \($0))" } ?? ""
        return "\(location): error: \(message)\(path)"
    }
}

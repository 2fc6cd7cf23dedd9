/// What `JSONParser` builds from each value it reads: `Located` values for the readers of
/// people's files, `JSONValue`s for view trees.
protocol JSONTreeBuilder {
    associatedtype Node
    /// An object's members as they are read, in file order.
    associatedtype Members
    static var noMembers: Members { get }
    static func add(_ key: String, _ value: Node, to members: inout Members)
    /// `value` is `null`, a boolean, a number or a string.
    static func scalar(_ value: SourceJSON, line: Int, column: Int) -> Node
    static func array(_ elements: [Node], line: Int, column: Int) -> Node
    static func object(_ members: Members, line: Int, column: Int) -> Node
}

enum LocatedBuilder: JSONTreeBuilder {
    static var noMembers: [(key: String, value: Located)] { [] }

    static func add(_ key: String, _ value: Located, to members: inout [(key: String, value: Located)]) {
        members.append((key, value))
    }

    static func scalar(_ value: SourceJSON, line: Int, column: Int) -> Located {
        Located(value, line: line, column: column)
    }

    static func array(_ elements: [Located], line: Int, column: Int) -> Located {
        Located(.array(elements), line: line, column: column)
    }

    /// A duplicate key keeps its last value, at the place of its last occurrence.
    static func object(_ members: [(key: String, value: Located)], line: Int, column: Int) -> Located {
        var seen = Set<String>()
        guard members.allSatisfy({ seen.insert($0.key).inserted }) else {
            seen.removeAll()
            let last = members.reversed().filter { seen.insert($0.key).inserted }
            return Located(.object(last.reversed()), line: line, column: column)
        }
        return Located(.object(members), line: line, column: column)
    }
}

/// Keeps duplicate keys, in order (a style may repeat a property).
enum PlainBuilder: JSONTreeBuilder {
    static var noMembers: [(String, JSONValue)] { [] }

    static func add(_ key: String, _ value: JSONValue, to members: inout [(String, JSONValue)]) {
        members.append((key, value))
    }

    static func scalar(_ value: SourceJSON, line: Int, column: Int) -> JSONValue {
        switch value {
        case let .bool(flag): .bool(flag)
        case let .number(number): .number(number)
        case let .string(text): .string(text)
        default: .null
        }
    }

    static func array(_ elements: [JSONValue], line: Int, column: Int) -> JSONValue { .array(elements) }

    static func object(_ members: [(String, JSONValue)], line: Int, column: Int) -> JSONValue { .object(members) }
}

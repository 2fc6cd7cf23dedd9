/// The project's one JSON parser (RFC 8259): config, `.testkit`, `*.layout.json`, assertions and
/// view trees all go through it. It names the line and column of every value and of each error.
/// A missing comma between two members or elements and a trailing comma are reported and read
/// past, so one pass lists every such mistake; any other error ends the parse. Containers are
/// kept on an explicit stack, so depth costs no call stack; the cap is for the readers that walk
/// the result recursively.
public enum JSONParser {
    /// The depth allowed in the files people write: the readers of config and spec files walk
    /// values recursively (a 10,000-level file overflowed an 8 MB main thread, found by
    /// scripts/fuzz), and no config or spec nests deeper than a few dozen.
    public static let maximumDepth = 256

    /// The document, or its first mistake.
    public static func parse(_ text: String, file: String) throws(FileDiagnostic) -> Located {
        var problems: [FileDiagnostic] = []
        let value: Located
        do { value = try parse(text, file: file, problems: &problems) } catch { throw problems.first ?? error }
        if let first = problems.first { throw first }
        return value
    }

    /// The document as read past the mistakes it can step over, which go to `problems` in file
    /// order; throws the first mistake it cannot step over (after those before it).
    public static func parse(_ text: String, file: String,
                             problems: inout [FileDiagnostic]) throws(FileDiagnostic) -> Located {
        var scanner = JSONScanner(bytes: Array(text.utf8), file: file)
        defer { problems += scanner.recovered }
        return try scanner.document(LocatedBuilder.self, maximumDepth: maximumDepth)
    }

    /// The document without positions, for large machine-written files (view trees); nesting up
    /// to `maximumDepth` levels is read. Throws the first mistake.
    public static func parseValue(_ bytes: [UInt8], file: String,
                                  maximumDepth: Int = 100_000) throws(FileDiagnostic) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, file: file)
        let value: JSONValue
        do { value = try scanner.document(PlainBuilder.self, maximumDepth: maximumDepth) } catch {
            throw scanner.recovered.first ?? error
        }
        if let first = scanner.recovered.first { throw first }
        return value
    }
}

/// An open container; its elements grow in place on the stack.
private struct Frame<Node, Members> {
    var isObject: Bool
    var line: Int
    var column: Int
    var elements: [Node] = []
    var members: Members
    var key = ""
}

extension JSONScanner {
    /// One value and nothing after it but whitespace.
    mutating func document<Builder: JSONTreeBuilder>(_: Builder.Type,
                                                     maximumDepth: Int) throws(FileDiagnostic) -> Builder.Node {
        var stack: [Frame<Builder.Node, Builder.Members>] = []
        while true {
            skipWhitespace()
            let (line, column) = (self.line, self.column)
            guard offset < bytes.count else { throw error("expected a value but found the end of file") }
            var value: Builder.Node
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[offset] == UInt8(ascii: "{")
                guard stack.count < maximumDepth else {
                    throw error("JSON nested deeper than \(maximumDepth) levels; flatten the document")
                }
                offset += 1
                skipWhitespace()
                if consume(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    value = isObject ? Builder.object(Builder.noMembers, line: line, column: column)
                        : Builder.array([], line: line, column: column)
                } else {
                    var frame = Frame<Builder.Node, Builder.Members>(isObject: isObject, line: line, column: column,
                                                                      members: Builder.noMembers)
                    if isObject { frame.key = try key() }
                    stack.append(frame)
                    continue
                }
            default:
                value = Builder.scalar(try scalar(), line: line, column: column)
            }
            // Attach the value, closing containers as far as they end.
            attaching: while true {
                guard let top = stack.indices.last else {
                    skipWhitespace()
                    if offset < bytes.count { throw error("unexpected \(describeNext()) after the end of the JSON value") }
                    return value
                }
                skipWhitespace()
                if stack[top].isObject {
                    let key = stack[top].key
                    Builder.add(key, value, to: &stack[top].members)
                    guard offset < bytes.count else { throw error("unterminated object: expected ',' or '}'") }
                    if consume(UInt8(ascii: ",")) {
                        skipWhitespace()
                        guard next(is: UInt8(ascii: "}")) else {
                            stack[top].key = try self.key()
                            break attaching
                        }
                        recovered.append(error("a comma before '}' ends no member; remove the trailing comma"))
                        offset += 1
                    } else if !consume(UInt8(ascii: "}")) {
                        let message = "expected ',' or '}' after the value of \"\(key)\" but found \(describeNext()); is a comma missing?"
                        // The next key: the comma is missing; read on as if it were there.
                        guard bytes[offset] == UInt8(ascii: "\"") else { throw error(message) }
                        recovered.append(error(message))
                        stack[top].key = try self.key()
                        break attaching
                    }
                    let frame = stack.removeLast()
                    value = Builder.object(frame.members, line: frame.line, column: frame.column)
                } else {
                    stack[top].elements.append(value)
                    guard offset < bytes.count else { throw error("unterminated array: expected ',' or ']'") }
                    if consume(UInt8(ascii: ",")) {
                        skipWhitespace()
                        guard next(is: UInt8(ascii: "]")) else { break attaching }
                        recovered.append(error("a comma before ']' ends no element; remove the trailing comma"))
                        offset += 1
                    } else if !consume(UInt8(ascii: "]")) {
                        let message = "expected ',' or ']' in the array but found \(describeNext()); is a comma missing?"
                        // The start of the next value: the comma is missing; read on as if it were there.
                        guard Self.valueStarts.contains(bytes[offset]) else { throw error(message) }
                        recovered.append(error(message))
                        break attaching
                    }
                    let frame = stack.removeLast()
                    value = Builder.array(frame.elements, line: frame.line, column: frame.column)
                }
            }
        }
    }

    /// A quoted key and its colon.
    private mutating func key() throws(FileDiagnostic) -> String {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
            throw error("expected a quoted key but found \(describeNext())")
        }
        let key = try string()
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else {
            throw error("expected ':' after the key \"\(key)\" but found \(describeNext())")
        }
        return key
    }

    /// The bytes a JSON value can start with.
    private static let valueStarts: Set<UInt8> = Set("{[\"tfn-0123456789".utf8)
}

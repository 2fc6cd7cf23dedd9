/// A small JSON reader with an explicit stack, so nesting depth is limited only by
/// `maxDepth` (default 100,000), not by the call stack; Foundation's stops at 512.
public struct JSONParser {
    public var maxDepth: Int
    public init(maxDepth: Int = 100_000) { self.maxDepth = maxDepth }

    /// An open container; its items grow in place on the stack (no copies).
    private struct Frame {
        var isObject: Bool
        var items: [JSONValue] = []
        var members: [(String, JSONValue)] = []
        var key = ""
    }

    public func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var reader = ByteReader(bytes: bytes)
        var stack: [Frame] = []
        while true {
            reader.skipWhitespace()
            // Expect a value (or the close of an empty container).
            var value: JSONValue
            switch reader.peek {
            case UInt8(ascii: "{"):
                reader.index += 1
                guard stack.count < maxDepth else { throw reader.error("nesting deeper than \(maxDepth) levels") }
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: "}") { reader.index += 1; value = .object([]) } else {
                    stack.append(Frame(isObject: true, key: try readKey(&reader)))
                    continue
                }
            case UInt8(ascii: "["):
                reader.index += 1
                guard stack.count < maxDepth else { throw reader.error("nesting deeper than \(maxDepth) levels") }
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: "]") { reader.index += 1; value = .array([]) } else {
                    stack.append(Frame(isObject: false))
                    continue
                }
            default:
                value = try reader.scalar()
            }
            // Attach the value, closing containers as far as they end.
            while true {
                guard !stack.isEmpty else {
                    reader.skipWhitespace()
                    guard reader.peek == nil else { throw reader.error("unexpected text after the document") }
                    return value
                }
                let top = stack.count - 1
                reader.skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append((stack[top].key, value))
                    if reader.consume(UInt8(ascii: ",")) { stack[top].key = try readKey(&reader); break }
                    guard reader.consume(UInt8(ascii: "}")) else { throw reader.error("expected ',' or '}'") }
                    value = .object(stack.removeLast().members)
                } else {
                    stack[top].items.append(value)
                    if reader.consume(UInt8(ascii: ",")) { break }
                    guard reader.consume(UInt8(ascii: "]")) else { throw reader.error("expected ',' or ']'") }
                    value = .array(stack.removeLast().items)
                }
            }
        }
    }

    private func readKey(_ reader: inout ByteReader) throws -> String {
        reader.skipWhitespace()
        guard reader.peek == UInt8(ascii: "\"") else { throw reader.error("expected a quoted key") }
        let key = try reader.string()
        reader.skipWhitespace()
        guard reader.consume(UInt8(ascii: ":")) else { throw reader.error("expected ':' after key \"\(key)\"") }
        return key
    }
}

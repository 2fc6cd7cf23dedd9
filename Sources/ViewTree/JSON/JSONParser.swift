/// A small JSON reader with an explicit stack, so nesting depth is limited only by
/// `maxDepth` (default 100,000), not by the call stack; Foundation's stops at 512.
public struct JSONParser {
    public var maxDepth: Int
    public init(maxDepth: Int = 100_000) { self.maxDepth = maxDepth }

    private enum Frame {
        case array([JSONValue])
        case object([(String, JSONValue)], key: String?)
    }

    public func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var reader = ByteReader(bytes: bytes)
        var stack: [Frame] = []
        var result: JSONValue?
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
                    stack.append(.object([], key: try readKey(&reader)))
                    continue
                }
            case UInt8(ascii: "["):
                reader.index += 1
                guard stack.count < maxDepth else { throw reader.error("nesting deeper than \(maxDepth) levels") }
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: "]") { reader.index += 1; value = .array([]) } else {
                    stack.append(.array([]))
                    continue
                }
            default:
                value = try reader.scalar()
            }
            // Attach the value, closing containers as far as they end.
            while true {
                guard let top = stack.popLast() else {
                    reader.skipWhitespace()
                    guard reader.peek == nil else { throw reader.error("unexpected text after the document") }
                    result = value
                    break
                }
                reader.skipWhitespace()
                switch top {
                case .array(var items):
                    items.append(value)
                    if reader.consume(UInt8(ascii: ",")) { stack.append(.array(items)); break }
                    guard reader.consume(UInt8(ascii: "]")) else { throw reader.error("expected ',' or ']'") }
                    value = .array(items)
                    continue
                case .object(var members, let key):
                    members.append((key ?? "", value))
                    if reader.consume(UInt8(ascii: ",")) {
                        stack.append(.object(members, key: try readKey(&reader)))
                        break
                    }
                    guard reader.consume(UInt8(ascii: "}")) else { throw reader.error("expected ',' or '}'") }
                    value = .object(members)
                    continue
                }
                break
            }
            if let result { return result }
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

/// A strict JSON parser (RFC 8259) that records line and column for every value and names the
/// position of each error. A missing comma between two members or elements and a trailing
/// comma are reported and read past, so one pass lists every such mistake; any other error
/// ends the parse. Depth is capped so a hostile file cannot exhaust the stack.
public struct LocatedJSONParser {
    /// Each level is a parseValue and a parseArray/parseObject frame on the stack, about 5 KB in a
    /// debug build and 7 KB under AddressSanitizer: 10,000 levels overflowed an 8 MB main thread
    /// at 1,686 (found by scripts/fuzz); 256 need under 2 MB, and no config or spec nests deeper than a few dozen.
    public static let maximumDepth = 256
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The mistakes read past so far.
    private var recovered: [FileDiagnostic] = []

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
    public static func parse(_ text: String, file: String, problems: inout [FileDiagnostic]) throws(FileDiagnostic) -> Located {
        var parser = LocatedJSONParser(bytes: Array(text.utf8), file: file)
        defer { problems += parser.recovered }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.offset < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeNext()) after the end of the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var column: Int { offset - lineStart + 1 }

    func error(_ message: String) -> FileDiagnostic {
        FileDiagnostic(file: file, line: line, column: column, message: message)
    }

    private func describeNext() -> String {
        guard offset < bytes.count else { return "end of file" }
        let scalar = Unicode.Scalar(bytes[offset])
        return bytes[offset] < 0x80 ? "'\(Character(scalar))'" : "a non-ASCII byte"
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    private mutating func parseValue() throws(FileDiagnostic) -> Located {
        let (startLine, startColumn) = (line, column)
        guard offset < bytes.count else { throw error("expected a value but found the end of file") }
        let value: SourceJSON
        switch bytes[offset] {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); value = .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); value = .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default: throw error("expected a value but found \(describeNext())")
        }
        return Located(value, line: startLine, column: startColumn)
    }

    private mutating func expectLiteral(_ literal: String) throws(FileDiagnostic) {
        let expected = Array(literal.utf8)
        guard offset + expected.count <= bytes.count,
              Array(bytes[offset..<offset + expected.count]) == expected else {
            throw error("expected '\(literal)' but found \(describeNext())")
        }
        offset += expected.count
    }

    private mutating func enter() throws(FileDiagnostic) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("JSON nested deeper than \(Self.maximumDepth) levels; flatten the document")
        }
    }

    private mutating func parseObject() throws(FileDiagnostic) -> SourceJSON {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var members: [(key: String, value: Located)] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}"), !members.isEmpty {
                recovered.append(error("a comma before '}' ends no member; remove the trailing comma"))
                offset += 1
                return .object(members)
            }
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a quoted key but found \(describeNext())")
            }
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key \"\(key)\" but found \(describeNext())")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue()
            members.removeAll { $0.key == key }
            members.append((key, value))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated object: expected ',' or '}'") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            let message = "expected ',' or '}' after the value of \"\(key)\" but found \(describeNext()); is a comma missing?"
            // The next key: the comma is missing; read on as if it were there.
            guard bytes[offset] == UInt8(ascii: "\"") else { throw error(message) }
            recovered.append(error(message))
        }
    }

    private mutating func parseArray() throws(FileDiagnostic) -> SourceJSON {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var elements: [Located] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]"), !elements.isEmpty {
                recovered.append(error("a comma before ']' ends no element; remove the trailing comma"))
                offset += 1
                return .array(elements)
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else { throw error("unterminated array: expected ',' or ']'") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
            let message = "expected ',' or ']' in the array but found \(describeNext()); is a comma missing?"
            // The start of the next value: the comma is missing; read on as if it were there.
            guard Self.valueStarts.contains(bytes[offset]) else { throw error(message) }
            recovered.append(error(message))
        }
    }

    /// The bytes a JSON value can start with.
    private static let valueStarts: Set<UInt8> = Set("{[\"tfn-0123456789".utf8)

    private mutating func parseNumber() throws(FileDiagnostic) -> Double {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let numberBytes: ClosedRange<UInt8> = UInt8(ascii: "0")...UInt8(ascii: "9")
        while offset < bytes.count, numberBytes.contains(bytes[offset])
                || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[offset]) {
            offset += 1
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            offset = start
            throw error("'\(text)' is not a valid JSON number")
        }
        return number
    }

    private mutating func parseString() throws(FileDiagnostic) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                flush()
                return String(scalars)
            }
            if byte < 0x20 {
                throw error("control character U+\(String(byte, radix: 16, uppercase: true)) inside a string; escape it (\\n, \\t, \\u00XX)")
            }
            if byte == UInt8(ascii: "\\") {
                flush()
                scalars.append(try parseEscape())
                continue
            }
            run.append(byte)
            offset += 1
        }
        throw error("unterminated string: add the closing '\"'")
    }

    private mutating func parseEscape() throws(FileDiagnostic) -> Unicode.Scalar {
        offset += 1
        guard offset < bytes.count else { throw error("unterminated escape sequence") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high), offset + 1 < bytes.count,
               bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                offset += 2
                let low = try parseHex4()
                if (0xDC00...0xDFFF).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            offset -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func parseHex4() throws(FileDiagnostic) -> UInt32 {
        guard offset + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16) else {
            throw error("expected four hex digits after \\u")
        }
        offset += 4
        return value
    }
}

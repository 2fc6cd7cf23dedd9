/// The bytes of one document and the reading position: whitespace, scalars and errors for
/// `JSONParser`, which reads the structure.
struct JSONScanner {
    let bytes: [UInt8]
    let file: String
    var offset = 0
    var line = 1
    var lineStart = 0
    /// The mistakes read past so far.
    var recovered: [FileDiagnostic] = []

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    var column: Int { offset - lineStart + 1 }

    func error(_ message: String) -> FileDiagnostic {
        FileDiagnostic(file: file, line: line, column: column, message: message)
    }

    func describeNext() -> String {
        guard offset < bytes.count else { return "end of file" }
        return bytes[offset] < 0x80 ? "'\(Character(Unicode.Scalar(bytes[offset])))'" : "a non-ASCII byte"
    }

    func next(is byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard next(is: byte) else { return false }
        offset += 1
        return true
    }

    mutating func skipWhitespace() {
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

    /// `null`, a boolean, a number or a string.
    mutating func scalar() throws(FileDiagnostic) -> SourceJSON {
        switch bytes[offset] {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value but found \(describeNext())")
        }
    }

    private mutating func literal(_ literal: String) throws(FileDiagnostic) {
        let count = literal.utf8.count
        guard offset + count <= bytes.count, bytes[offset..<offset + count].elementsEqual(literal.utf8) else {
            throw error("expected '\(literal)' but found \(describeNext())")
        }
        offset += count
    }

    private mutating func number() throws(FileDiagnostic) -> Double {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let digitsStart = offset
        var whole = true
        scan: while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"): whole = false
            default: break scan
            }
            offset += 1
        }
        // Whole numbers, the most common in view trees, without a detour through text.
        if whole, (1...15).contains(offset - digitsStart) {
            let magnitude = bytes[digitsStart..<offset].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return start == digitsStart ? Double(magnitude) : -Double(magnitude)
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            offset = start
            throw error("'\(text)' is not a valid JSON number")
        }
        return number
    }

    mutating func string() throws(FileDiagnostic) -> String {
        offset += 1
        let start = offset
        // Most strings have no escapes: one pass, one copy.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                defer { offset += 1 }
                return String(decoding: bytes[start..<offset], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            offset += 1
        }
        var text = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte < 0x20 {
                throw error("control character U+\(String(byte, radix: 16, uppercase: true)) inside a string; escape it (\\n, \\t, \\u00XX)")
            }
            if byte == UInt8(ascii: "\\") {
                UTF8.encode(try escape()) { text.append($0) }
                continue
            }
            text.append(byte)
            offset += 1
        }
        throw error("unterminated string: add the closing '\"'")
    }

    private mutating func escape() throws(FileDiagnostic) -> Unicode.Scalar {
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
            let high = try hex4()
            if (0xD800...0xDBFF).contains(high), offset + 1 < bytes.count,
               bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                offset += 2
                let low = try hex4()
                if (0xDC00...0xDFFF).contains(low) {
                    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                offset -= 6  // not its low surrogate: an escape of its own, read next
            }
            return Unicode.Scalar(high) ?? "\u{FFFD}"
        default:
            offset -= 1
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func hex4() throws(FileDiagnostic) -> UInt32 {
        guard offset + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16) else {
            throw error("expected four hex digits after \\u")
        }
        offset += 4
        return value
    }
}

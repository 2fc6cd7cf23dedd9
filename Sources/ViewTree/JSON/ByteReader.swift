/// Scalars and positions for `JSONParser`.
struct ByteReader {
    let bytes: [UInt8]
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        if peek == byte { index += 1; return true }
        return false
    }

    func error(_ message: String) -> JSONParseError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return JSONParseError(message: message, line: line, column: column)
    }

    mutating func scalar() throws -> JSONValue {
        guard let byte = peek else { throw error("unexpected end of document") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default:
            let start = index
            while let b = peek, b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                || b == UInt8(ascii: "e") || b == UInt8(ascii: "E") || (b >= 0x30 && b <= 0x39) { index += 1 }
            guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                throw error("expected a value")
            }
            return .number(number)
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("expected a value")
        }
        index += utf8.count
        return value
    }

    mutating func string() throws -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let b = peek else { throw error("unterminated string") }
            index += 1
            if b == UInt8(ascii: "\"") { break }
            if b != UInt8(ascii: "\\") { out.append(b); continue }
            guard let e = peek else { throw error("unterminated string") }
            index += 1
            switch e {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                // A high surrogate pairs only with a `\u` low surrogate right after it; a lone
                // one (or a pair in the wrong order) becomes U+FFFD below.
                if (0xD800..<0xDC00).contains(scalar), index + 2 <= bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index -= 6  // read it again as an escape of its own
                    }
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8))
            default: out.append(e)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw error("bad \\u escape")
        }
        index += 4
        return value
    }
}

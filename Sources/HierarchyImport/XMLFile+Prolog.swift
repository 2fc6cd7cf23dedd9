import Foundation

extension XMLFile {
    /// The root element's start tag as the file has it (`<svg width="10">`, cut after 60
    /// characters) and where it starts: what an error about the root quotes and points at.
    /// The file parsed, so the prolog before it is well-formed: declarations, processing
    /// instructions, comments, a doctype and white space.
    func rootStartTag() -> (line: Int, column: Int, tag: String) {
        let bytes = [UInt8](data)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past terminator: [UInt8]) {
            while index < bytes.count, !bytes[index...].starts(with: terminator) { index += 1 }
            index = min(bytes.count, index + terminator.count)
        }
        while index < bytes.count {
            let rest = bytes[index...]
            if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            } else if rest.starts(with: Array("<?".utf8)) {
                skip(past: Array("?>".utf8))
            } else if rest.starts(with: Array("<!--".utf8)) {
                skip(past: Array("-->".utf8))
            } else if rest.starts(with: Array("<!".utf8)) {
                // A doctype, with an internal subset in brackets that may hold `>`.
                var depth = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "]") { depth -= 1 }
                    if byte == UInt8(ascii: ">"), depth <= 0 { break }
                }
            } else {
                break
            }
        }
        let (line, column) = Self.position(of: index, in: bytes)
        var end = index
        var quote: UInt8?
        while end < bytes.count {
            let byte = bytes[end]
            end += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            }
        }
        return (line, column, Self.quoted(bytes[index..<end], limit: 60))
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let start = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? before.startIndex
        return (line, String(decoding: before[start...], as: UTF8.self).count + 1)
    }

    /// `bytes` as text on one line (line breaks and tabs as spaces), cut after `limit` characters.
    static func quoted(_ bytes: ArraySlice<UInt8>, limit: Int) -> String {
        let text = String(decoding: bytes.prefix(limit * 4), as: UTF8.self)
            .map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" ? " " : $0 }
        return text.count > limit ? String(text.prefix(limit)) + "…" : String(text)
    }
}

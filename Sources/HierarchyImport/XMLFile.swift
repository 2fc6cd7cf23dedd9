import CLibXML2
import Foundation
import JSONSource

/// An XML file parsed by libxml2 (no network, no external entities), freed with this value;
/// the readers of screen captures walk its elements.
final class XMLFile {
    let document: xmlDocPtr
    let data: Data
    let file: String

    /// Parses `data`; malformed XML throws the first error libxml2 reported, at its line and
    /// column, and says that `what` (`a uiautomator dump`) is well-formed XML.
    init(_ data: Data, file: String, what: String) throws {
        let first = FirstXMLError()
        // libxml2 keeps its error handler per thread; it reports the first error, not the last.
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(first).toOpaque()) { context, error in
            guard let context, let error else { return }
            let box = Unmanaged<FirstXMLError>.fromOpaque(context).takeUnretainedValue()
            guard box.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
            box.error = (Int(error.pointee.line), Int(error.pointee.int2), message)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let parsed = data.withUnsafeBytes { bytes in
            xmlReadMemory(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count), file, nil,
                          Int32(XML_PARSE_NONET.rawValue))
        }
        guard let parsed else { throw FileDiagnostic.xml(file: file, error: first.error, what: what) }
        document = parsed
        self.data = data
        self.file = file
    }

    deinit { xmlFreeDoc(document) }

    var root: xmlNodePtr? { xmlDocGetRootElement(document) }

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

/// Element names, attributes and children, as Swift values.
enum XMLTree {
    static func name(_ node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    static func attribute(_ node: xmlNodePtr, _ key: String) -> String? {
        guard let value = xmlGetProp(node, key) else { return nil }
        defer { layoutwatch_xml_free(value) }
        return String(cString: value)
    }

    /// An attribute that is there and not empty.
    static func nonEmpty(_ node: xmlNodePtr, _ key: String) -> String? {
        attribute(node, key).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The element children of `parent` whose name `accepts`.
    static func elements(_ parent: xmlNodePtr, where accepts: (String) -> Bool) -> [xmlNodePtr] {
        var found: [xmlNodePtr] = []
        var child = parent.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, accepts(name(current)) { found.append(current) }
            child = current.pointee.next
        }
        return found
    }

    static func line(_ node: xmlNodePtr) -> Int { Int(xmlGetLineNo(node)) }
}

/// The first error libxml2 reported while parsing: line, column and message, copied at once
/// (libxml2 reuses its error's memory for the next one).
private final class FirstXMLError {
    var error: (line: Int, column: Int, message: String)?
}

import CLibXML2
import Foundation
import SVGRender

/// libxml2's `xmlTextWriter` writing into memory, with every string made safe first.
///
/// libxml2 2.9 passes control characters and invalid UTF-8 through and still reports success,
/// and U+0000 silently cuts a string; so every name, attribute value and text goes through
/// `XMLCharacters.sanitized` before it reaches C. Not thread-safe: one writer per document.
final class XMLTextWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr

    init() throws {
        guard let buffer = xmlBufferCreate() else { throw XMLWriterError(call: "xmlBufferCreate") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw XMLWriterError(call: "xmlNewTextWriterMemory")
        }
        self.buffer = buffer
        self.writer = writer
        xmlTextWriterSetIndent(writer, 1)
        _ = Self.withXMLChars("  ") { xmlTextWriterSetIndentString(writer, $0) }
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    func startDocument() throws {
        try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
    }

    func startElement(_ name: String) throws {
        try check(Self.withXMLChars(name) { xmlTextWriterStartElement(writer, $0) }, "xmlTextWriterStartElement")
    }

    func attribute(_ name: String, _ value: String) throws {
        let code = Self.withXMLChars(name) { name in
            Self.withXMLChars(value) { xmlTextWriterWriteAttribute(writer, name, $0) }
        }
        try check(code, "xmlTextWriterWriteAttribute")
    }

    /// Escaped text content (`<`, `&`, `>` become entities; `]]>` needs no CDATA care).
    func text(_ value: String) throws {
        try check(Self.withXMLChars(value) { xmlTextWriterWriteString(writer, $0) }, "xmlTextWriterWriteString")
    }

    func endElement() throws {
        try check(xmlTextWriterEndElement(writer), "xmlTextWriterEndElement")
    }

    /// Ends the document and returns its bytes.
    func finish() throws -> Data {
        try check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        guard let content = xmlBufferContent(buffer) else { return Data() }
        return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    private func check(_ code: Int32, _ call: String) throws {
        if code < 0 { throw XMLWriterError(call: call) }
    }

    private static func withXMLChars<R>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> R) -> R {
        XMLCharacters.sanitized(text).withCString { pointer in
            pointer.withMemoryRebound(to: xmlChar.self, capacity: 1) { body($0) }
        }
    }
}

/// libxml2 refused a call; it does so only on allocation failure or misuse of the writer.
struct XMLWriterError: Error, CustomStringConvertible {
    var call: String
    var description: String { "libxml2's \(call) failed while writing the JUnit XML (out of memory?)" }
}

import CLibXML2
import Foundation
import SVGRender

/// libxml2's `xmlTextWriter` writing into memory, with every string made safe first.
///
/// libxml2 2.9 passes control characters and invalid UTF-8 through and still reports success,
/// and U+0000 silently cuts a string; so every name, attribute value and text goes through
/// `XMLCharacters.sanitized` before it reaches C. Not thread-safe: one writer per document.
/// Owns the libxml2 buffer and writer; no pointer leaves the class.
// Safe: `@safe`: the pointers are private, owned (see the stored properties) and never handed
// out; every method takes and returns Swift values only.
@safe final class XMLTextWriter {
    // Safe: every `unsafe` use of `buffer` and `writer` below: the class holds the only
    // reference to each, created in `init` and freed in `deinit` (the writer before the buffer
    // it writes into), and the class is used from one thread at a time (it is not Sendable).
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr

    init() throws {
        // Safe: each pointer is checked for nil; the buffer is freed here if the writer cannot
        // be made, else both are owned by this object (see the stored properties).
        guard let buffer = unsafe xmlBufferCreate() else { throw XMLWriterError(call: "xmlBufferCreate") }
        guard let writer = unsafe xmlNewTextWriterMemory(buffer, 0) else {
            unsafe xmlBufferFree(buffer)
            throw XMLWriterError(call: "xmlNewTextWriterMemory")
        }
        unsafe self.buffer = buffer
        unsafe self.writer = writer
        // Safe: `writer` is valid (above); the indent string lives for the call and libxml2
        // copies it.
        unsafe xmlTextWriterSetIndent(writer, 1)
        _ = unsafe Self.withXMLChars("  ") { unsafe xmlTextWriterSetIndentString(writer, $0) }
    }

    deinit {
        // Safe: the last use of the pointers this object owns (see the stored properties).
        unsafe xmlFreeTextWriter(writer)
        unsafe xmlBufferFree(buffer)
    }

    func startDocument() throws {
        // Safe: `writer` lives as long as `self`; the literals are C strings for the call.
        try check(unsafe xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
    }

    func startElement(_ name: String) throws {
        // Safe: `writer` lives as long as `self`; the name lives for the closure and libxml2
        // copies what it keeps (as in every call below).
        try check(unsafe Self.withXMLChars(name) { unsafe xmlTextWriterStartElement(writer, $0) }, "xmlTextWriterStartElement")
    }

    func attribute(_ name: String, _ value: String) throws {
        // Safe: as in `startElement`; both strings live until the inner closure returns.
        let code = unsafe Self.withXMLChars(name) { name in
            unsafe Self.withXMLChars(value) { unsafe xmlTextWriterWriteAttribute(writer, name, $0) }
        }
        try check(code, "xmlTextWriterWriteAttribute")
    }

    /// Escaped text content (`<`, `&`, `>` become entities; `]]>` needs no CDATA care).
    func text(_ value: String) throws {
        // Safe: as in `startElement`.
        try check(unsafe Self.withXMLChars(value) { unsafe xmlTextWriterWriteString(writer, $0) }, "xmlTextWriterWriteString")
    }

    func endElement() throws {
        // Safe: `writer` lives as long as `self`.
        try check(unsafe xmlTextWriterEndElement(writer), "xmlTextWriterEndElement")
    }

    /// Ends the document and returns its bytes.
    func finish() throws -> Data {
        // Safe: `writer` and `buffer` live as long as `self`; the buffer's content holds
        // `xmlBufferLength` bytes, which `Data` copies before anything can change them.
        try check(unsafe xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        try check(unsafe xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        guard let content = unsafe xmlBufferContent(buffer) else { return Data() }
        return unsafe Data(bytes: content, count: Int(xmlBufferLength(buffer)))
    }

    private func check(_ code: Int32, _ call: String) throws {
        if code < 0 { throw XMLWriterError(call: call) }
    }

    /// Gives `body` the sanitized text as a NUL-terminated `xmlChar` string, valid during it.
    private static func withXMLChars<R>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> R) -> R {
        // Safe: `xmlChar` is `UInt8`, the same size and alignment as `CChar`, and the rebound
        // pointer covers the C string `withCString` keeps alive for the closure.
        unsafe XMLCharacters.sanitized(text).withCString { pointer in
            unsafe pointer.withMemoryRebound(to: xmlChar.self, capacity: 1) { unsafe body($0) }
        }
    }
}

/// libxml2 refused a call; it does so only on allocation failure or misuse of the writer.
struct XMLWriterError: Error, CustomStringConvertible {
    var call: String
    var description: String { "libxml2's \(call) failed while writing the JUnit XML (out of memory?)" }
}

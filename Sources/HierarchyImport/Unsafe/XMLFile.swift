import CLibXML2
import Foundation
import JSONSource

/// An XML file parsed by libxml2 (no network, no external entities), freed with this value;
/// the readers of screen captures walk its elements.
// Safe: `@safe`: the document pointer is private, owned (parsed in `init`, freed in `deinit`)
// and never handed out; elements are `XMLElement`s, which keep the file alive.
@safe final class XMLFile {
    // Safe: every `unsafe` use of `document` below: the file holds the only reference to it.
    private let document: xmlDocPtr
    let data: Data
    let file: String

    /// Parses `data`; malformed XML throws the first error libxml2 reported, at its line and
    /// column, and says that `what` (`a uiautomator dump`) is well-formed XML.
    init(_ data: Data, file: String, what: String) throws {
        let first = FirstXMLError()
        // libxml2 keeps its error handler per thread; it reports the first error, not the last.
        // Safe: the handler's context is `first`, unretained: `first` lives to the end of `init`,
        // and the handler is removed (`defer`) before `init` returns, so it never sees a freed
        // box; libxml2 calls it on this thread only (the handler is per thread), and the error
        // it passes is read (its message copied) during the call.
        unsafe xmlSetStructuredErrorFunc(Unmanaged.passUnretained(first).toOpaque()) { context, error in
            guard let context = unsafe context, let error = unsafe error else { return }
            let box = unsafe Unmanaged<FirstXMLError>.fromOpaque(context).takeUnretainedValue()
            guard box.error == nil, unsafe error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let message = unsafe error.pointee.message.map { unsafe String(cString: $0) } ?? "malformed XML"
            box.error = unsafe (Int(error.pointee.line), Int(error.pointee.int2), message)
        }
        defer { unsafe xmlSetStructuredErrorFunc(nil, nil) }
        // Safe: libxml2 reads `bytes.count` bytes (clamped to Int32, so never more) of the
        // buffer `withUnsafeBytes` keeps valid for the closure, and keeps no pointer into it
        // (the document copies what it holds); `CChar` and `UInt8` have one size and alignment.
        let parsed = unsafe data.withUnsafeBytes { bytes in
            unsafe xmlReadMemory(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count), file, nil,
                                 Int32(XML_PARSE_NONET.rawValue))
        }
        guard let parsed = unsafe parsed else { throw FileDiagnostic.xml(file: file, error: first.error, what: what) }
        unsafe document = parsed
        self.data = data
        self.file = file
    }

    // Safe: the last use of the document this file owns; no element outlives the file.
    deinit { unsafe xmlFreeDoc(document) }

    var root: XMLElement? {
        // Safe: the root node belongs to the document, which the element keeps alive.
        guard let node = unsafe xmlDocGetRootElement(document) else { return nil }
        return unsafe XMLElement(file: self, node: node)
    }
}

/// An element of a parsed `XMLFile`; it keeps the file (and so its node) alive.
// Safe: `@safe`: the node pointer is private and valid as long as `file` lives, which this
// value guarantees by holding it; the document is never changed after parsing.
@safe struct XMLElement {
    private let file: XMLFile
    private let node: xmlNodePtr

    // Safe: `node` belongs to `file`'s document (the callers pass its root or a child of an
    // element of it).
    @unsafe init(file: XMLFile, node: xmlNodePtr) {
        self.file = file
        unsafe self.node = node
    }

    var name: String {
        // Safe: the node is valid (see the type); its name is a NUL-terminated string the
        // document owns, copied at once.
        unsafe node.pointee.name.map { unsafe String(cString: $0) } ?? ""
    }

    func attribute(_ key: String) -> String? {
        // Safe: as for `name`; the value libxml2 returns is ours, copied and then freed once.
        guard let value = unsafe xmlGetProp(node, key) else { return nil }
        defer { unsafe layoutwatch_xml_free(value) }
        return unsafe String(cString: value)
    }

    /// The element children whose name `accepts`.
    func elements(where accepts: (String) -> Bool) -> [XMLElement] {
        var found: [XMLElement] = []
        // Safe: the children and their siblings are nodes of the same document (see the type).
        var child = unsafe node.pointee.children
        while let current = unsafe child {
            let element = unsafe XMLElement(file: file, node: current)
            if unsafe current.pointee.type == XML_ELEMENT_NODE, accepts(element.name) { found.append(element) }
            unsafe child = current.pointee.next
        }
        return found
    }

    // Safe: the node is valid (see the type).
    var line: Int { Int(unsafe xmlGetLineNo(node)) }
}

/// Element names, attributes and children, as Swift values.
enum XMLTree {
    static func name(_ node: XMLElement) -> String { node.name }

    static func attribute(_ node: XMLElement, _ key: String) -> String? { node.attribute(key) }

    /// An attribute that is there and not empty.
    static func nonEmpty(_ node: XMLElement, _ key: String) -> String? {
        attribute(node, key).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The element children of `parent` whose name `accepts`.
    static func elements(_ parent: XMLElement, where accepts: (String) -> Bool) -> [XMLElement] {
        parent.elements(where: accepts)
    }

    static func line(_ node: XMLElement) -> Int { node.line }
}

/// The first error libxml2 reported while parsing: line, column and message, copied at once
/// (libxml2 reuses its error's memory for the next one).
private final class FirstXMLError {
    var error: (line: Int, column: Int, message: String)?
}

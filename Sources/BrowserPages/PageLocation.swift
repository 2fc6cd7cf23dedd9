import Foundation

/// Where a page is: a file on disk (a path or a `file:` URL) or an `http(s):` address.
public struct PageLocation: Sendable, Equatable, CustomStringConvertible {
    /// What to navigate to.
    public var url: String
    /// What the user wrote, for messages.
    public var description: String

    /// Reads `text` as an address (`http:`, `https:`, `file:`) or a path from `directory`;
    /// throws `BrowserError.pageNotFound` for a file that is not there.
    public init(_ text: String, relativeTo directory: String = FileManager.default.currentDirectoryPath) throws {
        description = text
        let lower = text.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            url = text
            return
        }
        let path: String
        if lower.hasPrefix("file://") {
            guard let parsed = URL(string: text), parsed.isFileURL else { throw BrowserError.pageNotFound(text) }
            path = parsed.path
        } else {
            path = text.hasPrefix("/") ? text : directory + "/" + text
        }
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard let type, type != .typeDirectory else {
            throw BrowserError.pageNotFound(text)
        }
        url = URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }
}

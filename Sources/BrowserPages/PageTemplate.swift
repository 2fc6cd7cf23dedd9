import Foundation
import Mustache

/// A value for one named slot of a page template.
public enum PageSlot: Sendable, Equatable {
    /// `{{title}}`: the text, HTML-escaped.
    case text(String)
    /// `{{#items}}<li>{{.}}</li>{{/items}}`: one repetition per entry, each escaped.
    case list([String])
    /// `{{#sale}}…{{/sale}}`: shown when true.
    case flag(Bool)

    var mustacheValue: Any {
        switch self {
        case let .text(text): text
        case let .list(items): items
        case let .flag(flag): flag
        }
    }
}

/// An HTML page with named slots (Mustache: `{{title}}` escaped, sections for lists and
/// flags), filled with generated content for each case of a page test.
public struct PageTemplate: Sendable {
    /// The template's file, for messages and as the base of its relative links.
    public let location: PageLocation
    private let template: MustacheTemplate

    /// Reads the template at `path`; a missing file or a malformed template is an error that
    /// names the file.
    public init(file path: String, relativeTo directory: String = FileManager.default.currentDirectoryPath) throws {
        location = try PageLocation(path, relativeTo: directory)
        let url = URL(string: location.url)!
        guard let data = FileManager.default.contents(atPath: url.path) else { throw BrowserError.pageNotFound(path) }
        do { template = try MustacheTemplate(string: String(decoding: data, as: UTF8.self)) } catch {
            throw PageTemplateError(file: path, reason: "\(error)")
        }
    }

    /// The page with `slots` filled in; a slot the template names but `slots` lacks is empty.
    public func render(_ slots: [String: PageSlot]) -> String {
        template.render(slots.mapValues(\.mustacheValue) as [String: Any])
    }
}

/// A page template Mustache cannot read.
public struct PageTemplateError: Error, Sendable, CustomStringConvertible {
    /// The template as the user named it.
    public var file: String
    /// Mustache's complaint.
    public var reason: String
    /// The message: the file, what is wrong and the fix.
    public var description: String { "\(file): not a valid page template (\(reason)); check its {{…}} tags are closed" }
}

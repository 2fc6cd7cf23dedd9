import Foundation
import TestSupport

/// The code blocks of the README (or of another markdown file of the repository, such as a DocC
/// article), each with the `<!-- snippet: ID -->` marker on the line before its opening fence
/// (or `nil`).
struct ReadmeSnippet: Equatable {
    var id: String?
    var language: String
    var code: String
    /// 1-based line of the opening fence.
    var line: Int

    static func all(in path: String = "README.md") throws -> [ReadmeSnippet] {
        let text = String(decoding: try Data(contentsOf: Repository.url(path)), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var snippets: [ReadmeSnippet] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```"), line.count > 3 else { index += 1; continue }
            let marker = index > 0 ? lines[index - 1] : ""
            let id = marker.hasPrefix("<!-- snippet: ") && marker.hasSuffix(" -->")
                ? String(marker.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)) : nil
            var end = index + 1
            while end < lines.count && lines[end] != "```" { end += 1 }
            let code = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n") + "\n"
            snippets.append(ReadmeSnippet(id: id, language: String(line.dropFirst(3)), code: code, line: index + 1))
            index = end + 1
        }
        return snippets
    }

    /// The snippet marked `id`; a missing one throws, naming the marker to add.
    static func named(_ id: String) throws -> ReadmeSnippet {
        guard let snippet = try all().first(where: { $0.id == id }) else {
            throw ReadmeError(description: "README.md has no block marked <!-- snippet: \(id) -->")
        }
        return snippet
    }
}

struct ReadmeError: Error, CustomStringConvertible {
    var description: String
}

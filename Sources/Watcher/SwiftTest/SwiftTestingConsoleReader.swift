/// Finds each Swift Testing test's own output in what its process printed: the console names a
/// test when it starts and ends with the texts the event stream gives (`Test shouts()
/// started.`), so a line printed while exactly one test was running is that test's. Lines
/// printed while several ran at once belong to none of them; Swift Testing's own lines (a
/// symbol first, and the indented lines of a `↳` block) are passed over.
struct SwiftTestingConsoleReader {
    /// Output by qualified name (`Module.Suite/name()`).
    private(set) var output: [String: String] = [:]

    init(console: String, tests: [SwiftTestingEventReader.Record]) {
        var starts: [String: [String]] = [:], ends: [String: [String]] = [:]
        for record in tests {
            if let line = record.startLine { starts[line, default: []].append(record.qualifiedName) }
            if let line = record.endLine { ends[line, default: []].append(record.qualifiedName) }
        }
        var running: Set<String> = [], inDetails = false
        for raw in console.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.withoutEscapes(Substring(raw))
            if let first = line.unicodeScalars.first, Self.symbols.contains(first) {
                let text = line.drop { $0 != " " }.dropFirst()
                inDetails = first == "↳"
                // A name shared by two tests cannot say which one started.
                if let ids = starts[String(text)], ids.count == 1 { running.insert(ids[0]) }
                if let ids = ends[String(text)] { ids.forEach { running.remove($0) } }
                continue
            }
            if inDetails, line.hasPrefix("  ") { continue }
            inDetails = false
            if running.count == 1, let id = running.first { output[id, default: ""] += line + "\n" }
        }
    }

    /// The first characters of Swift Testing's own lines (on Linux, without SF Symbols).
    static let symbols: Set<Unicode.Scalar> = ["◇", "✔", "✘", "↳", "⎙", "➜", "⚠"]

    /// `line` without ANSI colour sequences (`ESC [ … m`).
    static func withoutEscapes(_ line: Substring) -> String {
        guard line.contains("\u{1B}") else { return String(line) }
        var result = "", scalars = line.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}", scalars.first == "[" {
                while let next = scalars.popFirst(), !("@"..."~").contains(next) || next == "[" {}
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}

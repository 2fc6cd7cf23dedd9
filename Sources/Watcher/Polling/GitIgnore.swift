#if canImport(Glibc)
import Glibc
#endif

/// The patterns of a `.gitignore`, matched as git does for the common cases: `name` and
/// `*.ext` at any depth, `/anchored` and `dir/sub` from the file's folder, `dir/` for folders
/// only, `**/` prefixes, and `!negation` (the last matching pattern wins).
public struct GitIgnore: Sendable, Equatable {
    struct Pattern: Sendable, Equatable {
        var glob: String
        var anchored: Bool
        var directoryOnly: Bool
        var negated: Bool
    }

    var patterns: [Pattern] = []

    public init(_ text: String = "") {
        for raw in text.split(separator: "\n") {
            var line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            let directoryOnly = line.hasSuffix("/")
            if directoryOnly { line.removeLast() }
            while line.hasPrefix("**/") { line.removeFirst(3) }
            if line.hasSuffix("/**") { line.removeLast(3) }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            guard !line.isEmpty else { continue }
            patterns.append(Pattern(glob: line, anchored: anchored, directoryOnly: directoryOnly, negated: negated))
        }
    }

    /// Whether `path` (relative to the `.gitignore`'s folder, `/`-separated) is ignored.
    public func ignores(_ path: String, isDirectory: Bool) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var ignored = false
        for pattern in patterns where !pattern.directoryOnly || isDirectory {
            let matches = pattern.anchored
                ? POSIXCalls.matches(pattern.glob, path, FNM_PATHNAME)
                : POSIXCalls.matches(pattern.glob, name, 0)
            if matches { ignored = !pattern.negated }
        }
        return ignored
    }
}

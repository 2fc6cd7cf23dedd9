#if canImport(Glibc)
import Glibc
#endif

/// Which files can start a run. Under a source root: what can change the build (sources,
/// `Package.swift`, declared resources); under a spec root: any spec file. Never: hidden files,
/// editors' swap, backup and temporary files, what `.gitignore` or `watch.ignore` names.
public struct WatchFilter: Sendable, Equatable {
    /// Names or glob patterns (`*.log`) from `watch.ignore`, matched against each path component.
    public var ignored: [String]
    /// The project's `.gitignore`, and the folder its patterns are relative to.
    public var gitignore: GitIgnore
    public var gitignoreBase: String
    /// Folders and files the package declares as resources (absolute paths).
    public var resources: [String]
    public var specRoots: [String]

    public static let sourceExtensions: Set<String> = [
        "swift", "c", "h", "cc", "cpp", "cxx", "hpp", "hh", "m", "mm", "s", "S", "modulemap", "def", "inc",
    ]
    /// Vim, Emacs, JetBrains, Kate, Sublime, patch tools and atomic writers.
    public static let temporaryPatterns = [
        "*~", "*.swp", "*.swo", "*.swx", "*.swn", "*.swm", "#*#", "4913", "*.tmp", "*.temp", "*.bak", "*.orig",
        "*.rej", "*.crswap", "*___jb_tmp___", "*___jb_old___", "*.kate-swp", "*.part",
    ]

    public init(ignored: [String] = [], gitignore: GitIgnore = GitIgnore(), gitignoreBase: String = "/",
                resources: [String] = [], specRoots: [String] = []) {
        self.ignored = ignored
        self.gitignore = gitignore
        self.gitignoreBase = gitignoreBase
        self.resources = resources
        self.specRoots = specRoots
    }

    public func skipsDirectory(named name: String, at path: String) -> Bool {
        name.hasPrefix(".") || isIgnored(name, path, isDirectory: true)
    }

    public func accepts(fileNamed name: String, at path: String) -> Bool {
        guard !name.hasPrefix("."), !Self.temporaryPatterns.contains(where: { POSIXCalls.matches($0, name, 0) }),
              !isIgnored(name, path, isDirectory: false) else { return false }
        if specRoots.contains(where: { path.hasPrefix($0 + "/") }) { return true }
        if let dot = name.lastIndex(of: "."), Self.sourceExtensions.contains(String(name[name.index(after: dot)...])) {
            return true
        }
        if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) { return true }
        return resources.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    private func isIgnored(_ name: String, _ path: String, isDirectory: Bool) -> Bool {
        if ignored.contains(where: { $0 == name || POSIXCalls.matches($0, name, 0) }) { return true }
        guard path.hasPrefix(gitignoreBase + "/") else { return false }
        return gitignore.ignores(String(path.dropFirst(gitignoreBase.count + 1)), isDirectory: isDirectory)
    }
}

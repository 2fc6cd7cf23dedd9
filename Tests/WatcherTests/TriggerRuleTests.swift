import Foundation
import Testing
import TestSupport
import Watcher

/// What may start a run: build inputs and spec files only, never editors' litter, ignored paths
/// or unrelated files, on the real file system.
@Suite struct TriggerRuleTests {
    @Test func onlyBuildInputsAndSpecsAreSeen() throws {
        let root = try Repository.temporaryDirectory("triggers")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["Sources/App/A.swift", "Sources/App/shim.h", "Sources/App/Resources/logo.json", "Sources/App/notes.txt",
                     "Sources/App/.A.swift.swp", "Sources/App/A.swift~", "Sources/App/#A.swift#", "Sources/App/4913",
                     "Sources/App/.dat.nosync1234.abc", "Sources/App/A.swift.orig", "Sources/App/build/out.swift",
                     "Sources/App/Generated/B.swift", "Sources/App/trace.log", "Specs/a.testkit", "Specs/b.layout.json",
                     "Specs/.a.testkit.swp", "Package.swift"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        let filter = WatchFilter(ignored: ["*.log", "Generated"], gitignore: GitIgnore("# outputs\nbuild/\n"),
                                 gitignoreBase: root.path, resources: [root.appendingPathComponent("Sources/App/Resources").path],
                                 specRoots: [root.appendingPathComponent("Specs").path])
        let scanner = POSIXFileScanner()
        var seen = Set<String>()
        for folder in ["Sources", "Specs"] {
            seen.formUnion(scanner.scan(root: root.appendingPathComponent(folder).path, filter: filter, excluded: []).keys)
        }
        let relative = Set(seen.map { String($0.dropFirst(root.path.count + 1)) })
        #expect(relative == ["Sources/App/A.swift", "Sources/App/shim.h", "Sources/App/Resources/logo.json",
                             "Specs/a.testkit", "Specs/b.layout.json"])
        let manifest = scanner.scan(root: root.path, filter: filter, excluded: [root.appendingPathComponent("Sources").path,
                                                                                  root.appendingPathComponent("Specs").path])
        #expect(manifest.keys.map { String($0.dropFirst(root.path.count + 1)) } == ["Package.swift"])
    }

    @Test func aFolderThatDidNotChangeIsNotReadAgainButItsFilesAreStillChecked() throws {
        let root = try Repository.temporaryDirectory("listing")
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("A.swift")
        try Data("let a = 1".utf8).write(to: source)
        let scanner = POSIXFileScanner()
        let first = scanner.scan(root: root.path, filter: WatchFilter(), excluded: [])
        try Data("let a = 22".utf8).write(to: source)
        let second = scanner.scan(root: root.path, filter: WatchFilter(), excluded: [])
        #expect(first[source.path] != second[source.path], "an edit in an unchanged folder is seen")
        try Data("let b = 1".utf8).write(to: root.appendingPathComponent("B.swift"))
        #expect(scanner.scan(root: root.path, filter: WatchFilter(), excluded: []).count == 2, "a new file is seen")
    }

    @Test(arguments: [
        ("build/", "build", true, true), ("build/", "build", false, false), ("*.log", "a/b/c.log", false, true),
        ("/top.txt", "top.txt", false, true), ("/top.txt", "sub/top.txt", false, false), ("docs/*.md", "docs/a.md", false, true),
        ("**/gen", "a/b/gen", true, true), ("*.swift\n!Keep.swift", "Keep.swift", false, false), ("# c\n\n", "x", false, false),
    ])
    func gitignorePatterns(pattern: String, path: String, isDirectory: Bool, ignored: Bool) {
        #expect(GitIgnore(pattern).ignores(path, isDirectory: isDirectory) == ignored, "\(pattern) on \(path)")
    }
}

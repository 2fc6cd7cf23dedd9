import Foundation

/// Where things are when the tests run: the repository, shared material beside it, and the
/// executables `swift test` built next to the test binary.
enum TestPaths {
    static let repoRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shared = repoRoot.deletingLastPathComponent().appendingPathComponent("shared")
    static let exampleSpecs = repoRoot.appendingPathComponent("Sources/ExampleSuite/Specs")
    static let goldens = repoRoot.appendingPathComponent("Tests/LayoutWatchTests/Goldens")

    /// The directory that holds the test binary and the package's executables.
    static var binDirectory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("layoutwatch").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    static func executable(_ name: String) -> String { binDirectory.appendingPathComponent(name).path }

    /// A fresh directory under the system's temporary directory.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutwatch-tests-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

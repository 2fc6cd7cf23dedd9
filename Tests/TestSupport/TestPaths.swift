import Foundation

/// Where things are when the tests run: the repository and the executables `swift test` built
/// next to the test binary.
public enum TestPaths {
    public static let repoRoot = Repository.root
    public static let exampleSpecs = repoRoot.appendingPathComponent("Sources/ExampleSuite/Specs")

    /// The directory that holds the test binary and the package's executables.
    public static var binDirectory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("layoutwatch").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    public static func executable(_ name: String) -> String { binDirectory.appendingPathComponent(name).path }

    public static func temporaryDirectory(_ name: String) throws -> URL { try Repository.temporaryDirectory(name) }
}

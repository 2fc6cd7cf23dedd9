import Foundation
import TestSupport

/// Where things are when the tests run: the repository and the executables `swift test` built
/// next to the test binary.
enum TestPaths {
    static let repoRoot = Repository.root
    static let exampleSpecs = repoRoot.appendingPathComponent("Sources/ExampleSuite/Specs")

    /// The directory that holds the test binary and the package's executables.
    static var binDirectory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while url.path != "/" && !FileManager.default.fileExists(atPath: url.appendingPathComponent("layoutwatch").path) {
            url = url.deletingLastPathComponent()
        }
        return url
    }

    static func executable(_ name: String) -> String { binDirectory.appendingPathComponent(name).path }

    static func temporaryDirectory(_ name: String) throws -> URL { try Repository.temporaryDirectory(name) }
}

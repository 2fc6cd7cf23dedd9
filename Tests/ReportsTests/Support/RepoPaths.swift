import Foundation
import TestSupport

/// Paths the tests need, found from this file's place in the repository.
enum RepoPaths {
    /// `<repo>/Tests/ReportsTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let repoRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = testsDirectory.appendingPathComponent("Goldens")
    static let web = repoRoot.appendingPathComponent("Web")
    /// The JUnit schema the Jenkins xUnit plugin validates with.
    static let junitSchema = Fixture("schemas/jenkins-xunit-junit-10.xsd")

    static func temporaryDirectory(_ name: String) throws -> URL { try Repository.temporaryDirectory(name) }
}

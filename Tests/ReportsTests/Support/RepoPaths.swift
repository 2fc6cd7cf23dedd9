import Foundation
import TestSupport

/// Paths the report tests need.
enum RepoPaths {
    static let web = Repository.url("Web")
    /// The JUnit schema the Jenkins xUnit plugin validates with.
    static let junitSchema = Fixture("schemas/jenkins-xunit-junit-10.xsd")

    static func temporaryDirectory(_ name: String) throws -> URL { try Repository.temporaryDirectory(name) }
}

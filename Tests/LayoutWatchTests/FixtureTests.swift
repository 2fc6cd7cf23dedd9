import Foundation
import Testing
import TestSupport

/// The tests' data lives in the repository, and a missing file is one failing test, not a crash.
@Suite struct FixtureTests {
    @Test func aMissingFixtureIsAnErrorThatNamesItsPathAndTheFix() {
        let missing = Fixture("flex-fixtures/no-such-case.json")
        #expect(throws: FixtureError.self) { try missing.existingURL() }
        let error = #expect(throws: FixtureError.self) { try missing.data() }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("Tests/Fixtures/flex-fixtures/no-such-case.json"))
        #expect(message.contains(missing.url.path))
        #expect(message.contains("git checkout -- Tests/Fixtures"))
    }

    @Test func everyFixtureFolderIsInTheRepositoryWithItsLicenceNotes() throws {
        for path in ["flex-fixtures/index.json", "flex-fixtures/LICENSE-fixtures.md", "text-metrics/dejavu-sans.json",
                     "bench-trees/chain.json", "schemas/jenkins-xunit-junit-10.xsd", "schemas/LICENSE-Apache-2.0.txt",
                     "shrinking/hypothesis-reference.json", "README.md"] {
            #expect(FileManager.default.fileExists(atPath: try Fixture(path).existingURL().path))
        }
    }

    /// Nothing the tests or the sources run may reach outside the checkout.
    @Test func noSourceOrTestNamesTheSharedFolderBesideTheRepository() throws {
        let outside = "../" + "shared"
        for folder in ["Sources", "Tests", ".ci"] {
            let root = Repository.url(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") || folder == ".ci" {
                let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
                #expect(!text.contains(outside), "\(folder)/\(file) names \(outside)")
            }
        }
    }
}

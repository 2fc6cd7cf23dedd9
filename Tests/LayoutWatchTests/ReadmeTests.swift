import Foundation
import TestReport
import Testing
import TestSupport

/// Every Swift block of the README is code the package compiles: either the text of a source
/// file (`<!-- snippet: file PATH -->`, the file contains the block as it is) or a block that
/// `UserPackageTests` builds in a fresh package.
@Suite struct ReadmeTests {
    @Test func everySwiftBlockIsMarkedWithWhereItIsCompiled() throws {
        for snippet in try ReadmeSnippet.all() where snippet.language == "swift" {
            #expect(snippet.id != nil, """
                README.md:\(snippet.line): a swift block without <!-- snippet: … -->; mark it with the file \
                that holds it (`file PATH`) or build it in UserPackageTests
                """)
        }
    }

    @Test func fileSnippetsAreTheSourcesTheyNameWordForWord() throws {
        let snippets = try ReadmeSnippet.all().filter { $0.id?.hasPrefix("file ") == true }
        // The front door quotes the bundled example's suite; the DocC articles quote the rest.
        #expect(snippets.count >= 1)
        for snippet in snippets {
            let path = String(snippet.id!.dropFirst("file ".count))
            let source = try String(contentsOf: Repository.url(path), encoding: .utf8)
            #expect(source.contains(snippet.code), "README.md:\(snippet.line) differs from \(path); make them the same")
        }
    }

    @Test func theOtherMarkedBlocksAreTheOnesTheUserPackageTestBuilds() throws {
        let others = Set(try ReadmeSnippet.all().compactMap(\.id).filter { !$0.hasPrefix("file ") })
        #expect(others == Set(UserPackageTests.readmeSnippets))
    }

    /// Every relative link of the README (to the DocC articles, BENCHMARKS.md, images) names a
    /// file of the repository.
    @Test func relativeLinksNameFilesThatExist() throws {
        let text = try String(contentsOf: Repository.url("README.md"), encoding: .utf8)
        let links = text.matches(of: /\]\(([^)#:]+)\)/).map { String($0.output.1) }
        #expect(links.count >= 10)
        for link in links {
            #expect(FileManager.default.fileExists(atPath: Repository.url(link).path), "README.md links to \(link), which does not exist")
        }
    }

    @Test func theFrontDoorStaysShort() throws {
        let lines = try String(contentsOf: Repository.url("README.md"), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 250, "README.md has \(lines.count) lines; move the depth into a DocC article")
    }

    /// The README's suite compiles (the test binary's build includes it) and passes when run.
    @Test func theWritingTestsSuiteRunsAndPasses() async throws {
        let output = try await runCommand(TestPaths.executable("CardSuite"),
                                    WorkerInvocation(specDirectories: [Repository.url("Sources/CardSuite/Specs").path],
                                                     stateDirectory: try TestPaths.temporaryDirectory("cardsuite").path).arguments)
        #expect(output.status == 0, "\(output.standardOutput)\n\(output.standardError)")
        #expect(output.standardOutput.hasSuffix("4 passed, 0 failed\n"), "\(output.standardOutput)")
    }
}

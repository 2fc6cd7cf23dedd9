import Foundation
import Testing
import TestSupport

/// The DocC articles hold the same promise as the README: every Swift block is code the package
/// compiles — the text of a source file (`<!-- snippet: file PATH -->`) — unless it is marked
/// `<!-- snippet: illustration -->`, kept for the few fragments that cannot stand alone. DocC
/// leaves HTML comments out of the pages it renders, so the markers never show.
@Suite struct ArticleTests {
    /// Every markdown file of every DocC catalog under `Sources/`, as repository paths.
    static func articles() throws -> [String] {
        let sources = Repository.url("Sources")
        let manager = FileManager.default
        var paths: [String] = []
        for module in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
            let moduleURL = sources.appendingPathComponent(module)
            for catalog in (try? manager.contentsOfDirectory(atPath: moduleURL.path)) ?? [] where catalog.hasSuffix(".docc") {
                let files = try manager.contentsOfDirectory(atPath: moduleURL.appendingPathComponent(catalog).path)
                paths += files.filter { $0.hasSuffix(".md") }.sorted().map { "Sources/\(module)/\(catalog)/\($0)" }
            }
        }
        return paths
    }

    static let illustration = "illustration"

    @Test func theCatalogHasItsArticles() throws {
        let names = Set(try Self.articles().map { ($0 as NSString).lastPathComponent })
        for name in ["LayoutTesting.md", "WritingLayoutTests.md", "GeneratorsAndShrinking.md", "ChecksAndAssertions.md",
                     "SpecFiles.md", "ScreensAndPageObjects.md", "ExistingTestSuites.md", "DaemonAndConfiguration.md",
                     "Reports.md", "ContinuousIntegration.md", "PortingGuide.md", "CheckingCapturedScreens.md"] {
            #expect(names.contains(name), "Sources/LayoutTesting/LayoutTesting.docc has no \(name)")
        }
    }

    @Test func everySwiftBlockIsQuotedFromASourceOrMarkedAnIllustration() throws {
        for path in try Self.articles() {
            for snippet in try ReadmeSnippet.all(in: path) where snippet.language == "swift" {
                let id = snippet.id ?? ""
                #expect(id.hasPrefix("file ") || id == Self.illustration, """
                    \(path):\(snippet.line): a swift block without <!-- snippet: file PATH --> (quote a compiled source \
                    word for word) or, for a fragment that cannot compile alone, <!-- snippet: illustration -->
                    """)
            }
        }
    }

    @Test func fileSnippetsAreTheSourcesTheyNameWordForWord() throws {
        var count = 0
        for path in try Self.articles() {
            for snippet in try ReadmeSnippet.all(in: path) {
                guard let id = snippet.id else { continue }
                if id == Self.illustration { continue }
                #expect(id.hasPrefix("file "), "\(path):\(snippet.line): unknown marker <!-- snippet: \(id) -->")
                guard id.hasPrefix("file ") else { continue }
                let source = try String(contentsOf: Repository.url(String(id.dropFirst("file ".count))), encoding: .utf8)
                #expect(source.contains(snippet.code), "\(path):\(snippet.line) differs from \(id.dropFirst(5)); make them the same")
                count += 1
            }
        }
        #expect(count >= 10)
    }

    /// Illustrations are the exception: a handful at most across the catalog.
    @Test func illustrationsStayFew() throws {
        let illustrations = try Self.articles().flatMap { try ReadmeSnippet.all(in: $0) }.filter { $0.id == Self.illustration }
        #expect(illustrations.count <= 3)
    }

    /// Every `<doc:Name>` link names an article of the catalog, and the landing page links every article.
    @Test func articleLinksResolve() throws {
        let paths = try Self.articles()
        let names = Set(paths.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        var linked: Set<String> = []
        for path in paths {
            let text = try String(contentsOf: Repository.url(path), encoding: .utf8)
            for match in text.matches(of: /<doc:([A-Za-z0-9_-]+)>/) {
                let target = String(match.output.1)
                linked.insert(target)
                #expect(names.contains(target), "\(path) links <doc:\(target)>, which is no article of the catalog")
            }
        }
        for name in names.subtracting(["LayoutTesting"]) {
            #expect(linked.contains(name), "no article links \(name); add it to the landing page's Topics")
        }
    }
}

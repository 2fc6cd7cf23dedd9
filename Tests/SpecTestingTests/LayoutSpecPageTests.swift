import Foundation
import Runner
import TestReport
import Testing
import TestSupport

/// A `*.layout.json` that names a page template instead of a tree: its slots drawn per case,
/// the page checked in headless Chromium, the failure shrunk; and its mistakes, located.
@Suite(.serialized) struct LayoutSpecPageTests {
    func run(_ spec: String) throws -> (TestDescriptor, TestResult) {
        let directory = try TestPaths.temporaryDirectory("layout-spec-page")
        for name in ["badge-card.html", "badge-card.css"] {
            try FileManager.default.copyItem(at: try Fixture("web/templates/\(name)").existingURL(),
                                             to: directory.appendingPathComponent(name))
        }
        try spec.write(to: directory.appendingPathComponent("card.layout.json"), atomically: true, encoding: .utf8)
        let test = try #require(LayoutSpecSuite.discover(in: [directory]).tests.first)
        let context = TestContext(specDirectories: [directory], stateDirectory: directory.appendingPathComponent("state"),
                                  strategy: .consistent)
        return (test.descriptor, test.run(in: context))
    }

    @Test func aPageSpecFillsItsSlotsChecksInChromiumAndShrinks() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ChromiumLaunch.defaultExecutable),
                     "Chromium is needed at \(ChromiumLaunch.defaultExecutable) (Debian package chromium)")
        let (descriptor, result) = try run("""
        {"page": "badge-card.html", "slots": {"title": {"generator": "sentences"}},
         "matrix": {"sizes": ["300x200", "600x200"]}, "count": 40}
        """)
        // The template is bound as a spec file: the daemon reruns the test when it changes.
        #expect(descriptor.specFiles == ["card.layout.json", "badge-card.html"])
        #expect(result.status == .failed, "\(result.failure?.text ?? "")")
        let failure = try #require(result.failure)
        #expect(failure.violations.contains { $0.rule == "overlap" && $0.message.contains("#badge") }, "\(failure.text)")
        #expect(failure.shrunkInput?.hasPrefix("slots.title (sentences) = ") == true, "\(failure.shrunkInput ?? "")")
        #expect(failure.shrunkInput?.hasSuffix(" in 300×200, text ×1, LTR") == true, "\(failure.shrunkInput ?? "")")
        #expect(failure.screenshot != nil)
    }

    @Test func everyMistakeOfAPageSpecIsLocated() throws {
        let (_, both) = try run("""
        {"page": "badge-card.html", "tree": {"id": "x"},
         "slots": {"title": {"generator": "wrods"}, "badge": {"size": 3}, "count": 2}}
        """)
        let (_, notText) = try run(#"{"page": 42}"#)
        let (_, treeSlots) = try run(#"{"tree": {"id": "x"}, "slots": {"title": "A"}}"#)
        let diagnostics = [both, notText, treeSlots].flatMap { $0.failure?.diagnostics ?? [] }
        #expect(diagnostics.count == 5, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        try expectGolden(diagnostics.map(\.description).joined(separator: "\n") + "\n", named: "layout-spec-page-diagnostics.txt")
    }
}

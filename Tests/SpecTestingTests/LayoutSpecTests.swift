import Foundation
import Runner
import TestReport
import Testing
import TestSupport

/// Declarative layout specs run as tests of the `LayoutSpecs` suite, as `layoutwatch worker`
/// runs them: discovered in the spec directories, read at run time, laid out and checked.
@Suite struct LayoutSpecTests {
    func run(_ text: String, file: String = "card.layout.json") throws -> TestResult {
        let directory = try TestPaths.temporaryDirectory("layout-spec")
        try text.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
        let suite = LayoutSpecSuite.discover(in: [directory])
        #expect(suite.tests.map(\.descriptor.id) == ["LayoutSpecs/\(file)"])
        #expect(suite.tests.first?.descriptor.specFiles == [file])
        let context = TestContext(specDirectories: [directory], stateDirectory: directory.appendingPathComponent("state"),
                                  strategy: .consistent)
        return try #require(suite.tests.first).run(in: context)
    }

    @Test func theBundledProfileHeaderPassesEveryCaseOfItsMatrix() throws {
        let suite = LayoutSpecSuite.discover(in: [TestPaths.exampleSpecs])
        let test = try #require(suite.test(id: "LayoutSpecs/ProfileHeader.layout.json"))
        let context = TestContext(specDirectories: [TestPaths.exampleSpecs],
                                  stateDirectory: try TestPaths.temporaryDirectory("profile-header"), strategy: .consistent)
        let result = test.run(in: context)
        #expect(result.status == .passed, "\(result.failure?.text ?? "")")
        #expect(result.casesRun == 100)
    }

    @Test func aViolatedAssertionShrinksToTheNarrowestCellAndTheSimplestValues() throws {
        let result = try run("""
        {"tree": {"id": "row", "style": {"display": "flex", "width": "100%"},
                  "children": [{"id": "title", "text": {"generator": "words"}, "style": {"font-size": "16px"}},
                               {"id": "badge", "text": {"table": "strings"}, "style": {"width": "60px", "flex-shrink": "0"}}]},
         "matrix": {"sizes": ["320x60", "768x60"], "directions": ["ltr", "rtl"]},
         "checks": {"preset": "basic"},
         "assertions": [{"node": "title", "leftOf": "badge"}]}
        """)
        #expect(result.status == .failed)
        let failure = try #require(result.failure)
        // Right to left, the title stands right of the badge: the minimal case is the first size, RTL.
        #expect(failure.shrunkInput?.hasSuffix("in 320×60, text ×1, RTL") == true, "\(failure.shrunkInput ?? "")")
        #expect(failure.violations.map(\.rule) == ["leftOf"])
        #expect(failure.replay?.command.hasPrefix("\(LayoutWatchInvocation.prefix()) replay LayoutSpecs/card.layout.json --token ") == true)
    }

    @Test func everyMistakeIsALocatedDiagnosticAndTheSpecDoesNotRun() throws {
        let result = try run("""
        {"tree": {"style": {"widht": "10px", "height": "tall", "display": "flex"},
                  "children": [{"id": "a", "text": {"generator": "wrods"}, "chidren": []},
                               {"id": "b", "image": {"table": "imagez"}}]},
         "matrix": {"sizes": ["320by60"]},
         "checks": {"allow": ["overlapp"]},
         "assertions": [{"node": "a", "leftof": "b"}],
         "cuont": 5}
        """)
        #expect(result.status == .failed)
        #expect(result.casesRun == 0)
        let diagnostics = try #require(result.failure?.diagnostics)
        #expect(diagnostics.count == 9, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        try expectGolden(diagnostics.map(\.description).joined(separator: "\n") + "\n", named: "layout-spec-diagnostics.txt")
    }

    @Test func aGeneratorWhoseValuesDoNotFitTheirPlaceIsADiagnostic() throws {
        let result = try run(#"{"tree": {"children": [{"id": "a", "text": {"generator": "positive"}}]}}"#)
        #expect(result.casesRun == 0)
        let diagnostic = try #require(result.failure?.diagnostics?.first)
        #expect(diagnostic.location.line == 1 && diagnostic.location.column == 10)
        #expect(diagnostic.message.hasPrefix("the tree cannot be built with the values tree.children[0].text (positive) = "))
        #expect(diagnostic.message.contains("root.children[0].text: expected a string; give each place a generator or table"),
                "\(diagnostic.message)")
    }
}

import Foundation
import Runner
import TestReport
import Testing
import TestSupport

/// A suite sets the layout checks of every test that names none; a test's own checks win.
@Suite struct SuiteChecksTests {
    /// A 30×30 button: fine for ADLayoutTest's overlap and bounds, under v1's touch target.
    static func smallButton(_ label: String) -> ViewNode {
        Box().role("button").id("ok").accessibilityLabel(label).frame(width: 30, height: 30)
    }

    func run(_ suite: Suite, _ name: String) throws -> TestResult {
        let directory = try Repository.temporaryDirectory("suite-checks")
        defer { try? FileManager.default.removeItem(at: directory) }
        let context = TestContext(specDirectory: directory, stateDirectory: directory, strategy: .consistent, maxTestsCount: 5)
        let test = try #require(suite.test(id: "\(suite.name)/\(name)"))
        return test.run(in: context)
    }

    @Test func theSuitesChecksApplyToLayoutAndEdgeValueTests() throws {
        let suite = Suite("Strict", checks: LayoutChecks.v1) {
            Layout("button", in: Size(width: 100, height: 100), generator: Gen.element(of: ["OK", "Fine"])) { label in
                Self.smallButton(label)
            }
            EdgeValues("table", in: Size(width: 100, height: 100), columns: [TableColumn("label", ValueTable("labels", ["OK"]))]) { row in
                Self.smallButton(row["label"] ?? "")
            }
            Layout("relaxed", in: Size(width: 100, height: 100), generator: Gen.element(of: ["OK"]),
                   checks: LayoutChecks.v1.disabling(.touchTarget)) { label in Self.smallButton(label) }
        }
        let button = try run(suite, "button"), table = try run(suite, "table")
        #expect(button.status == .failed)
        #expect(button.failure?.violations.map(\.rule) == ["touchTarget"])
        #expect(table.status == .failed)
        #expect(table.failure?.violations.map(\.rule) == ["touchTarget"])
        #expect(try run(suite, "relaxed").status == .passed)
    }

    @Test func withoutASettingASuiteKeepsADLayoutTestsChecks() throws {
        let suite = Suite("Default") {
            Layout("button", in: Size(width: 100, height: 100), generator: Gen.element(of: ["OK"])) { label in Self.smallButton(label) }
        }
        #expect(try run(suite, "button").status == .passed)
    }
}

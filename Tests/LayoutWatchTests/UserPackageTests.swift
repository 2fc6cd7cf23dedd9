import Foundation
import Testing
import TestSupport

/// The README's "Use LayoutWatch in your package", done as a user would: a new package with the
/// README's manifest depending on this checkout by path, `layoutwatch init`, a layout test and a
/// spec test of the user's own added, `layoutwatch run`. The package lives in `.build-e2e/` so
/// a second run of the suite rebuilds only what changed.
@Suite(.serialized) struct UserPackageTests {
    /// The README blocks this test builds (ReadmeTests checks that no other kind exists).
    static let readmeSnippets = ["manifest", "init main.swift", "init config.json", "badge", "badge test", "badge fixed"]

    let package = Repository.url(".build-e2e/MyApp")

    @Test func initScaffoldsASuiteThatRunsWithTheUsersOwnTests() async throws {
        try makePackage()
        // At the lowest priority: the package's build must not slow the timing-bound tests that
        // run beside it.
        let layoutwatch = "/usr/bin/nice"
        let niced = ["-n", "19", TestPaths.executable("layoutwatch")]

        let initRun = try await runCommand(layoutwatch, niced + ["init"], in: package, limit: 300)
        #expect(initRun.status == 0, "init: \(initRun.standardError)")
        #expect(initRun.standardOutput.contains("swift run layoutwatch run"))
        #expect(initRun.standardOutput.contains("swift run layoutwatch watch"))
        let main = try read("Sources/LayoutSuite/main.swift")
        #expect(main == (try ReadmeSnippet.named("init main.swift")).code, "the README shows another main.swift")
        #expect(try read("config.json") == (try ReadmeSnippet.named("init config.json")).code)
        #expect(try read("Package.swift").contains(#".product(name: "Runner""#))
        #expect(try read(".gitignore").contains("/layoutwatch-report/"))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/LayoutSuite/LayoutSuite.swift").path))

        let again = try await runCommand(layoutwatch, niced + ["init"], in: package, limit: 300)
        #expect(again.status == 1)
        #expect(again.standardError.contains("init wrote nothing: Sources/LayoutSuite/main.swift, Specs/UserNames.testkit, config.json already exist"),
                "\(again.standardError)")
        #expect(again.standardOutput.contains("--- config.json\n" + (try read("config.json"))))

        try addUsersOwnTests(to: main)
        let run = try await runCommand(layoutwatch, niced + ["run"], in: package, limit: 900)
        #expect(run.status == 1, "run: \(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("3 passed, 1 failed\n"), "\(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.contains("✘ LayoutSuite/badge"))
        #expect(run.standardOutput.contains("overlaps"))
        for passing in ["greeting", "userNames", "badgeLabels"] {
            #expect(run.standardOutput.contains("✔ LayoutSuite/\(passing)"), "\(passing) did not pass")
        }

        let report = package.appendingPathComponent("layoutwatch-report")
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("index.html").path))
        let junit = report.appendingPathComponent("junit.xml")
        let schema = try Fixture("schemas/jenkins-xunit-junit-10.xsd").existingURL().path
        let lint = try await runCommand("/usr/bin/xmllint", ["--noout", "--schema", schema, junit.path])
        #expect(lint.status == 0, "\(lint.standardError)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(xml.contains(#"<failure message="#))

        // The same run through the package plugin, with no `layoutwatch` installed or checked
        // out: its printed commands are spelled the way it was started.
        let plugin = try await runCommand("/usr/bin/nice", ["-n", "19", "swift", "package", "--allow-writing-to-package-directory",
                                                            "layoutwatch", "run"], in: package, limit: 900)
        #expect(plugin.status == 1, "a failing test fails `swift package`: \(plugin.standardOutput)\n\(plugin.standardError)")
        #expect(plugin.standardOutput.contains("3 passed, 1 failed"), "\(plugin.standardOutput)\n\(plugin.standardError)")
        #expect(plugin.standardOutput.contains("swift package layoutwatch replay LayoutSuite/badge --token "),
                "\(plugin.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent(".build/layoutwatch").path),
                "the suite was built beside SwiftPM's locked .build/")

        // The README's fix makes every test pass.
        try fixBadge()
        let fixed = try await runCommand(layoutwatch, niced + ["run"], in: package, limit: 900)
        #expect(fixed.status == 0, "after the fix: \(fixed.standardOutput)\n\(fixed.standardError)")
        #expect(fixed.standardOutput.hasSuffix("4 passed, 0 failed\n"), "\(fixed.standardOutput)")
    }

    /// A package with the README's manifest (depending on this checkout) and one library target;
    /// everything but its build folder is made anew.
    private func makePackage() throws {
        let files = FileManager.default
        try files.createDirectory(at: package, withIntermediateDirectories: true)
        for entry in try files.contentsOfDirectory(atPath: package.path) where entry != ".build" {
            try files.removeItem(at: package.appendingPathComponent(entry))
        }
        let manifest = try ReadmeSnippet.named("manifest").code
        #expect(manifest.contains(#".package(path: "../LayoutWatch")"#))
        try write(manifest.replacingOccurrences(of: "../LayoutWatch", with: Repository.root.path), to: "Package.swift")
        try write("/// The user's app.\npublic let appName = \"MyApp\"\n", to: "Sources/MyApp/MyApp.swift")
    }

    /// The README's badge test, whose badge sits over the title (it must fail and say so), and a
    /// spec test.
    private func addUsersOwnTests(to main: String) throws {
        let opening = "let suite = Suite(\"LayoutSuite\") {\n"
        #expect(main.contains(opening))
        try write(main.replacingOccurrences(of: opening, with: opening + (try ReadmeSnippet.named("badge test")).code
            + "    Spec(\"badgeLabels\", file: \"Badges.testkit\") { (label: String) in badgeText(label) }\n"),
                  to: "Sources/LayoutSuite/main.swift")
        try write((try ReadmeSnippet.named("badge")).code + "\nfunc badgeText(_ label: String) -> String { label.uppercased() }\n",
                  to: "Sources/LayoutSuite/Badge.swift")
        try write("""
            {"test-description": "Badge labels are shown in capitals",
             "test-cases": [{"name": "Words", "inputs": ["new", "New"], "expected-output": "NEW"}]}

            """, to: "Specs/Badges.testkit")
    }

    /// The README's fix: the title's line replaced by the narrower one.
    private func fixBadge() throws {
        let fixed = try ReadmeSnippet.named("badge fixed").code
        let badge = try read("Sources/LayoutSuite/Badge.swift")
        let lines = badge.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains(".id(\"title\")") }, "the README's fix names a line the badge does not have")
        try write(lines.map { $0.contains(".id(\"title\")") ? Substring(fixed.dropLast()) : $0 }.joined(separator: "\n"),
                  to: "Sources/LayoutSuite/Badge.swift")
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }

    private func write(_ text: String, to path: String) throws {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

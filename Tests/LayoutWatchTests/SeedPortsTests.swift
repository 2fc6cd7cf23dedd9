import Foundation
import Testing
import TestSupport

/// The examples of the four READMEs our users come from, ported into a package of the user's
/// own (`Tests/Fixtures/seed-ports/SeedPorts`, depending on this checkout by path), run the three
/// ways a user runs them: `layoutwatch run --swift-test`, plain `swift test`, and `layoutwatch
/// run` on its suite. Each passes or fails as intended, with the whole failure in every
/// surface, and each printed replay command runs where it was printed.
@Suite(.serialized) struct SeedPortsTests {
    let package = Repository.url(".build-e2e/SeedPorts")
    /// At the lowest priority, so the package's builds do not slow the timing-bound tests beside it.
    let nice = "/usr/bin/nice"
    var layoutwatch: [String] { ["-n", "19", TestPaths.executable("layoutwatch")] }

    static let hostedFailures = [
        "ADLayoutTestPorts.ADLayoutTest_ExampleTests/testExampleViewError", "ADLayoutTestPorts.ADLayoutTest_AssertionTests/testExampleViewError",
        "LayoutTestPorts.SampleTableViewCellTests/testPinnedCell", "SwiftTestingPorts.ExampleSpecs/exampleViewError()",
    ]

    @Test func everyPortPassesOrFailsAsIntendedInEachHostWithTheWholeFailureEverywhere() async throws {
        try makePackage()
        let run = try await runCommand(nice, layoutwatch + ["run", "--swift-test"], in: package, limit: 900)
        #expect(run.status == 1, "\(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("10 passed, 4 failed\n"), "\(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.contains("✔ ADLayoutTestPorts.CustomCheckTests/testTheValidCardKeepsItsTitleWide — passed, 100 cases"),
                "a check of the user's own, with only the adapter's import")
        for id in Self.hostedFailures { #expect(run.standardOutput.contains("✘ \(id) — failed"), "\(id)") }
        // The terminal shows what plain `swift test` shows: counterexample, replay, violations.
        #expect(run.standardOutput.contains("Replay command: swift run layoutwatch replay 'ExampleView Overlap' --swift-test ADLayoutTestPorts.ADLayoutTest_ExampleTests/testExampleViewError --token "))
        #expect(run.standardOutput.contains("overlaps root/1#label"))
        #expect(run.standardOutput.contains("18 of 30 exhaustive rows fail:"), "the failing data-table rows")

        // JUnit, in the --swift-test run's own folder beside the suite's report.
        let report = package.appendingPathComponent("layoutwatch-report/swift-test")
        let junit = report.appendingPathComponent("junit.xml")
        let schema = try Fixture("schemas/jenkins-xunit-junit-10.xsd").existingURL().path
        let lint = try await runCommand("/usr/bin/xmllint", ["--noout", "--schema", schema, junit.path])
        #expect(lint.status == 0, "\(lint.standardError)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        let xctest = try #require(xml.components(separatedBy: "<testcase ").first { $0.hasPrefix(#"classname="ADLayoutTestPorts.ADLayoutTest_ExampleTests" name="testExampleViewError""#) })
        #expect(xctest.contains(#"<failure message="root/0#imageView (x 20, y 20, w "#), "the message names the rule's nodes: \(xctest)")
        #expect(xctest.contains("Replay token: lw1:") && xctest.contains("Called at Tests/ADLayoutTestPorts/ExampleTests.swift:17"))
        #expect(xctest.contains("<system-out>[[ATTACHMENT|layoutwatch-report/swift-test/failures/"), "the SVG for GitLab")
        #expect(xctest.contains("building ExampleViewError\n</system-out>"), "the test's own print")

        // HTML: the failing layout drawn, the shrunk input, the replay command.
        let pages = try FileManager.default.contentsOfDirectory(atPath: report.appendingPathComponent("failures").path).filter { $0.hasSuffix(".html") }
        #expect(pages.count == 4)
        let page = try pages.map { try String(contentsOf: report.appendingPathComponent("failures/\($0)"), encoding: .utf8) }
            .first { $0.contains("ADLayoutTest_ExampleTests/testExampleViewError") }
        #expect(page?.contains(#"<svg class="layoutwatch-layout""#) == true)
        #expect(page?.contains("ExampleViewModel(image: Optional(Image(") == true)
        #expect(page?.contains("--swift-test ADLayoutTestPorts.ADLayoutTest_ExampleTests/testExampleViewError --token") == true)

        // Plain `swift test`: the same outcomes (the frameworks print the whole text themselves).
        let plain = try await runCommand(nice, ["-n", "19", "/usr/bin/env", "swift", "test"], in: package, limit: 900)
        #expect(plain.status != 0)
        for passing in ["AnalyzeSentenceTests.testAnalyze", "ParseIntTests.testParseInt", "YourViewControllerTests.testSomething",
                        "SampleTableViewCellTests.testSampleTableViewCell", "ADLayoutTest_ExampleTests.testExampleView"] {
            #expect(plain.standardOutput.contains("Test Case '\(passing)' passed"), "\(passing): \(plain.standardOutput)")
        }
        #expect(plain.standardOutput.contains("Test Case 'SampleTableViewCellTests.testPinnedCell' failed"))
        #expect(plain.standardOutput.contains("✘ Test exampleViewError() failed"))

        // The suite: `layoutwatch run` on its config.json, every spec input listed.
        let suite = try await runCommand(nice, layoutwatch + ["run", "--verbose"], in: package, limit: 900)
        #expect(suite.status == 1, "\(suite.standardOutput)\n\(suite.standardError)")
        #expect(suite.standardOutput.hasSuffix("7 passed, 1 failed\n"), "\(suite.standardOutput)\n\(suite.standardError)")
        #expect(suite.standardOutput.contains("✔ SeedSuite/screenshots — passed, 5 cases"), "the test's own count wins over the config's")
        #expect(suite.standardOutput.contains("✔ SeedSuite/emptyTitleFits — passed, 1 case"))
        #expect(suite.standardOutput.contains(#"    ✔ ParseInt.testkit:4:52: "Numbers": input {"value": "42"}"#), "TestKit's [String: Any] input")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("layoutwatch-report/junit.xml").path))
    }

    /// Each printed form runs where it was printed: through SwiftPM (`swift run layoutwatch`)
    /// in a package that depends on LayoutWatch, and as `layoutwatch` when one is on PATH.
    @Test func theReplayCommandsThatFailuresPrintRunAsPrinted() async throws {
        try makePackage()
        let run = try await runCommand(nice, layoutwatch + ["run", "--swift-test"], in: package, limit: 900)
        let printed = try #require(replayCommand(in: run.standardOutput, containing: "--swift-test ADLayoutTestPorts.ADLayoutTest_ExampleTests/"))
        #expect(printed.hasPrefix("swift run layoutwatch replay "))
        let shrunk = try #require(line(after: "✘ ADLayoutTestPorts.ADLayoutTest_ExampleTests/testExampleViewError", in: run.standardOutput))
        let replayed = try await runCommand("/bin/sh", ["-c", "exec nice -n 19 " + printed], in: package, limit: 900)
        #expect(replayed.status == 1, "\(replayed.standardOutput)\n\(replayed.standardError)")
        #expect(replayed.standardOutput.contains("✘ ADLayoutTest_ExampleTests/ExampleView Overlap — failed, 1 case"), "\(replayed.standardOutput)")
        #expect(replayed.standardOutput.contains(shrunk), "the same shrunk case: \(shrunk)")

        // With `layoutwatch` installed on PATH, the commands say `layoutwatch` and run so.
        let bin = try Repository.temporaryDirectory("seed-ports-path")
        defer { try? FileManager.default.removeItem(at: bin) }
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("layoutwatch").path,
                                                   withDestinationPath: TestPaths.executable("layoutwatch"))
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let suite = try await runCommand("/bin/sh", ["-c", "exec nice -n 19 layoutwatch run"], in: package, environment: environment, limit: 900)
        let installed = try #require(replayCommand(in: suite.standardOutput, containing: "SeedSuite/exampleViewError"))
        #expect(installed.hasPrefix("layoutwatch replay SeedSuite/exampleViewError --token "), "\(installed)")
        let again = try await runCommand("/bin/sh", ["-c", "exec " + installed], in: package, environment: environment, limit: 300)
        #expect(again.status == 1, "\(again.standardOutput)\n\(again.standardError)")
        #expect(again.standardOutput.contains("✘ SeedSuite/exampleViewError — failed, 1 case"), "\(again.standardOutput)")
    }

    private func replayCommand(in output: String, containing text: String) -> String? {
        output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("Replay command: ") && $0.contains(text) }
            .map { String($0.dropFirst("Replay command: ".count)) }
    }

    /// The line after the first line that starts with `start`, without its indent.
    private func line(after start: String, in output: String) -> String? {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let index = lines.firstIndex(where: { $0.hasPrefix(start) }), index + 2 < lines.count else { return nil }
        return lines[index + 2]
    }

    /// The fixture package beside a link to this checkout named `LayoutWatch` (the package
    /// identity its manifest names), made anew apart from its build folder.
    private func makePackage() throws {
        let files = FileManager.default
        let link = Repository.url(".build-e2e/LayoutWatch")
        if (try? files.destinationOfSymbolicLink(atPath: link.path)) != Repository.root.path {
            try? files.removeItem(at: link)
            try files.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: link.path, withDestinationPath: Repository.root.path)
        }
        try Fixture("seed-ports/SeedPorts").copyPackage(to: package)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        #expect(text.contains(#".package(path: "../../../..")"#))
        try text.replacingOccurrences(of: #""../../../..""#, with: "\"\(link.path)\"").write(to: manifest, atomically: true, encoding: .utf8)
    }
}

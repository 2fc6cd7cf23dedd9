import Foundation
import Testing
import TestSupport

/// `layoutwatch run` as CI runs it, on a temporary copy of the bundled example.
@Suite(.serialized) struct EndToEndTests {
    @Test func runWritesTheReportsAndExitsWithTheFailureCount() async throws {
        let example = try ExampleCopy(name: "run")
        let output = try await runCommand(TestPaths.executable("layoutwatch"), ["run", "--config", example.config.path],
                                    in: example.directory)
        #expect(output.status == 1, "stderr: \(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.last == "5 passed, 3 failed", "stdout: \(output.standardOutput)")
        #expect(output.standardOutput.contains("✘ ExampleSuite/buggyCard"))
        // The declarative layout spec runs in layoutwatch's own worker, and the generated case with the spec.
        #expect(output.standardOutput.contains("✔ LayoutSpecs/ProfileHeader.layout.json — passed, 100 cases"))
        #expect(output.standardOutput.contains("✔ ExampleSuite/isValidPassword — passed, 64 cases"))
        #expect(output.standardOutput.contains("Replay with "))
        #expect(output.standardOutput.contains("overlaps"))
        #expect(example.buildCount == 1)

        let report = example.directory.appendingPathComponent("report")
        let junit = report.appendingPathComponent("junit.xml")
        for file in ["index.html", "junit.xml"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(file).path), "\(file) missing")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: report.path)
        #expect(!pages.contains { $0.contains(".tmp") }, "a temporary file was left: \(pages)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("buggyCard"))
        let schema = try Fixture("schemas/jenkins-xunit-junit-10.xsd").existingURL().path
        let lint = try await runCommand("/usr/bin/xmllint", ["--noout", "--schema", schema, junit.path], in: example.directory)
        #expect(lint.status == 0, "\(lint.standardError)")
    }

    @Test func replayingAnUnknownTestNamesTheKnownOnes() async throws {
        let example = try ExampleCopy(name: "replay-unknown")
        let output = try await runCommand(TestPaths.executable("layoutwatch"),
                                    ["replay", "cdata]]>end", "--token", "lw1:AA", "--config", example.config.path],
                                    in: example.directory)
        #expect(output.status == 2, "stdout: \(output.standardOutput)")
        #expect(output.standardError == "layoutwatch: error: no test named 'cdata]]>end'; known: ExampleSuite/validCard, "
                + "ExampleSuite/buggyCard, ExampleSuite/generatedPasswordsAreValid, ExampleSuite/isValidPassword, "
                + "ExampleSuite/signUpForm, ExampleSuite/buggySignUpForm, ExampleSuite/productCardPage\n")
    }

    @Test func aMissingConfigIsAClearErrorWithExitCodeTwo() async throws {
        let directory = try TestPaths.temporaryDirectory("noconfig")
        let output = try await runCommand(TestPaths.executable("layoutwatch"), ["run", "--config", "nope.json"], in: directory)
        #expect(output.status == 2)
        #expect(output.standardError.contains("no config file at"))
        #expect(output.standardError.contains("pass --config PATH"))
    }
}

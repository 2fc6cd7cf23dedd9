import Foundation
import Testing
import TestSupport

/// `layoutwatch run --swift-test` and `watch --swift-test` on a package of the user's with
/// XCTest and Swift Testing tests and no config.json: the package in
/// `Tests/Fixtures/swift-test/Greeter` copied to `.build-e2e/Greeter` (git-ignored, with its own
/// `.build`, so no build lock is shared with the `swift test` running this), built once.
@Suite(.serialized) struct SwiftTestPackageTests {
    let package = Repository.url(".build-e2e/Greeter")

    @Test func runWritesValidJUnitWithEveryTestItsStatusAndThePlaceOfEachFailure() async throws {
        try makePackage()
        let run = try await runCommand("/usr/bin/nice", ["-n", "19", TestPaths.executable("layoutwatch"), "run", "--swift-test"],
                                       in: package, limit: 900)
        #expect(run.status == 1, "\(run.standardOutput)\n\(run.standardError)")
        #expect(run.standardOutput.hasSuffix("5 passed, 4 failed\n"), "\(run.standardOutput)\n\(run.standardError)")

        let junit = package.appendingPathComponent("layoutwatch-report/junit.xml")
        let schema = try Fixture("schemas/jenkins-xunit-junit-10.xsd").existingURL().path
        let lint = try await runCommand("/usr/bin/xmllint", ["--noout", "--schema", schema, junit.path])
        #expect(lint.status == 0, "\(lint.standardError)")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        let cases = xml.components(separatedBy: "<testcase ").dropFirst()
        func outcome(_ classname: String, _ name: String) -> String? {
            guard let entry = cases.first(where: { $0.hasPrefix(#"classname="\#(classname)" name="\#(name)""#) }) else { return nil }
            for element in ["failure", "error", "skipped"] where entry.contains("<\(element) ") { return element }
            return "passed"
        }
        #expect(cases.count == 9)
        #expect(outcome("GreeterXCTests.GreeterXCTests", "testCrashes") == "error", "an index out of range is a crash of that test")
        #expect(outcome("GreeterXCTests.GreeterXCTests", "testGreets") == "passed", "tests after the crash still ran")
        #expect(outcome("GreeterXCTests.GreeterXCTests", "testFails") == "failure")
        #expect(outcome("GreeterXCTests.GreeterXCTests", "testSkipped") == "skipped")
        #expect(outcome("GreeterTests.GreetingTests", "greetsByName()") == "passed")
        #expect(outcome("GreeterTests.GreetingTests", "shouts()") == "failure")
        #expect(outcome("GreeterTests.GreetingTests", "waves()") == "skipped")
        #expect(outcome("GreeterTests.GreetingTests", "crashes()") == "error", "a fatalError is a crash of that test")
        #expect(outcome("GreeterTests", "freeFunction()") == "passed", "tests after the crash still ran")
        #expect(xml.contains(#"<failure message="Tests/GreeterXCTests/GreeterXCTests.swift:10: XCTAssertEqual failed"#), "\(xml)")
        #expect(xml.contains(#"<failure message="Tests/GreeterTests/GreeterTests.swift:10:9: Expectation failed"#), "\(xml)")
        #expect(xml.contains("10 | XCTAssertEqual(greet(&quot;Bob&quot;), &quot;Hi, Bob!&quot;)"), "the source line: \(xml)")
        #expect(xml.contains("Fatal error: the greeter fell over"), "\(xml)")
        #expect(xml.contains("Fatal error: Index out of range"), "\(xml)")
    }

    @Test func watchRerunsTheFailingTestsFirstThenTheEditedTargetAndKeepsResultsWhenTheBuildBreaks() async throws {
        try makePackage()
        let daemon = try LayoutwatchProcess(["watch", "--swift-test"], in: package, log: package.appendingPathComponent("watch.log"),
                                            niceness: 19)
        defer { if daemon.isRunning { daemon.terminate() } }
        func lines() -> [String] { daemon.output.split(separator: "\n").map(String.init) }

        #expect(try await daemon.wait(forPasses: 1, seconds: 600), "\(lines())")
        #expect(daemon.passes == ["start: 9 ran, 5 passed, 4 failed"], "\(lines())")

        let testFile = package.appendingPathComponent("Tests/GreeterXCTests/GreeterXCTests.swift")
        let original = try String(contentsOf: testFile, encoding: .utf8)
        try (original + "// edited\n").write(to: testFile, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 2, seconds: 600), "\(lines())")
        #expect(daemon.passes.last == "source changed: GreeterXCTests.swift: 9 ran, 5 passed, 4 failed", "\(lines())")
        let text = lines()
        let first = text.firstIndex { $0.hasPrefix("layoutwatch: first, the 4 that failed last time: 0 of 4 passed") }
        let next = text.firstIndex { $0.hasPrefix("layoutwatch: next, the changed GreeterXCTests: 2 of 2 passed") }
        let rest = text.firstIndex { $0.hasPrefix("layoutwatch: then the other 3: 3 of 3 passed") }
        #expect(first != nil && next != nil && rest != nil, "\(text)")
        if let first, let next, let rest { #expect(first < next && next < rest) }
        // The line names three of them: the others are counted.
        #expect(first.map { text[$0].contains("and 1 more") } == true, "\(text)")
        let named = ["GreeterTests.GreetingTests/crashes()", "GreeterTests.GreetingTests/shouts()",
                     "GreeterXCTests.GreeterXCTests/testFails", "GreeterXCTests.GreeterXCTests/testCrashes"]
        #expect(first.map { line in named.filter { text[line].contains($0) }.count } == 3, "the failing tests ran first: \(text)")

        // A compiler error: shown with its place, the results of the last good build kept, stale.
        try original.replacingOccurrences(of: #"greet("Ada")"#, with: "greet(ada)").write(to: testFile, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 3, seconds: 600), "\(lines())")
        #expect(daemon.passes.last == "source changed: GreeterXCTests.swift: build failed", "\(lines())")
        #expect(lines().contains { $0.contains("build failed, previous results kept (stale)") }, "\(lines())")
        #expect(lines().contains { $0.contains("GreeterXCTests.swift:6:30: error: cannot find 'ada' in scope") }, "\(lines())")
        #expect(lines().contains { $0.contains("| ") && $0.contains("greet(ada)") }, "the source line the compiler quoted: \(lines())")
        let index = try String(contentsOf: package.appendingPathComponent("layoutwatch-report/index.html"), encoding: .utf8)
        #expect(index.contains("GreeterXCTests.swift:6:30"), "the report shows the error's place")
        #expect(index.contains("shouts()"), "the report keeps the previous results")

        daemon.terminate()
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
    }

    /// The fixture package, made anew apart from its build folder.
    private func makePackage() throws { try Fixture("swift-test/Greeter").copyPackage(to: package) }
}

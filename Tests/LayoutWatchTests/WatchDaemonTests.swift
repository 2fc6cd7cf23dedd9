import Foundation
import Testing

/// The daemon as users run it: a real `layoutwatch watch` process on a temporary example.
@Suite(.serialized) struct WatchDaemonTests {
    @Test func editingTheSpecRerunsExactlyTheSpecTestAndNothingIsRebuilt() async throws {
        let example = try ExampleCopy(name: "watch", maxTests: 20)
        let log = example.directory.appendingPathComponent("daemon.log")
        let daemon = try startLayoutwatch(["watch", "--config", example.config.path], in: example.directory, log: log)
        defer { if daemon.isRunning { daemon.terminate() } }

        func passLines() -> [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("layoutwatch: [") }
        }
        func waitFor(passes count: Int) async throws {
            let deadline = ContinuousClock.now + .seconds(120)
            while passLines().count < count && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        }

        try await waitFor(passes: 1)
        #expect(passLines().first?.contains("[start] 7 tests: 5 passed, 2 failed") == true, "\(passLines())")
        #expect(example.buildCount == 1)

        var spec = try String(contentsOf: example.specFile, encoding: .utf8)
        spec = spec.replacingOccurrences(of: "\"inputs\" : \"SfsdfEeEEff!\"", with: "\"inputs\" : [\"SfsdfEeEEff!\", \"NoDigitsAtAll\"]")
        try spec.write(to: example.specFile, atomically: true, encoding: .utf8)
        try await waitFor(passes: 2)
        try await Task.sleep(for: .milliseconds(500))  // a second, spurious pass would show by now

        let passes = passLines()
        #expect(passes.count == 2, "\(passes)\n\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        #expect(passes.last?.contains("[spec changed: IsValidPassword.testkit] 1 test: 1 passed, 0 failed") == true, "\(passes)")
        #expect(example.buildCount == 1, "a spec change must not rebuild")

        // A source change rebuilds once and reruns everything.
        try "// edited\n".write(to: example.directory.appendingPathComponent("Sources/Card.swift"), atomically: true, encoding: .utf8)
        try await waitFor(passes: 3)
        #expect(passLines().last?.contains("[source changed: Card.swift] 7 tests: 5 passed, 2 failed") == true, "\(passLines())")
        #expect(example.buildCount == 2)

        // Bad input keeps the daemon running and the last results: a broken spec fails its test
        // with the place of the problem, a failed build keeps what the last build produced.
        try "{\"test-cases\": [}".write(to: example.specFile, atomically: true, encoding: .utf8)
        try await waitFor(passes: 4)
        #expect(passLines().last?.contains("1 test: 0 passed, 1 failed") == true, "\(passLines())")
        let junit = try String(contentsOf: example.directory.appendingPathComponent("report/junit.xml"), encoding: .utf8)
        #expect(junit.contains("IsValidPassword.testkit:1:17: error: expected a value but found &apos;}&apos;")
                || junit.contains("IsValidPassword.testkit:1:17: error: expected a value but found '}'"), "\(junit)")
        try "// BROKEN\n".write(to: example.directory.appendingPathComponent("Sources/Card.swift"), atomically: true, encoding: .utf8)
        try await waitFor(passes: 5)
        #expect(passLines().last?.contains("build failed, previous results kept (stale): ") == true, "\(passLines())")
        #expect(daemon.isRunning)

        daemon.terminate()  // SIGTERM
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
        let text = try String(contentsOf: log, encoding: .utf8)
        #expect(text.contains("layoutwatch: stopped"))
    }

    @Test func aConfigEditIsTakenUpAndABrokenOneIsReportedWithTheOldKept() async throws {
        let example = try ExampleCopy(name: "watch-config", maxTests: 20)
        let log = example.directory.appendingPathComponent("daemon.log")
        let daemon = try startLayoutwatch(["watch", "--config", example.config.path], in: example.directory, log: log)
        defer { if daemon.isRunning { daemon.terminate() } }
        func text() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

        #expect(try await FaultProject.wait(seconds: 120) { text().contains("[start]") }, "\(text())")
        #expect(text().contains("polling every"), "the start line states the poll interval: \(text())")
        #expect(text().contains("report: file://"), "every pass names the report: \(text())")
        let original = try String(contentsOf: example.config, encoding: .utf8)
        try original.replacingOccurrences(of: "\"maxTestsCount\": 20", with: "\"maxTestsCount\": 7")
            .write(to: example.config, atomically: true, encoding: .utf8)
        #expect(try await FaultProject.wait(seconds: 60) { text().contains("[config changed] 7 tests") }, "\(text())")

        try original.replacingOccurrences(of: "\"jobs\": 2", with: "\"jobz\": 2").write(to: example.config, atomically: true, encoding: .utf8)
        #expect(try await FaultProject.wait(seconds: 30) { text().contains("config.json changed but cannot be used") }, "\(text())")
        #expect(text().contains("config.json:5:"), "the diagnostic names the line: \(text())")
        #expect(text().contains("jobz"), "\(text())")
        try await Task.sleep(for: .milliseconds(300))
        #expect(daemon.isRunning)
        #expect(text().components(separatedBy: "[config changed]").count == 2, "a broken config starts no pass")
        daemon.terminate()
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
    }

    @Test func editingADeclarativeLayoutSpecRerunsItWithoutABuild() async throws {
        let example = try ExampleCopy(name: "watch-layout-spec", maxTests: 20)
        let spec = example.directory.appendingPathComponent("Specs/ProfileHeader.layout.json")
        let log = example.directory.appendingPathComponent("daemon.log")
        let daemon = try startLayoutwatch(["watch", "--config", example.config.path], in: example.directory, log: log)
        defer { if daemon.isRunning { daemon.terminate() } }
        func passLines() -> [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("layoutwatch: [") }
        }
        func waitFor(passes count: Int) async throws -> Bool {
            try await FaultProject.wait(seconds: 120) { passLines().count >= count }
        }
        #expect(try await waitFor(passes: 1), "\(passLines())")
        let original = try String(contentsOf: spec, encoding: .utf8)

        // A typo in a CSS property: the spec's test fails with the located diagnostic, nothing is built.
        try original.replacingOccurrences(of: "\"font-size\": \"17px\"", with: "\"font-sise\": \"17px\"")
            .write(to: spec, atomically: true, encoding: .utf8)
        #expect(try await waitFor(passes: 2), "\(passLines())")
        #expect(passLines().last?.contains("[spec changed: ProfileHeader.layout.json] 1 test: 0 passed, 1 failed") == true,
                "\(passLines())")
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(text.contains("ProfileHeader.layout.json:11:80: error: unknown CSS property \"font-sise\""), "\(text)")
        let page = example.directory.appendingPathComponent("report/specs")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: page.path)) ?? []).count == 1, "the spec file's page")

        // Fixed again: it reruns and passes, still without a build.
        try original.write(to: spec, atomically: true, encoding: .utf8)
        #expect(try await waitFor(passes: 3), "\(passLines())")
        #expect(passLines().last?.contains("[spec changed: ProfileHeader.layout.json] 1 test: 1 passed, 0 failed") == true,
                "\(passLines())")
        #expect(example.buildCount == 1, "a layout spec needs no build")
        daemon.terminate()
        daemon.waitUntilExit()
    }
}

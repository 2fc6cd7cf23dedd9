import Foundation
import Testing
import TestSupport

/// The daemon as users run it: a real `layoutwatch watch` process on a temporary example.
@Suite(.serialized) struct WatchDaemonTests {
    @Test func editingTheSpecRerunsExactlyTheSpecTestAndNothingIsRebuilt() async throws {
        let example = try ExampleCopy(name: "watch", maxTests: 20)
        let daemon = try LayoutwatchProcess(["watch", "--config", example.config.path], in: example.directory)
        defer { if daemon.isRunning { daemon.terminate() } }

        #expect(try await daemon.wait(forPasses: 1), "\(daemon.output)")
        #expect(daemon.passes == ["start: 8 ran, 5 passed, 3 failed"])
        #expect(daemon.output.contains("layoutwatch: [start] 8 tests: 5 passed, 3 failed"), "the terminal says it too")
        #expect(example.buildCount == 1)

        var spec = try String(contentsOf: example.specFile, encoding: .utf8)
        spec = spec.replacingOccurrences(of: "\"inputs\" : \"SfsdfEeEEff!\"", with: "\"inputs\" : [\"SfsdfEeEEff!\", \"NoDigitsAtAll\"]")
        try spec.write(to: example.specFile, atomically: true, encoding: .utf8)
        // After the spec's pass the next poll finds nothing: no second, spurious pass.
        #expect(try await daemon.wait(untilIdleAfterPasses: 2), "\(daemon.output)")
        #expect(daemon.passes.dropFirst() == ["spec changed: IsValidPassword.testkit: 1 ran, 1 passed, 0 failed"], "\(daemon.passes)")
        #expect(daemon.events.filter { if case .passStarted = $0 { true } else { false } }.count == 2)
        #expect(example.buildCount == 1, "a spec change must not rebuild")

        // A source change rebuilds once and reruns everything.
        try "// edited\n".write(to: example.directory.appendingPathComponent("Sources/Card.swift"), atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 3), "\(daemon.output)")
        #expect(daemon.passes.last == "source changed: Card.swift: 8 ran, 5 passed, 3 failed", "\(daemon.passes)")
        #expect(daemon.events.contains(.passStarted(reason: "source changed: Card.swift", rebuild: true)))
        #expect(example.buildCount == 2)

        // Bad input keeps the daemon running and the last results: a broken spec fails its test
        // with the place of the problem, a failed build keeps what the last build produced.
        try "{\"test-cases\": [}".write(to: example.specFile, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 4), "\(daemon.output)")
        #expect(daemon.passes.last?.hasSuffix(": 1 ran, 0 passed, 1 failed") == true, "\(daemon.passes)")
        let junit = try String(contentsOf: example.directory.appendingPathComponent("report/junit.xml"), encoding: .utf8)
        #expect(junit.contains("IsValidPassword.testkit:1:17: error: expected a value but found &apos;}&apos;")
                || junit.contains("IsValidPassword.testkit:1:17: error: expected a value but found '}'"), "\(junit)")
        try "// BROKEN\n".write(to: example.directory.appendingPathComponent("Sources/Card.swift"), atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 5), "\(daemon.output)")
        #expect(daemon.passes.last == "source changed: Card.swift: build failed", "\(daemon.passes)")
        #expect(daemon.output.contains("build failed, previous results kept (stale): "), "\(daemon.output)")
        #expect(daemon.isRunning)

        daemon.terminate()  // SIGTERM
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
        #expect(daemon.output.contains("layoutwatch: stopped"))
        #expect(daemon.events.last == .stopped)
    }

    @Test func editingAPageTemplateRerunsItsPageTestAloneWithoutARebuild() async throws {
        let example = try ExampleCopy(name: "watch-page", maxTests: 20)
        let daemon = try LayoutwatchProcess(["watch", "--config", example.config.path], in: example.directory)
        defer { if daemon.isRunning { daemon.terminate() } }
        #expect(try await daemon.wait(forPasses: 1), "\(daemon.output)")
        #expect(daemon.passes == ["start: 8 ran, 5 passed, 3 failed"], "\(daemon.passes)")

        // The fix: the title stops short of the price badge at 320 px too.
        let template = example.directory.appendingPathComponent("Specs/ProductCard.html")
        let html = try String(contentsOf: template, encoding: .utf8)
        #expect(html.contains("max-width: 240px"))
        try html.replacingOccurrences(of: "max-width: 240px", with: "max-width: 180px")
            .write(to: template, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(untilIdleAfterPasses: 2), "\(daemon.output)")
        #expect(daemon.passes.dropFirst() == ["spec changed: ProductCard.html: 1 ran, 1 passed, 0 failed"], "\(daemon.passes)")
        #expect(example.buildCount == 1, "a template change must not rebuild")
    }

    @Test func aConfigEditIsTakenUpAndABrokenOneIsReportedWithTheOldKept() async throws {
        let example = try ExampleCopy(name: "watch-config", maxTests: 20)
        let daemon = try LayoutwatchProcess(["watch", "--config", example.config.path], in: example.directory)
        defer { if daemon.isRunning { daemon.terminate() } }

        #expect(try await daemon.wait(forPasses: 1), "\(daemon.output)")
        #expect(daemon.output.contains("polling every"), "the start line states the poll interval: \(daemon.output)")
        #expect(daemon.output.contains("report: file://"), "every pass names the report: \(daemon.output)")
        #expect(daemon.events.contains { if case .watching(let interval, let inputs) = $0 { interval > 0 && inputs > 0 } else { false } })
        let original = try String(contentsOf: example.config, encoding: .utf8)
        try original.replacingOccurrences(of: "\"maxTestsCount\": 20", with: "\"maxTestsCount\": 7")
            .write(to: example.config, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 2, seconds: 60), "\(daemon.output)")
        #expect(daemon.passes.last?.hasPrefix("config changed: 8 ran") == true, "\(daemon.passes)")

        try original.replacingOccurrences(of: "\"jobs\": 2", with: "\"jobz\": 2").write(to: example.config, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(seconds: 30) { $0.contains { if case .configRejected = $0 { true } else { false } } },
                "\(daemon.output)")
        let problem = daemon.events.compactMap { if case .configRejected(let problem) = $0 { problem } else { nil } }.first ?? ""
        #expect(problem.contains("config.json:5:") && problem.contains("jobz"), "the diagnostic names the line and the key: \(problem)")
        #expect(daemon.output.contains("config.json changed but cannot be used"), "\(daemon.output)")
        // Still running on the old configuration: a spec edit runs its test, and no pass was
        // started for the broken config.
        try (try String(contentsOf: example.specFile, encoding: .utf8) + "\n").write(to: example.specFile, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 3), "\(daemon.output)")
        #expect(daemon.passes.last == "spec changed: IsValidPassword.testkit: 1 ran, 1 passed, 0 failed", "\(daemon.passes)")
        #expect(daemon.passes.filter { $0.hasPrefix("config changed") }.count == 1, "a broken config starts no pass")
        daemon.terminate()
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
    }

    @Test func editingADeclarativeLayoutSpecRerunsItWithoutABuild() async throws {
        let example = try ExampleCopy(name: "watch-layout-spec", maxTests: 20)
        let spec = example.directory.appendingPathComponent("Specs/ProfileHeader.layout.json")
        let daemon = try LayoutwatchProcess(["watch", "--config", example.config.path], in: example.directory)
        defer { if daemon.isRunning { daemon.terminate() } }
        #expect(try await daemon.wait(forPasses: 1), "\(daemon.output)")
        let original = try String(contentsOf: spec, encoding: .utf8)

        // A typo in a CSS property: the spec's test fails with the located diagnostic, nothing is built.
        try original.replacingOccurrences(of: "\"font-size\": \"17px\"", with: "\"font-sise\": \"17px\"")
            .write(to: spec, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 2), "\(daemon.output)")
        #expect(daemon.passes.last == "spec changed: ProfileHeader.layout.json: 1 ran, 0 passed, 1 failed", "\(daemon.passes)")
        #expect(daemon.output.contains("ProfileHeader.layout.json:11:80: error: unknown CSS property \"font-sise\""), "\(daemon.output)")
        let page = example.directory.appendingPathComponent("report/specs")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: page.path)) ?? []).count == 1, "the spec file's page")

        // Fixed again: it reruns and passes, still without a build.
        try original.write(to: spec, atomically: true, encoding: .utf8)
        #expect(try await daemon.wait(forPasses: 3), "\(daemon.output)")
        #expect(daemon.passes.last == "spec changed: ProfileHeader.layout.json: 1 ran, 1 passed, 0 failed", "\(daemon.passes)")
        #expect(!daemon.events.contains { if case .passStarted(_, true) = $0 { $0 != .passStarted(reason: "start", rebuild: true) } else { false } },
                "a layout spec needs no build")
        #expect(example.buildCount == 1, "a layout spec needs no build")
        daemon.terminate()
        daemon.waitUntilExit()
    }
}

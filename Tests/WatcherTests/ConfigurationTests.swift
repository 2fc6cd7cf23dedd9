import Foundation
import TestReport
import Testing
import TestSupport
import Watcher

@Suite struct ConfigurationTests {
    @Test func theBundledConfigLoads() throws {
        let config = try Configuration.load(from: TestPaths.repoRoot.appendingPathComponent("config.json"))
        #expect(config.run.product == "ExampleSuite")
        #expect(config.watch.specs == ["Sources/ExampleSuite/Specs"])
        #expect(config.resolve("Web").path == TestPaths.repoRoot.appendingPathComponent("Web").path)
    }

    @Test func badConfigsNameFileLineColumnKeyPathAndFix() throws {
        let cases: [(String, String)] = [
            ("{\n  \"watch\": {\"pollIntervall\": 1}\n}",
             "c.json:2:30: error: unknown key \"watch.pollIntervall\"; did you mean \"pollInterval\"? (at watch.pollIntervall)"),
            ("{\"run\": {\"jobs\": \"two\"}}",
             "c.json:1:18: error: expected a number but found a string; write a number without quotes (at run.jobs)"),
            ("{\"run\": {\"strategy\": \"sometimes\"}}",
             "c.json:1:22: error: unknown strategy \"sometimes\"; use \"random\" or \"consistent\" (at run.strategy)"),
            ("{\"version\": 7}",
             "c.json:1:13: error: config version 7 is not supported; this layoutwatch reads version 1 (at version)"),
            ("{\"reports\": {\"history\": -1}}",
             "c.json:1:25: error: -1 is out of range; use a value from 0 to 10000 (at reports.history)"),
        ]
        var text = ""
        for (config, expected) in cases {
            do {
                _ = try Configuration.parse(config, file: "c.json")
                Issue.record("no diagnostic for \(config)")
            } catch {
                #expect(error.description == expected)
                text += "\(config)\n→ \(error.description)\n\n"
            }
        }
        try expectGolden(text, named: "config-diagnostics.txt")
    }
}

/// `swift package layoutwatch` builds beside SwiftPM's locked `.build`.
@Suite struct ScratchPathTests {
    @Test func everySwiftBuildGetsTheScratchPathUnlessItNamesOne() {
        var config = Configuration()
        config.run.build = ["swift", "build", "--product", "{product}"]
        config.run.swiftTest = SwiftTestSettings(arguments: ["-c", "release"])
        let moved = config.building(inScratchPath: "/p/.build/layoutwatch")
        #expect(moved.run.build == ["swift", "build", "--product", "{product}", "--scratch-path", "/p/.build/layoutwatch"])
        #expect(moved.run.swiftTest?.arguments == ["-c", "release", "--scratch-path", "/p/.build/layoutwatch"])

        config.run.build = ["/usr/bin/make", "suite"]
        config.run.swiftTest = SwiftTestSettings(arguments: ["--scratch-path=.build-mine"])
        let kept = config.building(inScratchPath: "/p/.build/layoutwatch")
        #expect(kept.run.build == ["/usr/bin/make", "suite"], "not a swift build: the user's own command")
        #expect(kept.run.swiftTest?.arguments == ["--scratch-path=.build-mine"], "a scratch path of the user's own wins")
    }
}

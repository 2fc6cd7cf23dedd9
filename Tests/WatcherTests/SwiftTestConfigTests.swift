import JSONSource
import Testing
import TestReport
import Watcher

/// `"run": {"swiftTest": {…}}` in config.json.
@Suite struct SwiftTestConfigTests {
    @Test func theREADMEsSwiftTestConfigIsRead() throws {
        let config = try Configuration.parse("""
            {
              "version": 1,
              "run": { "package": ".",
                       "swiftTest": { "arguments": ["--scratch-path", ".build-watch"],
                                      "filter": ["^MyAppTests\\\\."], "skip": ["Slow"], "timeout": 600 } }
            }
            """, file: "config.json")
        #expect(config.run.swiftTest == SwiftTestSettings(arguments: ["--scratch-path", ".build-watch"], filter: [#"^MyAppTests\."#],
                                                          skip: ["Slow"], timeout: 600))
        #expect(try Configuration.parse("{}", file: "config.json").run.swiftTest == nil)
        #expect(try Configuration.parse(#"{"run": {"swiftTest": {}}}"#, file: "config.json").run.swiftTest == SwiftTestSettings())
    }

    @Test func badSwiftTestSettingsNameTheirPlaceAndTheFix() {
        let cases: [(String, String)] = [
            (#"{"run": {"swiftTest": {"filters": ["A"]}}}"#,
             #"c.json:1:35: error: unknown key "run.swiftTest.filters"; did you mean "filter"? (at run.swiftTest.filters)"#),
            (#"{"run": {"swiftTest": {"skip": ["(unclosed"]}}}"#,
             #"c.json:1:32: error: "(unclosed" is not a regular expression; write one that matches test names such as Module.Suite/test() (at run.swiftTest.skip)"#),
            (#"{"run": {"swiftTest": true}}"#,
             #"c.json:1:23: error: expected an object but found a boolean; write it as {"key": value, …} (at run.swiftTest)"#),
        ]
        for (config, expected) in cases {
            #expect(throws: FileDiagnostic.self) { _ = try Configuration.parse(config, file: "c.json") }
            do { _ = try Configuration.parse(config, file: "c.json") } catch { #expect(error.description == expected) }
        }
    }
}

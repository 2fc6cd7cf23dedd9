import Foundation
import Testing
import TestReport
import TestSupport

/// Replay commands survive a paste into a shell: the shell hands `layoutwatch` exactly the words
/// it was given, so the named test is the one replayed and nothing else runs.
@Suite struct ReplayCommandLineTests {
    static let installed = [LayoutWatchInvocation.variable: "layoutwatch"]

    @Test func plainWordsStayAsTheyAre() {
        let card = TestDescriptor(suite: "ExampleSuite", name: "buggyCard", kind: .layout)
        #expect(ReplayCommandLine.make(test: card, token: "lw1:AbC_9-x", seed: (1, 2, 3), environment: Self.installed)
                == "layoutwatch replay ExampleSuite/buggyCard --token lw1:AbC_9-x")
        #expect(ReplayCommandLine.make(test: TestDescriptor(suite: "S", name: "t", kind: .property), token: nil, seed: (12, 34, 5),
                                       environment: Self.installed) == "layoutwatch replay S/t --seed 12 34 5")
    }

    /// Printed where `layoutwatch` is not installed, a command runs it through SwiftPM; inside
    /// the package plugin, through the plugin; a test hosted by XCTest replays through its host.
    @Test func theCommandIsSpelledTheWayLayoutWatchRunsThere() {
        let card = TestDescriptor(suite: "ExampleSuite", name: "buggyCard", kind: .layout)
        #expect(ReplayCommandLine.make(test: card, token: "lw1:x", environment: ["PATH": "/nonexistent"])
                == "swift run layoutwatch replay ExampleSuite/buggyCard --token lw1:x")
        #expect(ReplayCommandLine.make(test: card, token: "lw1:x", environment: [LayoutWatchInvocation.variable: "swift package layoutwatch"])
                == "swift package layoutwatch replay ExampleSuite/buggyCard --token lw1:x")
        let hosted = TestDescriptor(suite: "CardTests", name: "thumbnail", kind: .layout, host: "AppTests.CardTests/testThumbnail")
        #expect(ReplayCommandLine.make(test: hosted, token: nil, seed: (1, 2, 3), environment: Self.installed)
                == "layoutwatch replay thumbnail --swift-test AppTests.CardTests/testThumbnail --seed 1 2 3")
        #expect(ReplayCommandLine.make(test: TestDescriptor(suite: "S", name: "wide card", kind: .layout, host: "M.S/wide()"),
                                       token: "lw1:x", environment: Self.installed)
                == "layoutwatch replay 'wide card' --swift-test 'M.S/wide()' --token lw1:x")
    }

    @Test func specialCharactersAreQuoted() {
        #expect(ShellQuoting.quote("cdata]]>end") == "'cdata]]>end'")
        #expect(ShellQuoting.quote("it's") == #"'it'\''s'"#)
        #expect(ShellQuoting.quote("") == "''")
        #expect(ShellQuoting.quote("a\tb\u{1}c'\\") == #"$'a\tb\x01c\'\\'"#)
        #expect(ShellQuoting.quote("名前 ok") == "'名前 ok'")
    }

    /// The real shell: each hostile id comes back as exactly one word, unchanged.
    @Test(arguments: ["cdata]]>end", "a b", "$(touch x)", "it's", "back\\slash", "tab\there", "line\nbreak",
                      "bell\u{7}", "`id`", "semi;colon&", "名前", "-dash", "*glob?"])
    func aPastedCommandGivesTheShellExactlyTheTestID(id: String) throws {
        let directory = try Repository.temporaryDirectory("quoting")
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = ReplayCommandLine.make(test: TestDescriptor(suite: "S", name: id, kind: .layout), token: "lw1:abc",
                                             environment: Self.installed)
        let script = "layoutwatch() { printf '%s\\0' \"$@\"; }; " + command
        let output = try runCommand("/bin/bash", ["-c", script], in: directory)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
                == ["replay", "S/" + id, "--token", "lw1:abc", ""])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "the command created files")
    }
}

import Foundation
import Testing
import TestReport
import TestSupport

/// Replay commands survive a paste into a shell: the shell hands `layoutwatch` exactly the words
/// it was given, so the named test is the one replayed and nothing else runs.
@Suite struct ReplayCommandLineTests {
    @Test func plainWordsStayAsTheyAre() {
        #expect(ReplayCommandLine.make(testID: "ExampleSuite/buggyCard", token: "lw1:AbC_9-x", seed: (1, 2, 3))
                == "layoutwatch replay ExampleSuite/buggyCard --token lw1:AbC_9-x")
        #expect(ReplayCommandLine.make(testID: "S/t", token: nil, seed: (12, 34, 5)) == "layoutwatch replay S/t --seed 12 34 5")
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
        let command = ReplayCommandLine.make(testID: id, token: "lw1:abc")
        let script = "layoutwatch() { printf '%s\\0' \"$@\"; }; " + command
        let output = try runCommand("/bin/bash", ["-c", script], in: directory)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
                == ["replay", id, "--token", "lw1:abc", ""])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "the command created files")
    }
}

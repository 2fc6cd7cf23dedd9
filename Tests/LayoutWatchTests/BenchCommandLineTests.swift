import Foundation
import Testing
import TestSupport

/// `layoutwatch-bench`'s command lines, run as the real executable: a malformed argument is a
/// usage error that names it (exit 64) before any figure is measured.
@Suite struct BenchCommandLineTests {
    static let cases: [(name: String, arguments: [String])] = [
        ("layout-unknown", ["layout", "--bogus"]),
        ("layout-depths", ["layout", "--depths", "5,x"]),
        ("layout-once-tree", ["layout-once", "nope"]),
        ("shrinking-seeds", ["shrinking", "--seeds"]),
        ("shrinking-only", ["shrinking", "--only", "nope"]),
        ("soak-edits", ["soak", "--edits", "0"]),
    ]

    @Test func malformedArgumentsAreUsageErrorsNamingThem() throws {
        var transcript = ""
        for (name, arguments) in Self.cases {
            let output = try runCommand(TestPaths.executable("layoutwatch-bench"), arguments, in: TestPaths.repoRoot)
            #expect(output.status == 64, "\(name): \(output.standardError)")
            #expect(output.standardOutput.isEmpty, "\(name) measured something: \(output.standardOutput)")
            transcript += "$ layoutwatch-bench \(arguments.joined(separator: " "))\n\(output.standardError)\n"
        }
        try Goldens(target: "LayoutWatchTests").expect(transcript, named: "bench-usage-errors.txt")
    }

    @Test func helpListsASuitesOptions() throws {
        let output = try runCommand(TestPaths.executable("layoutwatch-bench"), ["layout", "--help"], in: TestPaths.repoRoot)
        #expect(output.status == 0)
        for option in ["--json", "--runs", "--trees", "--depths", "--no-taffy"] {
            #expect(output.standardOutput.contains(option), "layout --help does not list \(option)")
        }
    }
}

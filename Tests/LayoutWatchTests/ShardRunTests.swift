import Foundation
import Testing
import TestSupport

/// `run --shard i/n` on the bundled example's tests, then `merge`: the same report as one run.
@Suite(.serialized) struct ShardRunTests {
    /// Each run starts without the example database, as on a fresh CI machine (a database
    /// replays its stored failure first, which changes the failure's shrink count).
    func run(_ arguments: [String], in example: ExampleCopy) async throws -> CommandOutput {
        try? FileManager.default.removeItem(at: example.directory.appendingPathComponent(".layoutwatch"))
        return try await runCommand(TestPaths.executable("layoutwatch"), arguments + ["--config", example.config.path], in: example.directory)
    }

    func testNames(in directory: URL) throws -> [String] {
        try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
            .matches(of: /<testcase [^>]*name="([^"]+)"/).map { String($0.1) }
    }

    @Test func threeSharesRunEveryTestOnceAndMergeIntoTheUnshardedReport() async throws {
        let example = try ExampleCopy(name: "shards")
        defer { try? FileManager.default.removeItem(at: example.directory) }
        let whole = try await run(["run", "--report-dir", "all"], in: example)
        #expect(whole.status == 1, "\(whole.standardError)")
        let all = try testNames(in: example.directory.appendingPathComponent("all"))
        #expect(all.count >= 4)

        var seen: [String] = []
        for index in 1...3 {
            let shard = try await run(["run", "--shard", "\(index)/3", "--report-dir", "shard-\(index)"], in: example)
            #expect([0, 1].contains(shard.status), "\(shard.standardError)")
            #expect(shard.standardOutput.contains("shard \(index)/3: "), "\(shard.standardOutput)")
            seen += try testNames(in: example.directory.appendingPathComponent("shard-\(index)"))
        }
        #expect(seen.sorted() == all.sorted(), "each test in exactly one shard")

        let merge = try await runCommand(TestPaths.executable("layoutwatch"),
                                         ["merge", "--config", example.config.path, "--report-dir", "merged", "shard-1", "shard-2", "shard-3"],
                                         in: example.directory)
        #expect(merge.status == 1, "the merged run has the example's failure: \(merge.standardError)")
        #expect(merge.standardOutput.contains("Merged 3 shards: \(all.count) tests"))
        let merged = try JUnitComparison.comparable(example.directory.appendingPathComponent("merged"), renaming: "merged")
        let unsharded = try JUnitComparison.comparable(example.directory.appendingPathComponent("all"), renaming: "all")
        #expect(merged == unsharded, "merged, then unsharded, \(JUnitComparison.difference(merged, unsharded) ?? "")")
        let failing = try FileManager.default.contentsOfDirectory(atPath: example.directory.appendingPathComponent("merged/failures").path)
        let balanced = try await run(["run", "--shard", "1/2", "--report-dir", "merged"], in: example)
        #expect(balanced.standardOutput.contains("(balanced by the last run's durations)"), "\(balanced.standardOutput)")
        #expect(failing.contains { $0.hasSuffix(".svg") }, "the merged report draws the failing layout again")
    }

    @Test func aBadShardOrAFolderWithoutResultsIsAClearError() async throws {
        let example = try ExampleCopy(name: "shard-errors")
        defer { try? FileManager.default.removeItem(at: example.directory) }
        let bad = try await run(["run", "--shard", "4/3"], in: example)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--shard \"4/3\" is not a share of the tests"))
        let merge = try await runCommand(TestPaths.executable("layoutwatch"), ["merge", "--config", example.config.path, "Specs"],
                                         in: example.directory)
        #expect(merge.status == 2)
        #expect(merge.standardError.contains("has no results.json: it is not a report directory written by `layoutwatch run`"))
    }
}

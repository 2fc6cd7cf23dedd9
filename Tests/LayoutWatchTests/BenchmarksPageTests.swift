import Foundation
import Testing
import TestSupport

/// BENCHMARKS.md holds no figure the results file does not: it is what `layoutwatch-bench
/// markdown` makes of `benchmarks/method.md` and `benchmarks/results.json`.
@Suite struct BenchmarksPageTests {
    @Test func theBenchmarksPageIsGeneratedFromTheResultsFile() async throws {
        let run = try await runCommand(TestPaths.executable("layoutwatch-bench"), ["markdown"], in: Repository.root)
        #expect(run.status == 0, "\(run.standardError)")
        let page = try String(contentsOf: Repository.url("BENCHMARKS.md"), encoding: .utf8)
        #expect(page == run.standardOutput, """
            BENCHMARKS.md is not what `layoutwatch-bench markdown` makes of benchmarks/; \
            run `swift run layoutwatch-bench markdown > BENCHMARKS.md` (edit benchmarks/method.md, never the page)
            """)
        let results = try String(contentsOf: Repository.url("benchmarks/results.json"), encoding: .utf8)
        for suite in ["layout", "shrinking", "watcher"] {
            #expect(results.contains("\"\(suite)\" : {"), "no recorded figures of \(suite): `layoutwatch-bench record \(suite)`")
        }
    }
}

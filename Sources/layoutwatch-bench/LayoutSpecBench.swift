import Foundation

/// A real `layoutwatch watch` whose declarative layout spec is edited `--edits` times (default
/// 10): edit → updated report (the summary line follows the report's write), median and
/// slowest; each edit reruns only the spec, in layoutwatch's own worker, with no build. Needs
/// `layoutwatch` and `ExampleSuite` built beside this executable (or `--bin DIR`).
///
///     layoutwatch-bench layout-spec [--edits 10] [--bin .build/release] [--json]
enum LayoutSpecBench {
    static func run(_ arguments: [String]) async throws {
        let options = EditSuiteOptions.parseOrExit(arguments)
        let edits = options.daemon.edits ?? 10
        let bin = SoakProject.binDirectory(options.daemon.bin, bench: "layout-spec")
        let project = try SoakProject(bin: bin)
        defer { project.remove() }
        let daemon = try project.startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        try await project.waitForPasses(1)
        var latencies: [Double] = []
        for edit in 1...max(1, edits) {
            latencies.append(try await project.editLayoutSpecAndWait(edit))
            try await Task.sleep(for: .milliseconds(100))  // apart, so each edit is its own pass
        }
        let log = (try? String(contentsOf: project.log, encoding: .utf8)) ?? ""
        let rebuilt = log.contains("[source changed")
        printFigures("layout-spec (\(edits) edits of a declarative layout spec under a watching daemon)", [
            ("edits", Double(latencies.count), "edits, each waited for its summary line"),
            ("edit_to_report_ms_median", median(latencies) * 1000, "ms (20 cases in a 2-size matrix, no build)"),
            ("edit_to_report_ms_max", (latencies.max() ?? .nan) * 1000, "ms"),
            ("builds_after_start", rebuilt ? 1 : 0, "source passes (must be 0)"),
        ], json: options.output.json)
    }
}

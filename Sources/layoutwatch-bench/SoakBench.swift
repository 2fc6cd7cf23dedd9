import Foundation

/// A real `layoutwatch watch` on a copy of the bundled example, edited many times: the daemon's
/// resident memory and open file descriptors after the first passes and at the end (a leak
/// shows as growth), and edit → summary-line latency; then the same latency with 20,000
/// unrelated files beside the sources. Needs `layoutwatch` and `ExampleSuite` built beside this
/// executable (or `--bin DIR`).
///
///     layoutwatch-bench soak [--edits 1000] [--unrelated 20000] [--bin .build/release] [--json]
enum SoakBench {
    static func run(_ arguments: [String]) async throws {
        let options = SoakOptions.parseOrExit(arguments)
        let edits = options.daemon.edits ?? 1000, unrelated = options.unrelated
        let bin = SoakProject.binDirectory(options.daemon.bin, bench: "soak")
        let project = try SoakProject(bin: bin)
        defer { project.remove() }
        let daemon = try project.startDaemon()
        defer { daemon.terminate(); daemon.waitUntilExit() }
        try await project.waitForPasses(1)
        var latencies: [Double] = []
        var early = (rss: 0.0, fds: 0.0)
        for edit in 1...edits {
            latencies.append(try await project.editSpecAndWait(edit))
            if edit == min(10, edits) { early = await SoakProject.settledSample(daemon.processIdentifier) }
        }
        let late = await SoakProject.settledSample(daemon.processIdentifier)
        var cluttered: [Double] = []
        if unrelated > 0 {
            try project.addUnrelatedFiles(unrelated)
            try await Task.sleep(for: .seconds(1))
            for edit in 1...10 { cluttered.append(try await project.editSourceAndWait(edit)) }
        }
        let sorted = latencies.sorted()
        var rows: [(String, Double, String)] = [
            ("edits", Double(edits), "spec edits, each waited for its summary line"),
            ("rss_mb_after_10_edits", early.rss, "MB resident"),
            ("rss_mb_at_end", late.rss, "MB resident"),
            ("open_fds_after_10_edits", early.fds, "file descriptors"),
            ("open_fds_at_end", late.fds, "file descriptors"),
            ("edit_to_summary_ms_median", median(latencies) * 1000, "ms"),
            ("edit_to_summary_ms_p95", (sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, sorted.count * 95 / 100)]) * 1000, "ms"),
        ]
        if !cluttered.isEmpty {
            rows.append(("edit_to_summary_ms_median_with_unrelated_files", median(cluttered) * 1000,
                         "ms (a source edit: rebuild command + 7 tests, \(unrelated) unrelated files beside the sources)"))
        }
        printFigures("soak (\(edits) spec edits of a watched copy of the bundled example)", rows, json: options.output.json)
    }
}

import Foundation
import Reports
import TestReport
import Watcher

/// The reports' budgets: JUnit XML for 100,000 cases under 0.5 s, an HTML index for 10,000
/// tests under 1 MB, and a small report written well inside the 300 ms edit-to-report budget.
enum ReportsBench {
    static func summary(tests: Int, failing: Int) -> RunSummary {
        let results = (0..<tests).map { index -> TestResult in
            let descriptor = TestDescriptor(suite: "Suite\(index % 10)", name: "test\(index)", kind: .layout)
            let failure = index < failing
                ? FailureDetail(message: "1 layout violation (overlap)", replayLines: ["Falsifiable (after 3 tests, 12 shrinks):", "Model(x: 1)"])
                : nil
            return TestResult(descriptor: descriptor, status: failure == nil ? .passed : .failed,
                              duration: 0.0123, casesRun: 100, failure: failure)
        }
        return RunSummary(results: results, startedAt: 1_800_000_000, duration: 12)
    }

    static func run(_ arguments: [String]) async throws {
        let big = summary(tests: 100_000, failing: 1_000)
        var junit: [Double] = []
        var junitBytes = 0
        for _ in 0..<5 {
            let start = threadCPUSeconds()
            junitBytes = try JUnitWriter.xml(for: big, suiteName: "LayoutWatch").count
            junit.append(threadCPUSeconds() - start)
        }
        let report = try HTMLReport(webDirectory: HTMLReport.bundledWebDirectory)
        let tenThousand = summary(tests: 10_000, failing: 20)
        let pages = try report.pages(for: tenThousand)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-bench-report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: HTMLReport.bundledWebDirectory)
        var writes: [Double] = []
        for _ in 0..<10 {
            let start = ContinuousClock.now
            _ = try writer.write(summary(tests: 20, failing: 1))
            let elapsed = ContinuousClock.now - start
            writes.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        printFigures("reports", [
            ("junit_100k_cases_cpu_s_median", median(junit), "s CPU"),
            ("junit_100k_cases_mb", Double(junitBytes) / 1_000_000, "MB"),
            ("html_index_10k_tests_kb", Double(pages["index.html"]?.count ?? 0) / 1000, "kB"),
            ("write_20_tests_wall_ms_median", median(writes), "ms wall (JUnit + HTML + assets, atomic)"),
        ], json: arguments.contains("--json"))
    }
}

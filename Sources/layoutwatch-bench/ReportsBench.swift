import Foundation
import Reports
import TestReport
import Watcher

/// The reports' budgets: JUnit XML for 100,000 cases under 0.5 s, an HTML index for 10,000
/// tests under 1 MB (also when every one of them fails) that opens in under 1 s from
/// `file://`, and a small report written well inside the 300 ms edit-to-report budget.
enum ReportsBench {
    static func summary(tests: Int, failing: Int) -> RunSummary {
        let results = (0..<tests).map { index -> TestResult in
            let descriptor = TestDescriptor(suite: "Suite\(index % 10)", name: "cardLayoutKeepsTitle\(index)", kind: .layout)
            let failure = index < failing
                ? FailureDetail(message: "1 layout violation (overlap)", replayLines: ["Falsifiable (after 3 tests, 12 shrinks):", "Model(x: 1)"],
                                replay: ReplayInfo(seed1: 1, seed2: UInt64(index), size: 7, testsRun: 3, shrinks: 12, token: nil,
                                                   command: ReplayCommandLine.make(test: descriptor, token: nil, seed: (1, UInt64(index), 7))),
                                shrunkInput: "Model(x: 1)")
                : nil
            return TestResult(descriptor: descriptor, status: failure == nil ? .passed : .failed,
                              duration: 0.0123, casesRun: 100, failure: failure)
        }
        return RunSummary(results: results, startedAt: 1_800_000_000, duration: 12)
    }

    static func run(_ arguments: [String]) async throws {
        let options = PlainSuiteOptions.parseOrExit(arguments)
        let big = summary(tests: 100_000, failing: 1_000)
        var junit: [Double] = []
        var junitBytes = 0
        for _ in 0..<5 {
            let start = threadCPUSeconds()
            junitBytes = try JUnitWriter.xml(for: big, suiteName: "LayoutWatch").count
            junit.append(threadCPUSeconds() - start)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-bench-report")
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ReportWriter(directory: directory, webDirectory: HTMLReport.bundledWebDirectory)
        var writes: [Double] = []
        for _ in 0..<10 {
            let start = ContinuousClock.now
            _ = try writer.write(summary(tests: 20, failing: 1))
            writes.append(milliseconds(ContinuousClock.now - start))
        }
        var rows: [(String, Double, String)] = [
            ("junit_100k_cases_cpu_s_median", median(junit), "s CPU"),
            ("junit_100k_cases_mb", Double(junitBytes) / 1_000_000, "MB"),
            ("write_20_tests_wall_ms_median", median(writes), "ms wall (JUnit + HTML + assets, atomic)"),
        ]
        for failing in [20, 10_000] {
            let writer = ReportWriter(directory: directory.appendingPathComponent("failing-\(failing)"),
                                      webDirectory: HTMLReport.bundledWebDirectory)
            let start = ContinuousClock.now
            let written = try writer.write(summary(tests: 10_000, failing: failing))
            let wall = milliseconds(ContinuousClock.now - start)
            let bytes = (try? FileManager.default.attributesOfItem(atPath: written.index.path)[.size] as? Int) ?? 0
            rows.append(("html_index_10k_tests_\(failing)_failing_kb", Double(bytes) / 1000, "kB (budget 1,000)"))
            rows.append(("write_10k_tests_\(failing)_failing_wall_ms", wall, "ms wall (index, failure pages, history, JUnit)"))
            if let open = try BrowserOpenTime.measure(written.index, runs: 5) {
                rows.append(("html_index_10k_tests_\(failing)_failing_open_ms", open,
                             "ms median in headless Chromium: to the load event and a layout (budget 1,000)"))
            }
        }
        printFigures("reports", rows, json: options.output.json)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        duration.inSeconds * 1000
    }
}

/// How long a page takes to open from `file://` in headless Chromium, when it is installed:
/// a harness page beside it loads it in a 1280×900 iframe and times creation to the load
/// event plus a forced layout (what a reader waits for before the page is usable).
enum BrowserOpenTime {
    static let chromium = "/usr/bin/chromium"

    static func measure(_ page: URL, runs: Int) throws -> Double? {
        guard FileManager.default.isExecutableFile(atPath: chromium) else { return nil }
        let harness = page.deletingLastPathComponent().appendingPathComponent("open-time.html")
        try Data("""
            <!DOCTYPE html><body><script>
            var start = performance.now(), frame = document.createElement("iframe");
            frame.style.cssText = "width:1280px;height:900px;border:0";
            frame.onload = function () {
              frame.contentDocument.body.offsetHeight;
              var out = document.createElement("pre");
              out.textContent = "OPEN[" + (performance.now() - start).toFixed(1) + "]";
              document.body.appendChild(out);
            };
            frame.src = "\(page.lastPathComponent)";
            document.body.appendChild(frame);
            </script></body>
            """.utf8).write(to: harness)
        defer { try? FileManager.default.removeItem(at: harness) }
        var samples: [Double] = []
        for _ in 0..<runs {
            let profile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-bench-chromium-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: profile) }
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-bench-dom-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: output) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: chromium)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--allow-file-access-from-files",
                                 "--user-data-dir=\(profile.path)", "--window-size=1300,1000", "--dump-dom", harness.absoluteString]
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let dom = String(decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self)
            if let match = dom.firstMatch(of: /OPEN\[([0-9.]+)\]/), let value = Double(match.1) { samples.append(value) }
        }
        return samples.isEmpty ? nil : median(samples)
    }
}

import Foundation
import Synchronization
import TestReport
import Watcher

/// Edit → planned pass, through the real watch loop (real clock, real files, the POSIX scanner)
/// with a stand-in runner that runs nothing: how long the poller takes to notice an edit in a
/// tree with 20,000 files it must read past.
enum PollLatencyBench {
    /// A runner that records when each pass was asked for and which changes it carried.
    actor Recorder: PassExecutor {
        private(set) var passes: [(at: ContinuousClock.Instant, reason: String)] = []
        func execute(_ plan: RunPlan, log: @Sendable (String) -> Void,
                     progress: @escaping @Sendable (Int, Int, TestResult) -> Void) async -> PassRunner.Pass {
            passes.append((ContinuousClock.now, plan.reason))
            return PassRunner.Pass(summary: RunSummary(results: [], startedAt: 0, duration: 0), ran: [], buildFailure: nil)
        }
        nonisolated func plan(for changes: ChangeSet) -> RunPlan? {
            changes.isEmpty ? nil : RunPlan(rebuild: false, tests: [], reason: (changes.sources.sorted() + changes.specs.sorted()).joined(separator: ","))
        }
        func count() -> Int { passes.count }
        func last() -> (at: ContinuousClock.Instant, reason: String)? { passes.last }
    }

    /// Milliseconds from each of `edits` to the pass that names the edited file, with
    /// `disturb` run 0.3 s before each edit (a file appearing beside them, say).
    static func latencies(sources: [String], specs: [String], edits: [URL], disturb: (Int) throws -> Void) async throws -> [Double] {
        let recorder = Recorder()
        var loop = WatchLoop(
            detector: ChangeDetector(sourceRoots: sources, specRoots: specs, filter: WatchFilter(ignored: [".build"]), excluded: []),
            scanner: POSIXFileScanner(), runner: recorder, pollInterval: .milliseconds(200), settle: .milliseconds(50),
            onPass: { _, _ in }, log: { _ in })
        let task = Task { await loop.run(first: "start") }
        defer { task.cancel() }
        while await recorder.count() == 0 { try await Task.sleep(for: .milliseconds(20)) }
        var samples: [Double] = []
        for (index, file) in edits.enumerated() {
            try disturb(index)
            try await Task.sleep(for: .milliseconds(300))
            let before = await recorder.count(), started = ContinuousClock.now
            try Data("// edit \(index)\n".utf8).write(to: file)
            while ContinuousClock.now - started < .seconds(60) {
                if await recorder.count() > before, let last = await recorder.last(), last.reason.contains(file.lastPathComponent) {
                    samples.append((last.at - started).inSeconds * 1000)
                    break
                }
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        return samples
    }

    /// CPU milliseconds of the bare C walk of `root` (median of 9).
    static func cWalkMilliseconds(_ root: String) -> Double {
        median((0..<9).map { _ in
            let start = threadCPUSeconds()
            BenchClocks.walkStat(root)
            return (threadCPUSeconds() - start) * 1000
        })
    }

    /// CPU milliseconds of one poll pass once every folder has been read (median of 9).
    static func steadyPollMilliseconds(sources: [String], specs: [String]) -> Double {
        var detector = ChangeDetector(sourceRoots: sources, specRoots: specs, filter: WatchFilter(ignored: [".build"]), excluded: [])
        let scanner = POSIXFileScanner()
        detector.prime(using: scanner)
        return median((0..<9).map { _ in
            let start = threadCPUSeconds()
            _ = detector.poll(using: scanner)
            return (threadCPUSeconds() - start) * 1000
        })
    }
}

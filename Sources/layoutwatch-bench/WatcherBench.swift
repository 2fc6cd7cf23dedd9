import Foundation
import TestReport
import Watcher

/// The daemon's fixed costs: one poll pass over a 10,000-file tree (readdir + fstatat, against
/// FileManager's enumerator), the idle CPU that implies, and spawning a child.
enum WatcherBench {
    static func run(_ arguments: [String]) async throws {
        let options = PlainSuiteOptions.parseOrExit(arguments)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutwatch-bench-tree")
        try? FileManager.default.removeItem(at: root)
        for directory in 0..<100 {
            let folder = root.appendingPathComponent("dir\(directory)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in 0..<100 {
                try Data("// \(directory)/\(file)\n".utf8).write(to: folder.appendingPathComponent("File\(file).swift"))
            }
        }
        defer { try? FileManager.default.removeItem(at: root) }
        var detector = ChangeDetector(sourceRoots: [root.path], specRoots: [], filter: WatchFilter(ignored: [".build"]), excluded: [])
        let scanner = POSIXFileScanner()
        detector.prime(using: scanner)
        var polls: [Double] = []
        for _ in 0..<30 {
            let start = threadCPUSeconds()
            _ = detector.poll(using: scanner)
            polls.append((threadCPUSeconds() - start) * 1000)
        }
        var scans: [Double] = []
        for _ in 0..<30 {
            let start = threadCPUSeconds()
            _ = scanner.scan(root: root.path, filter: WatchFilter(ignored: [".build"]), excluded: [])
            scans.append((threadCPUSeconds() - start) * 1000)
        }
        var enumerations: [Double] = []
        for _ in 0..<5 {
            let start = threadCPUSeconds()
            var count = 0
            let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey]
            if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) {
                for case let url as URL in walker { _ = try? url.resourceValues(forKeys: Set(keys)); count += 1 }
            }
            enumerations.append((threadCPUSeconds() - start) * 1000)
        }
        let cWalk = PollLatencyBench.cWalkMilliseconds(root.path)
        // 20,000 files the filter refuses (logs, data) beside the sources: after the first poll
        // their folder is not read again, so a poll costs what it cost without them.
        let unrelated = root.appendingPathComponent("dir0/data")
        try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: true)
        for file in 0..<20_000 { try Data().write(to: unrelated.appendingPathComponent("log\(file).txt")) }
        detector.prime(using: scanner)
        var cluttered: [Double] = []
        for _ in 0..<30 {
            let start = threadCPUSeconds()
            _ = detector.poll(using: scanner)
            cluttered.append((threadCPUSeconds() - start) * 1000)
        }
        let poll = median(polls)
        let interval = WatchLoop.adaptiveInterval(configured: .milliseconds(500), pollCPU: poll / 1000)
        let idle = poll / 1000 / interval.inSeconds * 100
        let spawn = try await spawnMilliseconds()

        // Edit → pass with those 20,000 files beside the sources, a new one appearing before
        // each edit (its folder is read again), and with 20,000 spec fixtures the poll accepts.
        let sources = root.appendingPathComponent("dir1")
        let unrelatedLatency = try await PollLatencyBench.latencies(
            sources: [root.path], specs: [], edits: (0..<5).map { sources.appendingPathComponent("File\($0).swift") }) { index in
            try Data().write(to: unrelated.appendingPathComponent("new\(index).txt"))
        }
        let specs = root.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for file in 0..<20_000 { try Data("{}\n".utf8).write(to: specs.appendingPathComponent("case\(file).testkit")) }
        let specPoll = PollLatencyBench.steadyPollMilliseconds(sources: [sources.path], specs: [specs.path])
        let specWalk = PollLatencyBench.cWalkMilliseconds(specs.path)
        let specLatency = try await PollLatencyBench.latencies(
            sources: [sources.path], specs: [specs.path], edits: (0..<5).map { specs.appendingPathComponent("case\($0 * 997).testkit") }) { _ in }
        let specInterval = WatchLoop.adaptiveInterval(configured: .milliseconds(200), pollCPU: specPoll / 1000)
        printFigures("watcher (10,000 files in 100 folders)", [
            ("poll_cpu_ms_median", poll, "ms CPU per full poll (readdir + fstatat)"),
            ("poll_cpu_ms_max", polls.max() ?? .nan, "ms"),
            ("c_walk_cpu_ms_median", cWalk, "ms CPU for a bare C readdir + fstatat walk of the same tree (the floor)"),
            ("poll_cpu_ms_with_20000_unrelated_files", median(cluttered), "ms CPU per poll with 20,000 .txt files added"),
            ("scan_only_cpu_ms_median", median(scans), "ms CPU for the walk alone, without the change check"),
            ("filemanager_enumerator_cpu_ms_median", median(enumerations), "ms CPU for the same walk"),
            ("adaptive_poll_interval_s", interval.inSeconds, "s between polls at pollInterval 0.5"),
            ("idle_daemon_cpu_percent", idle, "% of one core"),
            ("edit_to_pass_ms_20000_unrelated_median", median(unrelatedLatency), "ms wall, a new unrelated file appearing 0.3 s before each edit (pollInterval 0.2)"),
            ("edit_to_pass_ms_20000_unrelated_max", unrelatedLatency.max() ?? .nan, "ms"),
            ("poll_cpu_ms_20000_spec_fixtures", specPoll, "ms CPU per poll of 20,000 accepted spec files"),
            ("c_walk_cpu_ms_20000_spec_fixtures", specWalk, "ms CPU for the bare C walk of them"),
            ("poll_interval_s_20000_spec_fixtures", specInterval.inSeconds, "s between polls there (bounded)"),
            ("edit_to_pass_ms_20000_spec_fixtures_median", median(specLatency), "ms wall from a spec edit to its pass"),
            ("edit_to_pass_ms_20000_spec_fixtures_max", specLatency.max() ?? .nan, "ms"),
            ("child_spawn_ms_median", spawn, "ms wall per /bin/true child (swift-subprocess, own process group)"),
        ], json: options.output.json)
    }

    static func spawnMilliseconds() async throws -> Double {
        let launcher = SubprocessLauncher()
        var samples: [Double] = []
        for _ in 0..<40 {
            let start = ContinuousClock.now
            _ = try await launcher.launch(LaunchRequest(executable: "/bin/true", arguments: [], timeout: .seconds(10)))
            let elapsed = ContinuousClock.now - start
            samples.append(elapsed.inSeconds * 1000)
        }
        return median(samples)
    }
}

import Foundation

/// `layoutwatch watch --swift-test` against plain `swift test` on the end-to-end tests' package
/// (`Tests/Fixtures/swift-test/Greeter`, copied to `.build-bench/Greeter`, XCTest and Swift
/// Testing, one test that crashes): for each of `--edits` edits of one test file, the time from
/// the save to the daemon's updated report (its summary line), and to its first results (the
/// tests that failed last time); then the same edits each followed by a plain `swift test`,
/// timed to its exit. Needs `layoutwatch` built beside this executable (or `--bin DIR`).
///
///     layoutwatch-bench swifttest [--edits 10] [--bin .build/debug] [--json]
enum SwiftTestBench {
    static func run(_ arguments: [String]) async throws {
        let options = EditSuiteOptions.parseOrExit(arguments)
        let edits = options.daemon.edits ?? 10
        let bin = options.daemon.bin
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
        guard FileManager.default.isExecutableFile(atPath: bin + "/layoutwatch") else {
            FileHandle.standardError.write(Data("swifttest: no layoutwatch in \(bin); build it first (swift build --product layoutwatch) or pass --bin DIR\n".utf8))
            exit(2)
        }
        let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build-bench/Greeter")
        try copyPackage(to: package)
        let swift = "/usr/bin/env"
        _ = try run(swift, ["swift", "build", "--build-tests"], in: package)  // warm: both sides start from a built package
        let testFile = package.appendingPathComponent("Tests/GreeterTests/GreeterTests.swift")
        let original = try String(contentsOf: testFile, encoding: .utf8)
        func edit(_ number: Int) throws {
            try (original + "// edit \(number)\n").write(to: testFile, atomically: true, encoding: .utf8)
        }

        let log = package.appendingPathComponent("watch.log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw BenchError("cannot create \(log.path)") }
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: bin + "/layoutwatch")
        daemon.arguments = ["watch", "--swift-test"]
        daemon.currentDirectoryURL = package
        let handle = try FileHandle(forWritingTo: log)
        daemon.standardOutput = handle
        daemon.standardError = handle
        try daemon.run()
        func count(_ prefix: String) -> Int {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.hasPrefix(prefix) }.count
        }
        func wait(_ prefix: String, count wanted: Int) async throws {
            let deadline = Date().addingTimeInterval(600)
            while count(prefix) < wanted {
                guard Date() < deadline else { throw BenchError("no \(prefix)… line \(wanted) in \(log.path)") }
                try await Task.sleep(for: .milliseconds(10))
            }
        }
        try await wait("layoutwatch: [", count: 1)
        var report: [Double] = [], firstResults: [Double] = []
        for number in 1...edits {
            let started = Date()
            try edit(number)
            try await wait("layoutwatch: first, ", count: number)
            firstResults.append(Date().timeIntervalSince(started))
            try await wait("layoutwatch: [", count: number + 1)
            report.append(Date().timeIntervalSince(started))
        }
        daemon.terminate()
        daemon.waitUntilExit()

        var plain: [Double] = []
        for number in 1...edits {
            try edit(edits + number)
            let started = Date()
            _ = try run(swift, ["swift", "test"], in: package)
            plain.append(Date().timeIntervalSince(started))
        }
        try original.write(to: testFile, atomically: true, encoding: .utf8)
        printFigures("swifttest (\(edits) edits of Tests/GreeterTests/GreeterTests.swift in \(package.path))", [
            ("layoutwatch_edit_to_report_ms_median", median(report) * 1000, "ms (rebuild, list, failing first, changed target, rest, report)"),
            ("layoutwatch_edit_to_first_results_ms_median", median(firstResults) * 1000, "ms (the tests that failed last time)"),
            ("swift_test_edit_to_exit_ms_median", median(plain) * 1000, "ms (plain `swift test`: build and run, console output only)"),
        ], json: options.output.json)
    }

    static func copyPackage(to package: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: package, withIntermediateDirectories: true)
        for entry in try files.contentsOfDirectory(atPath: package.path) where entry != ".build" {
            try files.removeItem(at: package.appendingPathComponent(entry))
        }
        let source = BenchFixtures.url("swift-test/Greeter")
        for entry in try files.contentsOfDirectory(atPath: source.path) {
            try files.copyItem(at: source.appendingPathComponent(entry), to: package.appendingPathComponent(entry))
        }
    }

    /// Runs to the end with output discarded; the exit status.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

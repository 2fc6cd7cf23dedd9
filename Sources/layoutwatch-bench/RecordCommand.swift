import ArgumentParser
import Foundation
import JSONSource

/// `layoutwatch-bench record SUITE [ARGS…]`: runs the suite with `--json` in a child process
/// and keeps its figures in the results file, replacing that suite's earlier record, with the
/// date, the commit, the machine and what each peer figure is.
struct RecordOptions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutwatch-bench record",
        abstract: "Run a suite and keep its figures in the results file BENCHMARKS.md is made from.")
    @Option(help: "The results file.") var results = BenchResults.defaultPath
    @Argument(help: "The suite, then its own arguments.") var suite: String
    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

enum RecordCommand {
    static let recordable = ["shrinking", "generators", "layout", "watcher", "cards", "screens", "pages", "reports",
                             "layout-spec", "swifttest", "soak"]

    static func run(_ arguments: [String]) async throws {
        let options = RecordOptions.parseOrExit(arguments)
        guard recordable.contains(options.suite) else {
            throw BenchError("record: '\(options.suite)' is not a suite with figures; name one of \(recordable.joined(separator: ", "))")
        }
        let output = try capture(selfExecutable(), [options.suite, "--json"] + options.arguments)
        guard output.status == 0 else {
            throw BenchError("record: `layoutwatch-bench \(options.suite)` exited \(output.status) (its message is above); nothing recorded")
        }
        let figures = try JSONParser.parseValue(Array(output.text.utf8), file: "layoutwatch-bench \(options.suite) --json")
        var results = try BenchResults.load(options.results)
        results.suites[options.suite] = BenchRecord(
            arguments: options.arguments, date: today(), commit: commit(), machine: machine(),
            peers: peers(of: options.suite, figures: figures), figures: BenchFigures(figures))
        try results.write(to: options.results)
        print("recorded \(options.suite) in \(options.results); `layoutwatch-bench markdown > BENCHMARKS.md` updates the page")
    }

    /// The peers a suite's figures stand beside, as the suite labels them.
    static func peers(of suite: String, figures: JSONValue) -> [String: String] {
        switch suite {
        case "layout":
            ["taffy": (figures["taffy"]?.stringValue ?? "not measured") + (stretchableVersion().map { " (stretchable \($0))" } ?? ""),
             "yoga": figures["yogaReference"]?.stringValue ?? ""]
        case "shrinking":
            ["hypothesis": "Hypothesis 6.155.2, reference figures from Tests/Fixtures/shrinking; not measured in this run"]
        case "swifttest":
            ["swift test": "plain `swift test` for the same edit, measured in this run"]
        default: [:]
        }
    }

    /// The version of PyPI's `stretchable` (Taffy's Python binding) the layout bench drives.
    static func stretchableVersion() -> String? {
        guard let shown = try? capture("/usr/bin/env", ["python3", "-m", "pip", "show", "stretchable"]), shown.status == 0 else { return nil }
        return shown.text.split(separator: "\n").first { $0.hasPrefix("Version: ") }.map { String($0.dropFirst("Version: ".count)) }
    }

    static func machine() -> BenchMachine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
        let kernel = ((try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8)) ?? "unknown")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let swift = (try? capture("/usr/bin/env", ["swift", "--version"]))?.text.split(separator: "\n").first.map(String.init) ?? "unknown"
        return BenchMachine(cores: ProcessInfo.processInfo.activeProcessorCount, cpu: model, kernel: kernel, swift: swift)
    }

    static func commit() -> String {
        ((try? capture("/usr/bin/env", ["git", "describe", "--always", "--dirty"]))?.text ?? "unknown")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    static func selfExecutable() -> String {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        return FileManager.default.isExecutableFile(atPath: own) ? own : CommandLine.arguments[0]
    }

    /// A command's exit status and standard output; its standard error (progress, problems)
    /// goes to ours.
    static func capture(_ executable: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }
}

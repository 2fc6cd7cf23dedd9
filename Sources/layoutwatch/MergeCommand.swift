import ArgumentParser
import Foundation
import Reports
import TestReport
import ViewTree
import Watcher

/// `layoutwatch merge DIR…`: one report from the reports of `run --shard i/n` on several
/// machines, as Playwright's `merge-reports` does: the shards' results (their `results.json`)
/// joined and written as one JUnit file, one HTML report and one history.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the report directories of sharded runs into one report.")

    @OptionGroup var options: ConfigOption

    @Option(name: .customLong("report-dir"), help: ArgumentHelp("Where the merged report goes (default: config.json's reports.directory).", valueName: "dir"))
    var reportDirectory: String?

    @Argument(help: "The shards' report directories.")
    var directories: [String]

    func validate() throws {
        guard !directories.isEmpty else { throw ValidationError("name the shards' report directories: layoutwatch merge shard-1 shard-2 …") }
    }

    func run() throws {
        var config = FileManager.default.fileExists(atPath: options.config) ? try Session.load(options).config : Configuration()
        if let reportDirectory { config = config.reporting(to: reportDirectory) }
        let session = Session(config: config)
        let shards: [RunSummary]
        do { shards = try directories.map { try ResultsFile.read(from: URL(fileURLWithPath: $0)) } } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let merged = ShardMerge.merge(shards)
        for id in merged.duplicates {
            FileHandle.standardError.write(Data(("layoutwatch: warning: " + VisibleText.terminal(id)
                                                 + " is in more than one shard; the result that ran last is kept\n").utf8))
        }
        let written = try session.reportWriter.write(merged.summary)
        print("Merged \(directories.count) shards: \(merged.summary.results.count) tests")
        print(Session.reportsLine(written))
        print(merged.summary.closingLine)
        if !merged.summary.allPassed { throw ExitCode(1) }
    }
}

import ArgumentParser
import Watcher
import Foundation
import TestReport

@main
struct LayoutWatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutwatch",
        abstract: "Property-based layout and spec tests, continuously.",
        subcommands: [RunCommand.self, WatchCommand.self, ReplayCommand.self, LayoutFilesCommand.self,
                      MeasureTextCommand.self, CheckCommand.self, InitCommand.self, OpenCommand.self, MergeCommand.self, SentinelCommand.self,
                      WorkerCommand.self])

    /// Every command this process prints, and every child it starts (suites, `swift test`),
    /// spells `layoutwatch` the way it was started here, so a printed command runs when pasted.
    static func main() async {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        ProcessSettings.setEnvironment(LayoutWatchInvocation.variable, LayoutWatchInvocation.describing(executable: executable))
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}

/// `--config`, shared by the commands that read config.json.
struct ConfigOption: ParsableArguments {
    @Option(name: .long, help: "The config file (default: ./config.json).")
    var config: String = "config.json"
}

/// `--events FILE`, for `run` and `watch`.
struct EventsOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write what happens (passes, tests, builds, reports) to this file as JSON lines, one event per line.", valueName: "file"))
    var events: String?

    /// The log `--events` names (one that records nothing without it); exits 2 when the file cannot be opened.
    func open() throws -> EventLog {
        guard let events else { return EventLog() }
        do { return try EventLog(path: events) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }
}

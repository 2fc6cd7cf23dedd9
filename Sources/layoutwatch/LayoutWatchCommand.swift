import ArgumentParser

@main
struct LayoutWatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutwatch",
        abstract: "Property-based layout and spec tests, continuously.",
        subcommands: [RunCommand.self, WatchCommand.self, ReplayCommand.self, LayoutFilesCommand.self,
                      MeasureTextCommand.self, CheckCommand.self, InitCommand.self, OpenCommand.self, MergeCommand.self, SentinelCommand.self,
                      WorkerCommand.self])
}

/// `--config`, shared by the commands that read config.json.
struct ConfigOption: ParsableArguments {
    @Option(name: .long, help: "The config file (default: ./config.json).")
    var config: String = "config.json"
}

import ArgumentParser
import Foundation
import Reports
import TestReport
import ViewTree
import Watcher

/// Everything one command needs from config.json, built once: builder, client, report writer.
struct Session {
    let config: Configuration
    let launcher: SubprocessLauncher

    init(configPath: String) throws {
        let url = URL(fileURLWithPath: configPath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CommandError("no config file at \(url.path); run from the project directory or pass --config PATH")
        }
        self.init(config: try Configuration.load(from: url))
    }

    /// `project` is the mark of the builds (that of the state directory unless given: a daemon
    /// keeps the one its sentinel and session records know across edits of config.json).
    init(config: Configuration, project: ProcessMark? = nil) {
        self.config = PluginScratch.applied(to: config)
        launcher = SubprocessLauncher(project: project ?? .project(stateDirectory: self.config.resolve(self.config.run.stateDirectory)))
    }

    var stateDirectory: URL { config.resolve(config.run.stateDirectory) }

    /// The session for a command, or the config problem printed and exit code 2.
    static func load(_ options: ConfigOption) throws -> Session {
        do { return try Session(configPath: options.config) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }

    var packageDirectory: String { config.resolve(config.run.package).standardizedFileURL.path }

    var builder: SuiteBuilder {
        var builder = SuiteBuilder(command: config.run.build.map { $0.replacingOccurrences(of: "{product}", with: config.run.product) },
                                   packageDirectory: packageDirectory, launcher: launcher)
        let product = config.run.product, package = URL(fileURLWithPath: packageDirectory), launcher = self.launcher
        builder.explain = { await ProductCheck.explain($0, product: product, package: package, launcher: launcher) }
        return builder
    }

    /// The suite executable: `run.suiteBinary`, or the product in SwiftPM's bin directory.
    func suiteExecutable() async throws -> String {
        if let binary = config.run.suiteBinary { return config.resolve(binary).path }
        let outcome = try await launcher.launch(LaunchRequest(
            executable: resolveExecutable("swift"), arguments: PluginScratch.swift(["build", "--show-bin-path"]),
            workingDirectory: packageDirectory, timeout: .seconds(300), marking: .stable))
        let binPath = String(decoding: outcome.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard outcome.termination == .exited(0), !binPath.isEmpty else {
            throw CommandError("cannot find SwiftPM's bin directory in \(packageDirectory); set run.suiteBinary in config.json")
        }
        return binPath + "/" + config.run.product
    }

    func client(executable: String) -> SuiteClient {
        SuiteClient(executable: executable, launcher: launcher, timeout: .seconds(exactly: config.run.timeout),
                    invocation: config.workerInvocation, workingDirectory: packageDirectory,
                    examplesDirectory: config.resolve(config.run.stateDirectory).appendingPathComponent("examples").path)
    }

    /// This binary's hidden `worker`: the declarative layout specs of every spec directory,
    /// run without building anything.
    var layoutSpecClient: SuiteClient {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let executable = FileManager.default.isExecutableFile(atPath: own) ? own : CommandLine.arguments[0]
        return client(executable: executable)
    }

    var reportWriter: ReportWriter {
        let local = config.resolve("Web")
        let web = FileManager.default.fileExists(atPath: local.appendingPathComponent("index.mustache").path)
            ? local : HTMLReport.bundledWebDirectory
        return ReportWriter(directory: config.resolve(config.reports.directory), webDirectory: web,
                            junitPath: config.resolve(config.reports.junit), historyLimit: config.reports.history)
    }

    var history: RunHistory {
        RunHistory(file: config.resolve(config.reports.directory).appendingPathComponent(RunHistory.fileName),
                   limit: config.reports.history)
    }

    /// Paths for messages: relative to the working directory when inside it.
    static func display(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    /// `Reports: INDEX and JUNIT (file://…)`, the line `run` and `merge` end with.
    static func reportsLine(_ written: WrittenReport) -> String {
        VisibleText.terminal("Reports: \(display(written.index)) and \(display(written.junit)) "
                             + "(\(written.index.standardizedFileURL.absoluteString))")
    }
}

/// A user-facing error: printed as it is, exit code 2.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import ArgumentParser
import Foundation
import Reports
import TestReport
import ViewTree
import Watcher

/// `layoutwatch run`: one pass for CI, the same reports as the daemon, exit 0 only if all passed.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Build the suite, run every test once in child processes, write the reports.")

    @OptionGroup var options: ConfigOption
    @OptionGroup var swiftTest: SwiftTestOption
    @OptionGroup var eventsOption: EventsOption

    @Option(help: ArgumentHelp("Run only share i of n of the tests (e.g. 2/3), balanced by the durations in the report directory's history.json (else config.json's report directory's); join the shards' reports with `layoutwatch merge`.", valueName: "i/n"))
    var shard: String?

    @Option(name: .customLong("report-dir"), help: ArgumentHelp("Write the reports here instead of config.json's reports.directory (junit.xml inside it).", valueName: "dir"))
    var reportDirectory: String?

    @Flag(help: "Print every input of every spec test, with its place and whether it passed.")
    var verbose = false

    func run() async throws {
        let configured = try Session.load(options, swiftTest)
        let session = reportDirectory.map { Session(config: configured.config.reporting(to: $0)) } ?? configured
        let share: Shard?
        do { share = try shard.map { try Shard(parsing: $0) } } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let events = try eventsOption.open()
        defer { events.record(.stopped) }
        let daemon = DaemonGuard(session)
        defer { daemon.end() }
        let runner: any PassExecutor
        do { runner = try await session.passExecutor() } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        if let line = session.buildLine { print(VisibleText.terminal("layoutwatch: " + line)) }
        let terminal = Terminal.current()
        // A shard writing to its own --report-dir balances by the configured report's history
        // (the last merged report, restored by CI) when its own folder has none.
        let durations = share == nil ? [:] : [session, configured].lazy.map { $0.history.durations() }.first { !$0.isEmpty } ?? [:]
        let plan = RunPlan(rebuild: true, tests: nil, reason: "run", shard: share, durations: durations)
        let failed = FailureCount()
        events.record(.passStarted(reason: plan.reason, rebuild: plan.rebuild))
        let task = Task {
            await runner.execute(plan, log: terminal.log, progress: { done, total, result in
                events.record(.testFinished(id: result.id, status: result.status, duration: result.duration))
                terminal.status(done: done, total: total, failed: failed.add(result.status.isFailing))
            })
        }
        // Ctrl-C or SIGTERM: the running tests end as interrupted and the reports are written.
        let signals = StopSignals { task.cancel() }
        let pass = await task.value
        daemon.reapOrphans()
        if let stopped = pass.stopped {
            terminal.emit([])
            _ = try? BuildStoppedNotice.mark(session.reportWriter, reason: stopped.reason,
                                             at: pass.summary.startedAt + pass.summary.duration)
            printError("\(stopped); the reports are left as they were")
            events.record(.ended(pass, plan: plan))
            throw ExitCode(signals.exitCode ?? 2)
        }
        if let failure = pass.buildFailure {
            _ = try? session.reportWriter.write(pass.summary)
            printError("the build failed: \(failure.summary)")
            // Each error as the compiler put it, with the source line it quoted.
            let errors = failure.diagnostics.filter { $0.severity == .error }.prefix(20)
            for (index, diagnostic) in errors.enumerated() {
                let source = diagnostic.sourceLine.map { ["    | " + $0] } ?? []
                let lines = (index == 0 ? [] : ["\(diagnostic)"]) + source
                for line in lines { FileHandle.standardError.write(Data((VisibleText.terminal(line) + "\n").utf8)) }
            }
            events.record(.ended(pass, plan: plan))
            throw ExitCode(2)
        }
        terminal.emit([])  // ends the status line
        for result in pass.summary.results { print(ResultText.line(result, verbose: verbose)) }
        let written = try session.reportWriter.write(pass.summary)
        events.record(.reportsWritten(index: written.index.path))
        events.record(.ended(pass, plan: plan))
        print(Session.reportsLine(written))
        if let signal = signals.caughtSignal {
            print("layoutwatch: stopped by \(signalName(signal)); the tests that were running are reported as interrupted")
        }
        print(pass.summary.closingLine)
        if let code = signals.exitCode { throw ExitCode(code) }
        if !pass.summary.allPassed { throw ExitCode(1) }
    }
}

/// `message` on stderr after `layoutwatch: error: `, its own lines kept.
func printError(_ message: String) {
    FileHandle.standardError.write(Data("layoutwatch: error: \(VisibleText.terminal(message, keepingLines: true))\n".utf8))
}

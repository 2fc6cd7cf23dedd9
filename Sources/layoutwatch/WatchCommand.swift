import ArgumentParser
import Foundation
import Logging
import Reports
import ServiceLifecycle
import TestReport
import Watcher

/// `layoutwatch watch`: the daemon. Polls, rebuilds on source changes, reruns the tests bound to
/// a changed spec, rewrites the reports, prints one line per pass; stops on Ctrl-C or SIGTERM
/// with no child left behind.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch", abstract: "Watch sources and specs; rerun what a change affects; keep the reports current.")

    @OptionGroup var options: ConfigOption

    func run() async throws {
        let session = try Session.load(options)
        let lock: InstanceLock
        do {
            lock = try InstanceLock.acquire(
                at: session.config.resolve(session.config.run.stateDirectory).appendingPathComponent("watch.lock").path)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        Sentinel.start()
        let service = WatchService(session: session)
        var logger = Logger(label: "layoutwatch")
        logger.logLevel = .warning
        let group = ServiceGroup(services: [service], gracefulShutdownSignals: [.sigterm, .sigint],
                                 cancellationSignals: [], logger: logger)
        try await group.run()
        emitLine("layoutwatch: stopped")
        withExtendedLifetime(lock) {}
    }
}

/// The watch loop as a service: a graceful shutdown cancels the loop, which stops any running
/// child's process group through the launcher's teardown.
struct WatchService: Service {
    let session: Session

    func run() async throws {
        let config = session.config
        // The first pass builds; the executable's path is known before it exists.
        let executable = try await session.suiteExecutable()
        let reportDirectory = config.resolve(config.reports.directory).standardizedFileURL.path
        let detector = ChangeDetector(
            sourceRoots: config.watch.sources.map { config.resolve($0).standardizedFileURL.path },
            specRoots: config.watch.specs.map { config.resolve($0).standardizedFileURL.path },
            ignore: Set(config.watch.ignore), excluded: [reportDirectory, config.resolve(config.run.stateDirectory).standardizedFileURL.path])
        let runner = PassRunner(builder: session.builder, client: session.client(executable: executable), jobs: config.run.jobs)
        let writer = session.reportWriter
        let loop = WatchLoop(
            detector: detector, scanner: POSIXFileScanner(), runner: runner,
            pollInterval: .milliseconds(Int(config.watch.pollInterval * 1000)),
            settle: .milliseconds(Int(config.watch.settle * 1000)),
            onPass: { pass, _ in
                do { _ = try writer.write(pass.summary) } catch { printError("could not write the reports: \(error)") }
            },
            log: { line in emitLine("layoutwatch: \(line)") })
        emitLine("layoutwatch: watching \(config.watch.sources.joined(separator: ", ")) and \(config.watch.specs.joined(separator: ", ")); reports in \(config.reports.directory)")
        let task = Task {
            var running = loop
            await running.run()
        }
        await withTaskCancellationHandler {
            try? await gracefulShutdown()
            task.cancel()
            await task.value
        } onCancel: {
            task.cancel()
        }
    }
}

/// Writes a line to stdout at once (unbuffered), so a log reader sees each pass as it ends.
func emitLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

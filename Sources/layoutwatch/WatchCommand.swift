import ArgumentParser
import Foundation
import Logging
import Reports
import ServiceLifecycle
import Synchronization
import TestReport
import Watcher

/// `layoutwatch watch`: the daemon. Polls, rebuilds on source changes, reruns the tests bound to
/// a changed spec, rewrites the reports, reports each pass in the terminal; takes up edits of
/// config.json; stops on Ctrl-C or SIGTERM with no process left behind.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch", abstract: "Watch sources and specs; rerun what a change affects; keep the reports current.")

    @OptionGroup var options: ConfigOption
    @OptionGroup var swiftTest: SwiftTestOption
    @OptionGroup var eventsOption: EventsOption

    func run() async throws {
        let session = try Session.load(options, swiftTest)
        let events = try eventsOption.open()
        // One daemon per project and per report folder: two configs that share either would
        // overwrite each other's state or reports.
        let locks: [InstanceLock]
        let state = session.config.resolve(session.config.run.stateDirectory)
        do {
            locks = try [state.appendingPathComponent("watch.lock"),
                         session.config.resolve(session.config.reports.directory).appendingPathComponent(".layoutwatch-watch.lock")]
                .map { try InstanceLock.acquire(at: $0.path) }
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let daemon = DaemonGuard(session)
        defer { daemon.end() }
        let service = WatchService(session: session, configURL: URL(fileURLWithPath: options.config), terminal: .current(),
                                   swiftTest: swiftTest, daemon: daemon, events: events)
        var logger = Logger(label: "layoutwatch")
        logger.logLevel = .warning
        let group = ServiceGroup(services: [service], gracefulShutdownSignals: [.sigterm, .sigint],
                                 cancellationSignals: [], logger: logger)
        try await group.run()
        daemon.reapOrphans()
        Terminal.current().log("stopped")
        events.record(.stopped)
        withExtendedLifetime(locks) {}
    }
}

/// The watch loop as a service: a graceful shutdown cancels the loop, which interrupts any
/// running test (its process group is stopped and what it started is swept).
struct WatchService: Service {
    let session: Session
    let configURL: URL
    let terminal: Terminal
    /// `--swift-test`, kept when config.json is edited.
    var swiftTest = SwiftTestOption()
    /// Ends the tests' orphans after each pass.
    var daemon: DaemonGuard
    var events = EventLog()

    func run() async throws {
        // A graceful shutdown (SIGTERM, Ctrl-C) cancels the loop, which interrupts the pass.
        try await cancelWhenGracefulShutdown { try await self.watch() }
    }

    private func watch() async throws {
        let events = self.events, terminal = self.terminal
        let configWatch = ConfigWatch(url: configURL, report: { problem in
            terminal.log(problem)
            events.record(.configRejected(problem: problem))
        })
        var session = self.session
        var running = self.session
        var reason = "start"
        while !Task.isCancelled {
            var loop: WatchLoop
            do { loop = try await makeLoop(session) } catch where reason == "config changed" {
                // Only a problem at start stops the daemon: keep the configuration that worked.
                terminal.log("the new config.json cannot be used (\(error)); keeping the running configuration")
                events.record(.configRejected(problem: "\(error)"))
                session = running
                continue
            }
            running = session
            loop.shouldRestart = { configWatch.changed() }
            let task = Task { [loop, reason] in
                var running = loop
                await running.run(first: reason)
            }
            await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
            guard let next = configWatch.take() else { continue }
            session = Session(config: swiftTest.applied(to: next, suiteConfig: true), project: self.session.launcher.project)
            reason = "config changed"
        }
    }

    /// The loop for one configuration: what to watch, how to run, where to report.
    func makeLoop(_ session: Session) async throws -> WatchLoop {
        let config = session.config
        let sources = config.watch.sources.map { config.resolve($0).standardizedFileURL.path }
        let specs = config.watch.specs.map { config.resolve($0).standardizedFileURL.path }
        let filter = await WatchFilter.forPackage(session)
        let detector = ChangeDetector(sourceRoots: sources, specRoots: specs, filter: filter,
                                      excluded: [config.resolve(config.reports.directory).standardizedFileURL.path,
                                                 config.resolve(config.run.stateDirectory).standardizedFileURL.path])
        let scanner = POSIXFileScanner()
        let runner = try await session.passExecutor()
        var writer = session.reportWriter
        writer.live = true  // an open report reloads itself after each pass
        let report = config.resolve(config.reports.directory).appendingPathComponent("index.html").standardizedFileURL
        let terminal = self.terminal
        let failed = FailureCount()
        var loop = WatchLoop(
            detector: detector, scanner: scanner, runner: runner,
            pollInterval: .seconds(exactly: config.watch.pollInterval),
            settle: .seconds(exactly: config.watch.settle),
            onPass: { [writer] pass, plan in
                failed.reset()
                // No test runs now: whatever was adopted is what the tests left behind.
                daemon.reapOrphans()
                // A build that did not finish leaves the last complete reports as they are, marked.
                do {
                    if let stopped = pass.stopped {
                        try BuildStoppedNotice.mark(writer, reason: stopped.reason, at: pass.summary.startedAt + pass.summary.duration)
                    } else {
                        events.record(.reportsWritten(index: try writer.write(pass.summary).index.path))
                    }
                } catch { printError("could not write the reports: \(error)") }
                terminal.emit(terminal.passLines(pass, plan: plan, report: report))
            },
            log: terminal.log)
        loop.events = events
        loop.progress = { done, total, result in
            terminal.status(done: done, total: total, failed: failed.add(result.status.isFailing))
        }
        let files = sources.reduce(0) { $0 + scanner.scan(root: $1, filter: detector.filter, excluded: []).count }
        // What a pass costs once every folder has been read: the interval the loop will keep.
        let started = threadCPUSeconds()
        for root in sources + config.watch.specs.map({ config.resolve($0).path }) {
            _ = scanner.scan(root: root, filter: detector.filter, excluded: [])
        }
        let interval = WatchLoop.adaptiveInterval(configured: loop.pollInterval, pollCPU: threadCPUSeconds() - started)
        events.record(.watching(interval: interval.inSeconds, buildInputs: files))
        let specsText = config.watch.specs.isEmpty ? "" : " and \(config.watch.specs.joined(separator: ", "))"
        terminal.log("watching \(config.watch.sources.joined(separator: ", ")) (\(files) build inputs)"
                     + "\(specsText); polling every \(Self.seconds(interval)); report \(report.absoluteString)")
        if session.isFirstBuild, let line = session.buildLine { terminal.log(line) }
        return loop
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.2g s", duration.inSeconds)
    }
}

/// Failures seen so far in the running pass, for the status line.
final class FailureCount: Sendable {
    private let count = Mutex(0)
    func reset() { count.withLock { $0 = 0 } }
    func add(_ failed: Bool) -> Int { count.withLock { $0 += failed ? 1 : 0; return $0 } }
}

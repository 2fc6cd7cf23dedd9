import ArgumentParser
import Foundation
import TestReport
import Watcher

/// `layoutwatch run`: one pass for CI, the same reports as the daemon, exit 0 only if all passed.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Build the suite, run every test once in child processes, write the reports.")

    @OptionGroup var options: ConfigOption

    func run() async throws {
        let session = try Session.load(options)
        Sentinel.start()
        // The executable's path is known before it is built; the pass builds it, as in `watch`.
        let executable: String
        do { executable = try await session.suiteExecutable() } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        if !session.config.run.build.isEmpty { print("layoutwatch: building \(session.config.run.product)…") }
        let runner = PassRunner(builder: session.builder, client: session.client(executable: executable), prebuilt: [session.layoutSpecClient],
                                jobs: session.config.run.jobs)
        let terminal = Terminal.current()
        let pass = await runner.execute(RunPlan(rebuild: true, tests: nil, reason: "run"), log: { terminal.emit(["layoutwatch: \($0)"]) },
                                        progress: { done, total, _ in terminal.status(done: done, total: total, failed: 0) })
        if let failure = pass.buildFailure {
            _ = try? session.reportWriter.write(pass.summary)
            printError("the build failed: \(failure.summary)")
            for diagnostic in failure.diagnostics.filter({ $0.severity == .error }).dropFirst().prefix(20) {
                FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            }
            throw ExitCode(2)
        }
        terminal.emit([])  // ends the status line
        for result in pass.summary.results { print(ResultText.line(result)) }
        let written = try session.reportWriter.write(pass.summary)
        print("Reports: \(Session.display(written.index)) and \(Session.display(written.junit)) (\(written.index.standardizedFileURL.absoluteString))")
        print(pass.summary.closingLine)
        if !pass.summary.allPassed { throw ExitCode(1) }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data("layoutwatch: error: \(message)\n".utf8))
}

/// How a result reads in the terminal.
enum ResultText {
    static func line(_ result: TestResult) -> String {
        let mark = result.status.isPassing ? "✔" : "✘"
        var text = "\(mark) \(result.id) — \(result.status.rawValue), \(result.casesRun) cases, "
            + String(format: "%.3f s", result.duration)
        if let failure = result.failure, !result.status.isPassing {
            text += "\n" + failure.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n")
        }
        return text
    }
}

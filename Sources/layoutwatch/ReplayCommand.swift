import ArgumentParser
import Foundation
import Reports
import Runner
import SVGRender
import TestReport
import Watcher

/// `layoutwatch replay TEST --seed S1 S2 SIZE` or `--token T`: reruns one failing case exactly,
/// prints it, and writes the SVG of its layout.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Replay one test from a printed seed or choice token.")

    @OptionGroup var options: ConfigOption

    @Argument(help: "The test id, e.g. ExampleSuite/buggyCard.")
    var test: String

    @Option(parsing: .upToNextOption, help: "The seed pair and size from 'Replay with S1 S2 and size N'.")
    var seed: [UInt64] = []

    @Option(help: "The choice token from the failure's 'Replay token' line.")
    var token: String?

    @Flag(help: "Build the suite first.")
    var build = false

    func validate() throws {
        guard (seed.count == 3) != (token != nil) else {
            throw ValidationError("pass either --seed S1 S2 SIZE (three numbers) or --token TOKEN")
        }
    }

    func run() async throws {
        let session = try Session.load(options)
        if build { try await session.builder.build { print("layoutwatch: \($0)") } }
        let suite = session.client(executable: try await session.suiteExecutable())
        // A declarative layout spec replays in this binary's worker, like it ran.
        var client = test.hasPrefix(LayoutSpecSuite.suiteName + "/") ? session.layoutSpecClient : suite
        let known = try await client.listTests()
        guard let descriptor = known.first(where: { $0.id == test }) else {
            printError("no test named \(ShellQuoting.quote(test)); known: "
                       + known.map { ShellQuoting.quote($0.id) }.joined(separator: ", "))
            throw ExitCode(2)
        }
        client.workerArguments += token.map { ["--replay-token", $0] }
            ?? ["--replay-seed", String(seed[0]), String(seed[1]), String(seed[2])]
        let result = await client.run(descriptor)
        print(ResultText.line(result))
        if let layout = result.failure?.layout {
            let directory = session.config.resolve(session.config.reports.directory).appendingPathComponent("replay")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent(test.replacingOccurrences(of: "/", with: "-") + ".svg")
            let svg = SVGRenderer.render(layout, violations: result.failure?.violations ?? [], title: test)
            try AtomicFile.write(Data(svg.utf8), to: file)
            print("SVG: \(Session.display(file))")
        }
        if !result.status.isPassing { throw ExitCode(1) }
    }
}

import ArgumentParser
import Foundation
import Reports
import Runner
import SVGRender
import TestReport
import ViewTree
import Watcher

/// `layoutwatch replay TEST --seed S1 S2 SIZE` or `--token T`: reruns one failing case exactly,
/// prints it, and writes the SVG of its layout. `--swift-test HOST` replays a test that runs
/// inside an XCTest or Swift Testing test, through the package's own `swift test`.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay", abstract: "Replay one test from a printed seed or choice token.")

    @OptionGroup var options: ConfigOption

    @Argument(help: "The test id, e.g. ExampleSuite/buggyCard; with --swift-test, the name the adapter call was given.")
    var test: String

    @Option(parsing: .upToNextOption, help: "The seed pair and size from 'Replay with S1 S2 and size N'.")
    var seed: [UInt64] = []

    @Option(help: "The choice token from the failure's 'Replay token' line.")
    var token: String?

    @Option(name: .customLong("swift-test"),
            help: "The XCTest or Swift Testing test the layout test runs in (Module.Class/testMethod, Module.Suite/name()): replay it with `swift test`.")
    var host: String?

    @Flag(help: "Build the suite first.")
    var build = false

    func validate() throws {
        guard (seed.count == 3) != (token != nil) else {
            throw ValidationError("pass either --seed S1 S2 SIZE (three numbers) or --token TOKEN")
        }
    }

    func run() async throws {
        if let host { return try await HostedReplay(host: host, test: test, token: token, seed: seedTriple).run() }
        let session = try Session.load(options)
        if build { try await session.builder.build { print(VisibleText.terminal("layoutwatch: \($0)")) } }
        let suite = session.client(executable: try await session.suiteExecutable())
        // A declarative layout spec replays in this binary's worker, like it ran.
        var client = test.hasPrefix(LayoutSpecSuite.suiteName + "/") ? session.layoutSpecClient : suite
        let known = try await client.listTests()
        guard let descriptor = known.first(where: { $0.id == test }) else {
            printError("no test named \(ShellQuoting.quote(test)); known: "
                       + known.map { ShellQuoting.quote($0.id) }.joined(separator: ", "))
            throw ExitCode(2)
        }
        client.invocation.replay = ReplayTarget(token: token, seed: seedTriple)
        let result = await client.run(descriptor)
        try Self.show(result, reports: session.config.resolve(session.config.reports.directory))
    }

    private var seedTriple: (UInt64, UInt64, Int)? {
        seed.count == 3 ? (seed[0], seed[1], Int(clamping: seed[2])) : nil
    }

    /// Prints the result's line, writes its layout's SVG under `reports/replay/`, and exits 1
    /// when it failed.
    static func show(_ result: TestResult, reports: URL) throws {
        print(ResultText.line(result))
        if let layout = result.failure?.layout {
            let directory = reports.appendingPathComponent("replay")
            let file = directory.appendingPathComponent(result.id.replacingOccurrences(of: "/", with: "-") + ".svg")
            let svg = SVGRenderer.render(layout, violations: result.failure?.violations ?? [], title: result.id)
            try AtomicFile.write(Data(svg.utf8), to: file)
            print(VisibleText.terminal("SVG: \(Session.display(file))"))
        }
        if !result.status.isPassing { throw ExitCode(1) }
    }
}

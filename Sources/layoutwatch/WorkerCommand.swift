import ArgumentParser
import Runner

/// `layoutwatch worker …` (hidden): the daemon's child for work that needs no user code. It
/// speaks the suite executables' child protocol over the declarative layout specs (`*.layout.json`)
/// of the `--spec-dir` directories, so editing one reruns it without a build.
struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker", abstract: "Run declarative layout specs as a worker child (used by watch and run).",
        shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough, help: "The suite worker's arguments: --list | --run ID, --spec-dir D, …")
    var arguments: [String] = []

    func run() throws {
        LayoutSpecSuite.main(arguments: arguments)
    }
}

import ArgumentParser
import Foundation
import Watcher

/// `layoutwatch init`: a suite target, a spec directory and config.json in an existing package.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Add a LayoutWatch suite (target, specs, config.json) to the Swift package here.",
        discussion: """
            The package must already depend on LayoutWatch. Nothing is overwritten: when a file \
            exists, init writes nothing and prints what it would have written.
            """)

    @Option(name: .long, help: "The suite's executable target and product name.")
    var suite: String = "LayoutSuite"

    @Option(name: .long, help: "The package directory (default: the current directory).")
    var packagePath: String = "."

    func run() async throws {
        guard suite.range(of: #"^[A-Za-z_][A-Za-z0-9_]*$"#, options: .regularExpression) != nil else {
            printError("--suite \"\(suite)\" is not a Swift identifier; use letters, digits and _, e.g. LayoutSuite")
            throw ExitCode(2)
        }
        let directory = URL(fileURLWithPath: packagePath).standardizedFileURL
        let scaffold = Scaffold(suite: suite)
        let conflicts = scaffold.conflicts(in: directory)
        guard conflicts.isEmpty else {
            let onlySuiteFiles = conflicts.allSatisfy { $0.path.hasPrefix("Sources/\(suite)/") }
            printError("init wrote nothing: \(conflicts.map(\.path).joined(separator: ", ")) already "
                       + (conflicts.count == 1 ? "exists" : "exist") + "; move "
                       + (conflicts.count == 1 ? "it" : "them") + " aside"
                       + (onlySuiteFiles ? " or pass --suite NAME" : "") + ". It would have written:")
            for file in conflicts { print("--- \(file.path)\n\(file.contents)", terminator: "") }
            throw ExitCode(1)
        }
        let manifest: PackageManifest
        do { manifest = try await PackageManifest.read(directory, launcher: SubprocessLauncher()) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let declared = manifest.targets.contains(suite)
        if !declared { try await manifest.addSuiteTarget(suite) }
        try scaffold.write(into: directory)
        try Scaffold.ignoreOutputs(in: directory)
        if !declared { print("added the executable target \(suite) (depends on Runner) to Package.swift") }
        for file in scaffold.files { print("wrote \(file.path)") }
        print("""

            Next, in \(directory.path):
              swift run layoutwatch run      # build the suite, run every test once, write layoutwatch-report/
              swift run layoutwatch watch    # keep running: rerun on every change, keep the report fresh
            """)
    }
}

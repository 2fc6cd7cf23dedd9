import Foundation
import PackagePlugin

/// `swift package layoutwatch init|run|watch|replay|open|…` in any package that depends on
/// LayoutWatch: runs the `layoutwatch` tool SwiftPM built from the dependency, in the package's
/// folder, with the arguments as given. Every command it prints (replay, open) is spelled
/// `swift package layoutwatch …`, so pasting it works where no `layoutwatch` is installed.
///
/// `run`'s builds of the user's suite use their own scratch folder (`.build/layoutwatch`), as
/// SwiftPM holds `.build`'s lock while a plugin runs. A failing run ends `swift package` with
/// exit code 1 (a plugin cannot pass on `layoutwatch`'s own codes; CI that needs 2 for a broken
/// build calls `layoutwatch` itself).
@main
struct LayoutWatchCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutwatch")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUTWATCH_INVOCATION"] = "swift package layoutwatch"
        environment["LAYOUTWATCH_SCRATCH_PATH"] = context.package.directoryURL.appendingPathComponent(".build/layoutwatch").path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw PluginFailure("layoutwatch was stopped by signal \(process.terminationStatus)")
        }
        if process.terminationStatus != 0 {
            throw PluginFailure("layoutwatch \(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import Watcher

/// The build folder of a run started by `swift package layoutwatch`.
///
/// SwiftPM holds the lock on the package's `.build` while a command plugin runs, so a
/// `swift build` of the user's suite there would wait for ever. The plugin names a folder of
/// its own in `LAYOUTWATCH_SCRATCH_PATH`, and every `swift build` or `swift test` layoutwatch
/// runs builds there (`Configuration.building(inScratchPath:)`).
enum PluginScratch {
    static let variable = "LAYOUTWATCH_SCRATCH_PATH"

    static var path: String? {
        ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// `arguments` of a `swift build` or `swift test` with the plugin's scratch path added.
    static func swift(_ arguments: [String]) -> [String] {
        path.map { Configuration.swift(arguments, inScratchPath: $0) } ?? arguments
    }

    static func applied(to config: Configuration) -> Configuration {
        path.map { config.building(inScratchPath: $0) } ?? config
    }
}

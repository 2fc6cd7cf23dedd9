import Foundation

/// How a person runs `layoutwatch` where a command is printed, so that every printed command
/// (replay, open) runs when pasted: `layoutwatch` when it is installed on PATH, `swift run
/// layoutwatch` in a package that depends on LayoutWatch, `swift package layoutwatch` through
/// the package plugin. The `layoutwatch` that starts a run says how it was started in
/// `LAYOUTWATCH_INVOCATION`, which its children (suites, `swift test`) inherit.
public enum LayoutWatchInvocation {
    public static let variable = "LAYOUTWATCH_INVOCATION"

    /// The shell words before the subcommand: `LAYOUTWATCH_INVOCATION` when set, else
    /// `layoutwatch` when an executable of that name is on PATH, else `swift run layoutwatch`.
    public static func prefix(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let set = environment[variable], !set.isEmpty { return set }
        return onPath("layoutwatch", environment: environment) != nil ? "layoutwatch" : "swift run layoutwatch"
    }

    /// How the `layoutwatch` at `executable` was started: as it is named on PATH, from a
    /// package's build folder by `swift run`, or else by its path.
    public static func describing(executable: String,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let set = environment[variable], !set.isEmpty { return set }
        let own = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        if let found = onPath("layoutwatch", environment: environment),
           URL(fileURLWithPath: found).resolvingSymlinksInPath().path == own {
            return "layoutwatch"
        }
        if own.contains("/.build/") { return "swift run layoutwatch" }
        return ShellQuoting.quote(own)
    }

    /// The first executable file named `name` in PATH's folders.
    static func onPath(_ name: String, environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

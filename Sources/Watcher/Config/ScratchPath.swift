import Foundation

extension Configuration {
    /// This configuration with every `swift build` it runs (`run.build` when it is one, and
    /// `run.swiftTest`'s build) building in `scratchPath`, unless it already names a scratch path.
    public func building(inScratchPath scratchPath: String) -> Configuration {
        var config = self
        if run.build.count >= 2, URL(fileURLWithPath: run.build[0]).lastPathComponent == "swift", run.build[1] == "build" {
            config.run.build = Self.swift(run.build, inScratchPath: scratchPath)
        }
        if var settings = run.swiftTest {
            settings.arguments = Self.swift(settings.arguments, inScratchPath: scratchPath)
            config.run.swiftTest = settings
        }
        return config
    }

    /// The arguments of a `swift build` or `swift test` with `--scratch-path` added, unless
    /// they name one (either spelling).
    public static func swift(_ arguments: [String], inScratchPath scratchPath: String) -> [String] {
        guard !arguments.contains(where: { $0 == "--scratch-path" || $0.hasPrefix("--scratch-path=") }) else { return arguments }
        return arguments + ["--scratch-path", scratchPath]
    }
}

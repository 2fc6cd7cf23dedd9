import ArgumentParser
import Foundation
import Watcher

/// `--swift-test`: run the package's own `swift test` (XCTest and Swift Testing), in any
/// package, with or without a config.json.
struct SwiftTestOption: ParsableArguments {
    @Flag(name: .customLong("swift-test"), help: "Run the package's own `swift test` (XCTest and Swift Testing) instead of a suite; needs no config.json (else config.json's run.swiftTest).")
    var swiftTest = false

    /// `config` with `swift test` mode on when the flag or `run.swiftTest` asks for it; the
    /// watched sources are then the package's `Sources` and `Tests`, unless config.json names
    /// others. When the flag turns it on over a config.json written for a suite, the reports
    /// and their history go to `swift-test/` inside the suite's report folder, so neither run
    /// overwrites the other's.
    func applied(to config: Configuration, suiteConfig: Bool) -> Configuration {
        var config = config
        if swiftTest && config.run.swiftTest == nil {
            config.run.swiftTest = SwiftTestSettings()
            if suiteConfig {
                config.reports.directory += "/swift-test"
                config.reports.junit = config.reports.directory + "/junit.xml"
            }
        }
        guard config.run.swiftTest != nil else { return config }
        if config.watch.sources == Configuration().watch.sources {
            config.watch.sources = ["Sources", "Tests"].map { (config.run.package as NSString).appendingPathComponent($0) }
        }
        if config.watch.specs == Configuration().watch.specs { config.watch.specs = [] }
        return config
    }
}

extension Session {
    /// The session for `run` / `watch`: config.json as usual; with `--swift-test` and no config
    /// file, the package in the working directory with the defaults.
    static func load(_ options: ConfigOption, _ mode: SwiftTestOption) throws -> Session {
        let url = URL(fileURLWithPath: options.config)
        guard mode.swiftTest || FileManager.default.fileExists(atPath: url.path) else { return try load(options) }
        var config = Configuration()
        config.baseDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let hasFile = FileManager.default.fileExists(atPath: url.path)
        if hasFile { config = try load(options).config }
        return Session(config: mode.applied(to: config, suiteConfig: hasFile))
    }

    /// What runs a pass: the package's `swift test`, or the suite built with `run.build`.
    func passExecutor() async throws -> any PassExecutor {
        if let settings = config.run.swiftTest {
            return SwiftTestRunner(settings: settings, packageDirectory: packageDirectory, launcher: launcher)
        }
        // The executable's path is known before it is built; the pass builds it.
        let executable = try await suiteExecutable()
        return PassRunner(builder: builder, client: client(executable: executable), prebuilt: [layoutSpecClient],
                          jobs: config.run.jobs)
    }

    /// Whether nothing has been built in the package's build folder yet: the first build
    /// compiles LayoutWatch and its dependencies too, which takes minutes, and says so.
    var isFirstBuild: Bool {
        guard !config.run.build.isEmpty || config.run.swiftTest != nil else { return false }
        let folder = PluginScratch.path ?? URL(fileURLWithPath: packageDirectory).appendingPathComponent(".build").path
        return !FileManager.default.fileExists(atPath: folder + "/debug")
    }

    /// The line before a pass that builds.
    var buildLine: String? {
        guard let target = buildTarget else { return nil }
        return isFirstBuild ? "building \(target) for the first time (LayoutWatch and its dependencies too); this takes a few minutes…"
            : "building \(target)…"
    }

    /// What the first pass builds, for the line printed before it.
    var buildTarget: String? {
        if config.run.swiftTest != nil { return "the tests of \(packageDirectory) (swift build --build-tests)" }
        return config.run.build.isEmpty ? nil : config.run.product
    }
}

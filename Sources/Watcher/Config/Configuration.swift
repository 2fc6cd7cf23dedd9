import Foundation
import PropertyTesting
import TestReport

/// `config.json`: what the daemon watches, how it builds and runs the suite, where reports go.
/// Relative paths are resolved against the directory that holds the config file.
public struct Configuration: Sendable, Equatable {
    public static let currentVersion = 1

    public struct Watch: Sendable, Equatable {
        /// Directories whose change triggers a rebuild and a full run.
        public var sources: [String] = ["Sources"]
        /// Directories of spec files; a change reruns only the tests bound to that file.
        public var specs: [String] = ["Specs"]
        /// Path components never walked (besides the report directory itself).
        public var ignore: [String] = [".build", ".git", ".swiftpm", "node_modules"]
        public var pollInterval: Double = 0.2
        /// Quiet time after a change before a run starts, so a burst of saves is one run.
        public var settle: Double = 0.05
    }

    public struct Run: Sendable, Equatable {
        /// The Swift package that holds the suite, and the suite's executable product.
        public var package: String = "."
        public var product: String = "ExampleSuite"
        /// The build command; `{product}` is replaced. Empty: never build (use `suiteBinary`).
        public var build: [String] = ["swift", "build", "--product", "{product}"]
        /// A prebuilt suite executable; default: the build's bin path + product.
        public var suiteBinary: String? = nil
        public var jobs: Int = 2
        /// Seconds one test's child may run before it is stopped.
        public var timeout: Double = 120
        public var maxTestsCount: Int = 100
        /// For the tests that name none: `random` or `consistent` (`RandomStrategy.named`).
        public var strategy: RandomStrategy = .random
        /// The font file for text measurement.
        public var font: String = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        /// Where the example database and run history live.
        public var stateDirectory: String = ".layoutwatch"
        /// Run the package's own `swift test` instead of a suite product.
        public var swiftTest: SwiftTestSettings? = nil
    }

    public struct Reports: Sendable, Equatable {
        public var directory: String = "layoutwatch-report"
        public var junit: String = "layoutwatch-report/junit.xml"
        public var history: Int = 20
    }

    public var version = currentVersion
    public var watch = Watch()
    public var run = Run()
    public var reports = Reports()
    /// The directory of the config file; every relative path above is relative to it.
    public var baseDirectory: URL = URL(fileURLWithPath: ".")

    public init() {}

    /// `path` resolved against the config's directory.
    /// This configuration writing its reports to `directory` (relative to the working
    /// directory, as a command-line path is), with `junit.xml` inside it.
    public func reporting(to directory: String) -> Configuration {
        var copy = self
        let absolute = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        copy.reports.directory = absolute
        copy.reports.junit = absolute + "/junit.xml"
        return copy
    }

    public func resolve(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)
    }
}

extension Configuration {
    /// What every worker child is told: each `watch.specs` directory (in config order), the
    /// state directory, font, test count and strategy; the client adds the mode and the rest.
    public var workerInvocation: WorkerInvocation {
        WorkerInvocation(specDirectories: watch.specs.map { resolve($0).standardizedFileURL.path },
                         stateDirectory: resolve(run.stateDirectory).path, font: resolve(run.font).path,
                         strategy: run.strategy == .random ? nil : run.strategy, maxTests: run.maxTestsCount)
    }
}

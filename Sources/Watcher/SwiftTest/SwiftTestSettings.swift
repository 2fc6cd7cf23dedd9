/// `"run": {"swiftTest": {…}}` in config.json, or `--swift-test`: run the package's own
/// `swift test` (XCTest and Swift Testing) instead of a LayoutWatch suite. The package is
/// `run.package`.
public struct SwiftTestSettings: Sendable, Equatable {
    /// Given to `swift build --build-tests` and `swift build --show-bin-path` (e.g. `--scratch-path`, `-c release`).
    public var arguments: [String] = []
    /// Regular expressions as `swift test --filter` takes them: only tests whose name
    /// (`Module.Class/test`, `Module.Suite/test()`) matches one run.
    public var filter: [String] = []
    /// Regular expressions as `swift test --skip` takes them: matching tests never run.
    public var skip: [String] = []
    /// Seconds the build, or one run of the test binary, may take before it is stopped.
    public var timeout: Double = 1800

    public init(arguments: [String] = [], filter: [String] = [], skip: [String] = [], timeout: Double = 1800) {
        self.arguments = arguments
        self.filter = filter
        self.skip = skip
        self.timeout = timeout
    }
}

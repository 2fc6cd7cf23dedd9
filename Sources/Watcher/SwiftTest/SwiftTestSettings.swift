/// `"run": {"swiftTest": {…}}` in config.json, or `--swift-test`: run the package's own
/// `swift test` (XCTest and Swift Testing) instead of a LayoutWatch suite. The package is
/// `run.package`.
public struct SwiftTestSettings: Sendable, Equatable {
    /// Given to both `swift build --build-tests` and `swift test` (e.g. `--scratch-path`, `-c release`).
    public var arguments: [String] = []
    /// `--filter` regular expressions: only matching tests run (`Module.Class/test`, `Module.Suite/test()`).
    public var filter: [String] = []
    /// `--skip` regular expressions: matching tests never run.
    public var skip: [String] = []
    /// Seconds one `swift test` process may run before it is stopped.
    public var timeout: Double = 1800

    public init(arguments: [String] = [], filter: [String] = [], skip: [String] = [], timeout: Double = 1800) {
        self.arguments = arguments
        self.filter = filter
        self.skip = skip
        self.timeout = timeout
    }
}

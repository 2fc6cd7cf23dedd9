import Foundation

/// How to start the browser. Debian's `/usr/bin/chromium` by default.
public struct ChromiumLaunch: Sendable, Equatable {
    /// The browser's path.
    public var executable: String
    /// How long any one request may take before it fails with `BrowserError.timedOut`.
    public var timeout: Duration
    /// Added to the browser's command line after ours.
    public var extraArguments: [String]
    /// Scrollbars of no width (screenshots of pages); `false` keeps classic ones, which take
    /// room in a scrolling box as the layout engine's `scrollbarWidth` does.
    public var hideScrollbars: Bool

    /// The defaults: Debian's Chromium, 20 s per request, no extra arguments.
    public init(executable: String = ChromiumLaunch.defaultExecutable, timeout: Duration = .seconds(20),
                extraArguments: [String] = [], hideScrollbars: Bool = true) {
        self.executable = executable
        self.timeout = timeout
        self.extraArguments = extraArguments
        self.hideScrollbars = hideScrollbars
    }

    /// Debian's package `chromium` installs it here.
    public static let defaultExecutable = "/usr/bin/chromium"

    /// The command line, with the profile directory. `--no-sandbox` only when we are root:
    /// Chromium refuses to start its sandbox as root ("Running as root without --no-sandbox is
    /// not supported"), which is how CI containers run; as any other user the sandbox stays.
    func arguments(profile: String, isRoot: Bool) -> [String] {
        [executable, "--headless", "--remote-debugging-pipe", "--user-data-dir=\(profile)",
         "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
         "--disable-background-networking", "--disable-sync", "--disable-component-update",
         "--mute-audio", "--allow-file-access-from-files", "--font-render-hinting=none"]
            + (hideScrollbars ? ["--hide-scrollbars"] : []) + (isRoot ? ["--no-sandbox"] : []) + extraArguments + ["about:blank"]
    }
}

import Foundation

/// One long-lived headless browser, started on first use, with one tab that every page
/// reuses (a page costs a navigation, not a browser start). `shared` is the process's (a
/// worker's); it ends at exit. Thread-safe; pages are driven one at a time.
// Safe: (`@unchecked Sendable`) `connection` and `tab` are read and written under `lock` only.
public final class Browser: @unchecked Sendable {
    /// The process's browser, ended at `exit()` (or by its signal handlers, `ChromiumProcess`).
    public static let shared: Browser = {
        let browser = Browser()
        atexit { Browser.shared.shutdown() }
        return browser
    }()

    /// How the browser is started.
    public let launch: ChromiumLaunch
    private let start: @Sendable (ChromiumLaunch) throws -> any CDPTransport
    private let lock = NSLock()
    /// Held for a whole use of the tab (`withPage`): one page at a time.
    private let use = NSRecursiveLock()
    private var connection: CDPConnection?
    private var tab: BrowserPage?

    /// `start` makes the transport: a real `ChromiumProcess` unless a test passes a fake.
    public init(launch: ChromiumLaunch = ChromiumLaunch(),
                start: @escaping @Sendable (ChromiumLaunch) throws -> any CDPTransport = { try ChromiumProcess($0) }) {
        self.launch = launch
        self.start = start
    }

    deinit { shutdown() }

    /// The tab, starting the browser and opening the tab the first time.
    public func page() throws -> BrowserPage {
        lock.lock()
        defer { lock.unlock() }
        if let tab { return tab }
        let connection = CDPConnection(transport: try start(launch), timeout: launch.timeout)
        self.connection = connection
        // A browser starting on a busy machine takes seconds: the tab gets at least 30 of them,
        // whatever the timeout of a page's requests.
        let startup = max(launch.timeout, .seconds(30))
        do {
            let target = try connection.send(CDP.CreateTarget(url: "about:blank"), timeout: startup)
            let session = try connection.send(CDP.AttachToTarget(targetId: target.targetId), timeout: startup).sessionId
            _ = try connection.send(CDP.EnablePage(), session: session, timeout: startup)
            let tab = BrowserPage(connection: connection, session: session)
            self.tab = tab
            return tab
        } catch {
            connection.close()
            self.connection = nil
            throw error
        }
    }

    /// Runs `body` with the tab, no other `withPage` using it meanwhile (a page is several
    /// requests: viewport, content, reading, screenshot).
    public func withPage<R>(_ body: (BrowserPage) throws -> R) throws -> R {
        use.lock()
        defer { use.unlock() }
        return try body(try page())
    }

    /// Whether the browser has been started (and not shut down).
    public var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return connection != nil
    }

    /// Ends the browser (its whole process group) and removes its profile; the next `page()`
    /// starts a new one. After a request failed, call it before trying again.
    public func shutdown() {
        lock.lock()
        defer { lock.unlock() }
        connection?.close()
        connection = nil
        tab = nil
    }
}

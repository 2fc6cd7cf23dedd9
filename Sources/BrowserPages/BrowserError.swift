/// Why the browser could not do what was asked; each message names the page or the browser
/// and what to do about it.
public enum BrowserError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No browser executable at the path.
    case browserMissing(path: String)
    /// The browser could not be started, or ended while we talked to it (its last words).
    case browserFailed(String, log: String)
    /// A request got no answer in time.
    case timedOut(method: String, seconds: Double)
    /// The browser answered a request with an error.
    case protocolError(method: String, message: String)
    /// The page's file is not there.
    case pageNotFound(String)
    /// The browser could not load the page (`net::ERR_NAME_NOT_RESOLVED`, …).
    case navigationFailed(page: String, reason: String)
    /// The page's own script failed, or the reading script did.
    case scriptFailed(page: String, message: String)

    /// The message for people: what failed, for which page or browser, and the fix.
    public var description: String {
        switch self {
        case let .browserMissing(path):
            return "no Chromium at \(path); install Debian's package `chromium` (apt-get install chromium)"
                + " or pass the browser's path with --browser"
        case let .browserFailed(what, log):
            let tail = log.split(separator: "\n").suffix(3).joined(separator: "\n  ")
            return "Chromium \(what)" + (tail.isEmpty ? "" : ":\n  \(tail)")
        case let .timedOut(method, seconds):
            return "Chromium did not answer \(method) within \(formatSeconds(seconds)) s;"
                + " the page may be too heavy or waiting on the network (raise --timeout)"
        case let .protocolError(method, message):
            return "Chromium refused \(method): \(message)"
        case let .pageNotFound(path):
            return "\(path): no such file; check the path (relative paths are from the working directory)"
        case let .navigationFailed(page, reason):
            return "\(page): Chromium could not load the page (\(reason)); check the address and that its server is up"
        case let .scriptFailed(page, message):
            return "\(page): a script failed in the page: \(message)"
        }
    }
}

func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
}

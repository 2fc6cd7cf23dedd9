import Foundation

/// Carries Chrome DevTools Protocol messages (one JSON text each) to a browser and back.
/// `ChromiumProcess` is the real one; tests give the session a scripted one.
public protocol CDPTransport: AnyObject, Sendable {
    func send(_ message: [UInt8]) throws
    /// The next message from the browser, or `nil` when none comes by `deadline`; throws when
    /// the browser has ended (naming `method`, the request it was waiting for).
    func receive(until deadline: ContinuousClock.Instant, waitingFor method: String) throws -> [UInt8]?
    /// Ends the browser: nothing more is sent or received.
    func close()
}

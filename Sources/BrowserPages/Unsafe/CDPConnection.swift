import Foundation

/// Requests and their replies over one transport: each request gets the next id and waits,
/// up to the timeout, for the reply with that id; events that arrive meanwhile are kept (by
/// method and session) for `waitForEvent`. One request at a time.
// Safe: (`@unchecked Sendable`) every field is read and written under `lock`.
package final class CDPConnection: @unchecked Sendable {
    private let transport: any CDPTransport
    package let timeout: Duration
    private let lock = NSLock()
    private var nextID = 1
    private var events: [(method: String, session: String?)] = []

    package init(transport: any CDPTransport, timeout: Duration) {
        self.transport = transport
        self.timeout = timeout
    }

    /// Sends `command` (to the page of `session`, or to the browser) and returns its result,
    /// waiting up to `timeout` (the connection's when `nil`).
    package func send<C: CDPCommand>(_ command: C, session: String? = nil, timeout: Duration? = nil) throws -> C.Result {
        lock.lock()
        defer { lock.unlock() }
        let id = nextID
        nextID += 1
        let body = try JSONEncoder().encode(CDPOutgoing(id: id, method: C.method, params: command, sessionId: session))
        try transport.send(Array(body))
        let allowed = timeout ?? self.timeout
        let deadline = ContinuousClock.now + allowed
        while true {
            let message = try next(until: deadline, waitingFor: C.method, allowed: allowed)
            let envelope: CDPIncoming
            do { envelope = try JSONDecoder().decode(CDPIncoming.self, from: Data(message)) } catch {
                throw BrowserError.protocolError(method: C.method, message: "unreadable reply (\(error))")
            }
            guard let replyID = envelope.id else {
                if let method = envelope.method { events.append((method, envelope.sessionId)) }
                continue
            }
            guard replyID == id else { continue }
            if let failure = envelope.error {
                throw BrowserError.protocolError(method: C.method, message: failure.message + (failure.data.map { " (\($0))" } ?? ""))
            }
            do { return try JSONDecoder().decode(CDPReply<C.Result>.self, from: Data(message)).result } catch {
                throw BrowserError.protocolError(method: C.method, message: "unexpected reply (\(error))")
            }
        }
    }

    /// Forgets the events seen so far (before a request whose event is awaited).
    package func clearEvents() {
        lock.lock()
        defer { lock.unlock() }
        events.removeAll()
    }

    /// Waits for the event `method` of `session`, or returns at once when it came already.
    package func waitForEvent(_ method: String, session: String?) throws {
        lock.lock()
        defer { lock.unlock() }
        let deadline = ContinuousClock.now + timeout
        while true {
            if let index = events.firstIndex(where: { $0.method == method && $0.session == session }) {
                events.removeSubrange(...index)
                return
            }
            let message = try next(until: deadline, waitingFor: method, allowed: timeout)
            if let envelope = try? JSONDecoder().decode(CDPIncoming.self, from: Data(message)), envelope.id == nil,
               let event = envelope.method {
                events.append((event, envelope.sessionId))
            }
        }
    }

    /// Ends the transport (and with it the browser).
    package func close() { transport.close() }

    private func next(until deadline: ContinuousClock.Instant, waitingFor method: String, allowed: Duration) throws -> [UInt8] {
        guard let message = try transport.receive(until: deadline, waitingFor: method) else {
            throw BrowserError.timedOut(method: method, seconds: Self.seconds(allowed))
        }
        return message
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

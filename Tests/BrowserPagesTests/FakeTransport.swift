import BrowserPages
import Foundation
import Synchronization

/// A browser that answers from a script: for each request method, the `result` JSON to send
/// back (or an error, or nothing at all), with events sent before the reply where asked.
final class FakeTransport: CDPTransport {
    enum Answer: Sendable {
        case result(String)
        case error(String)
        case silence
    }

    private struct State {
        var answers: [String: Answer]
        var eventsBefore: [String: [String]]
        var outbox: [[UInt8]] = []
        var sent: [String] = []
        var closed = false
    }
    private let state: Mutex<State>

    init(answers: [String: Answer], eventsBefore: [String: [String]] = [:]) {
        state = Mutex(State(answers: answers, eventsBefore: eventsBefore))
    }

    /// The methods asked for, in order.
    var methods: [String] { state.withLock { $0.sent } }
    var isClosed: Bool { state.withLock { $0.closed } }

    func send(_ message: [UInt8]) throws {
        struct Request: Decodable { var id: Int; var method: String; var sessionId: String? }
        let request = try JSONDecoder().decode(Request.self, from: Data(message))
        state.withLock { state in
            state.sent.append(request.method)
            let session = request.sessionId.map { ",\"sessionId\":\"\($0)\"" } ?? ""
            for event in state.eventsBefore[request.method] ?? [] {
                state.outbox.append(Array("{\"method\":\"\(event)\",\"params\":{}\(session)}".utf8))
            }
            // A stray reply to an id no one asked for, which the connection must skip.
            state.outbox.append(Array("{\"id\":\(request.id + 1000),\"result\":{}}".utf8))
            switch state.answers[request.method] ?? .result("{}") {
            case let .result(json): state.outbox.append(Array("{\"id\":\(request.id),\"result\":\(json)\(session)}".utf8))
            case let .error(message):
                state.outbox.append(Array("{\"id\":\(request.id),\"error\":{\"code\":-32000,\"message\":\"\(message)\"}}".utf8))
            case .silence: break
            }
        }
    }

    func receive(until deadline: ContinuousClock.Instant, waitingFor method: String) throws -> [UInt8]? {
        state.withLock { state in state.outbox.isEmpty ? nil : state.outbox.removeFirst() }
    }

    func close() { state.withLock { $0.closed = true } }

    /// The answers a browser gives to open a tab.
    static let tab: [String: Answer] = [
        "Target.createTarget": .result("{\"targetId\":\"T1\"}"),
        "Target.attachToTarget": .result("{\"sessionId\":\"S1\"}"),
    ]

    /// A `Runtime.evaluate` result whose value is `text`.
    static func evaluated(_ text: String) -> Answer {
        let escaped = String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
        return .result("{\"result\":{\"type\":\"string\",\"value\":\(escaped)}}")
    }
}

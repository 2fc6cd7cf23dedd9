import Foundation

/// What `layoutwatch replay NAME --swift-test HOST` asks of the adapter call named `test`
/// inside the XCTest or Swift Testing test `host`: run that one case. It travels in the
/// environment of the `swift test` it starts, as JSON in `LAYOUTWATCH_REPLAY`.
public struct ReplayRequest: Sendable, Codable, Equatable {
    public static let variable = "LAYOUTWATCH_REPLAY"

    /// `Module.Class/testMethod` or `Module.Suite/name()`.
    public var host: String
    /// The adapter call's own name (`runLayoutTests(named:)`).
    public var test: String
    /// The choice token, or else the seed pair and size.
    public var token: String?
    public var seed: [UInt64]?

    public init(host: String, test: String, token: String?, seed: (UInt64, UInt64, Int)?) {
        self.host = host
        self.test = test
        self.token = token
        self.seed = seed.map { [$0.0, $0.1, UInt64($0.2)] }
    }

    /// The seed pair and size, when the request replays by seed.
    public var seedTriple: (UInt64, UInt64, Int)? {
        guard let seed, seed.count == 3, let size = Int(exactly: seed[2]) else { return nil }
        return (seed[0], seed[1], size)
    }

    /// The case to run again: by token when there is one, else by seed.
    public var target: ReplayTarget? { ReplayTarget(token: token, seed: seedTriple) }

    public var environmentValue: String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
    }

    /// The request for the adapter call `test` inside `host`, if the environment holds one for it.
    public static func current(host: String, test: String,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> ReplayRequest? {
        guard let text = environment[variable],
              let request = try? JSONDecoder().decode(ReplayRequest.self, from: Data(text.utf8)),
              request.host == host, request.test == test else { return nil }
        return request
    }
}

import Foundation
import PropertyTesting

/// The versioned JSON-lines protocol between the daemon and a worker child, written to the
/// file named by `--protocol-out` (version 3; version 2 read its replay from `--replay-seed` and
/// `--replay-token` and sent omitted bytes, crash signals and spec cases only as text; version 1
/// shared stdout with the test).
///
/// The first line a worker writes is a `hello` with `WorkerProtocol.version`; the daemon refuses
/// any other version with a message naming both. Every further line is one `WorkerMessage`.
public enum WorkerProtocol {
    public static let name = "layoutwatch-worker"
    public static let version = 3
}

public enum WorkerMessage: Sendable, Equatable {
    case hello(protocolName: String, version: Int)
    /// The answer to `worker --list`.
    case tests([TestDescriptor])
    /// Sent before each generated case, so a crash still leaves the parent the input: its
    /// choices, how it reads, and the seed it was generated from (none for shrink candidates).
    case caseStarted(test: String, index: Int, token: String, input: String?, seed: ExampleDatabase.Origin?)
    case result(TestResult)
    case log(String)
}

extension WorkerMessage: Codable {
    private enum CodingKeys: String, CodingKey {
        case event, protocolName = "protocol", version, tests, test, index, token, input, seed, result, line
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let event = try container.decode(String.self, forKey: .event)
        switch event {
        case "hello":
            self = .hello(protocolName: try container.decode(String.self, forKey: .protocolName),
                          version: try container.decode(Int.self, forKey: .version))
        case "tests": self = .tests(try container.decode([TestDescriptor].self, forKey: .tests))
        case "caseStarted":
            self = .caseStarted(test: try container.decode(String.self, forKey: .test),
                                index: try container.decode(Int.self, forKey: .index),
                                token: try container.decode(String.self, forKey: .token),
                                input: try container.decodeIfPresent(String.self, forKey: .input),
                                seed: try container.decodeIfPresent(ExampleDatabase.Origin.self, forKey: .seed))
        case "result": self = .result(try container.decode(TestResult.self, forKey: .result))
        case "log": self = .log(try container.decode(String.self, forKey: .line))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .event, in: container,
                debugDescription: "unknown event \"\(event)\"; expected hello, tests, caseStarted, result or log")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case let .hello(name, version):
            try container.encode("hello", forKey: .event)
            try container.encode(name, forKey: .protocolName)
            try container.encode(version, forKey: .version)
        case let .tests(tests):
            try container.encode("tests", forKey: .event)
            try container.encode(tests, forKey: .tests)
        case let .caseStarted(test, index, token, input, seed):
            try container.encode("caseStarted", forKey: .event)
            try container.encode(test, forKey: .test)
            try container.encode(index, forKey: .index)
            try container.encode(token, forKey: .token)
            try container.encodeIfPresent(input, forKey: .input)
            try container.encodeIfPresent(seed, forKey: .seed)
        case let .result(result):
            try container.encode("result", forKey: .event)
            try container.encode(result, forKey: .result)
        case let .log(line):
            try container.encode("log", forKey: .event)
            try container.encode(line, forKey: .line)
        }
    }

    /// One protocol line, without the newline.
    public func line() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    public init(line: Substring) throws {
        self = try JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8))
    }
}


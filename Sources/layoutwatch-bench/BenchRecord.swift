import Foundation
import JSONSource

/// `benchmarks/results.json`: each suite's latest figures with when, at which commit, on which
/// machine and beside which peers they were measured. `layoutwatch-bench record` writes it;
/// `layoutwatch-bench markdown` turns it into BENCHMARKS.md.
struct BenchResults: Codable, Equatable {
    static let version = 1
    static let defaultPath = "benchmarks/results.json"

    var version = BenchResults.version
    /// By suite name.
    var suites: [String: BenchRecord] = [:]

    static func load(_ path: String) throws -> BenchResults {
        guard let data = FileManager.default.contents(atPath: path) else { return BenchResults() }
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        do { return try decoder.decode(BenchResults.self, from: data) } catch {
            throw BenchError("\(path) is not a results file of version \(version) (\(error)); move it away and record again")
        }
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try (try encoder.encode(self) + Data("\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// One suite's run.
struct BenchRecord: Codable, Equatable {
    /// The suite's arguments after its name (`--runs 9`).
    var arguments: [String]
    /// `2026-11-29`, UTC.
    var date: String
    /// `git describe --always --dirty` of the checkout that ran it.
    var commit: String
    var machine: BenchMachine
    /// What each peer figure is: measured in the same run (with its version) or a labelled reference.
    var peers: [String: String]
    /// The suite's `--json` output as it printed it.
    var figures: BenchFigures
}

/// Where a suite ran.
struct BenchMachine: Codable, Equatable {
    var cores: Int
    var cpu: String
    var kernel: String
    var swift: String
}

/// A JSON value inside a Codable record.
struct BenchFigures: Codable, Equatable {
    var value: JSONValue

    init(_ value: JSONValue) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { value = .null }
        else if let bool = try? container.decode(Bool.self) { value = .bool(bool) }
        else if let number = try? container.decode(Double.self) { value = .number(number) }
        else if let string = try? container.decode(String.self) { value = .string(string) }
        else if let array = try? container.decode([BenchFigures].self) { value = .array(array.map(\.value)) }
        else {
            let object = try container.decode([String: BenchFigures].self)
            value = .object(object.keys.sorted().map { ($0, object[$0]!.value) })
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array.map(BenchFigures.init))
        case .object(let members):
            try container.encode(Dictionary(members.map { ($0.0, BenchFigures($0.1)) }, uniquingKeysWith: { $1 }))
        }
    }
}

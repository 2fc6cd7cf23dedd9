import Foundation
import TestReport

/// `results.json` beside the report: the run's whole `RunSummary` (results, failures, laid-out
/// trees), versioned, so that `layoutwatch merge` can rebuild one report from several shards'
/// without rerunning anything.
public enum ResultsFile {
    public static let version = 1

    private struct Document: Codable {
        var version: Int
        var summary: RunSummary
    }

    public static func encode(_ summary: RunSummary) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(Document(version: version, summary: summary))
    }

    /// The summary in `directory`'s `results.json`; the error names the directory and the fix.
    public static func read(from directory: URL) throws -> RunSummary {
        let file = directory.appendingPathComponent(ReportFileNames.results)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ReportError.missingResults(directory: directory.path)
        }
        guard let summary = try? decode(data) else {
            throw ReportError.unreadableResults(path: file.path, version: version)
        }
        return summary
    }

    /// The summary in the bytes of a `results.json`; the error is the decoder's.
    public static func decode(_ data: Data) throws -> RunSummary {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try decoder.decode(Document.self, from: data).summary
    }
}

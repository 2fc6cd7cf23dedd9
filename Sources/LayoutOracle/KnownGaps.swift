import Foundation
import JSONSource

/// Disagreements with Chromium the project knows of and has not fixed, each with its reason:
/// a shrunk disagreement whose features include all of a gap's is that gap. The file is
/// `{"format": "differential-gaps/1", "gaps": [{"features": [...], "reason": "..."}]}`.
public struct KnownGaps: Sendable {
    public var gaps: [KnownGap]

    public init(gaps: [KnownGap] = []) { self.gaps = gaps }

    /// Reads the file; its mistakes are errors naming the file and the key path.
    public init(file: String) throws {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw OracleError(message: "\(file): cannot read the known gaps (\(error.localizedDescription)); check the path")
        }
        let json: JSONValue
        do { json = try JSONParser.parseValue(Array(data), file: file) } catch {
            throw OracleError(message: "\(error)")
        }
        guard json["format"]?.stringValue == "differential-gaps/1", let entries = json["gaps"]?.arrayValue else {
            throw OracleError(message: "\(file): expected {\"format\": \"differential-gaps/1\", \"gaps\": [...]}")
        }
        gaps = try entries.enumerated().map { offset, entry in
            guard let features = entry["features"]?.arrayValue?.compactMap(\.stringValue), !features.isEmpty,
                  let reason = entry["reason"]?.stringValue, !reason.isEmpty else {
                throw OracleError(message: "\(file): gaps[\(offset)]: expected \"features\" (a non-empty list of feature names) and \"reason\"")
            }
            return KnownGap(features: Set(features), reason: reason)
        }
    }

    /// The first gap all of whose features the tree has.
    public func gap(for features: Set<String>) -> KnownGap? {
        gaps.first { $0.features.isSubset(of: features) }
    }
}

/// A kind of tree the engine is known to lay out differently, and why.
public struct KnownGap: Sendable, Equatable {
    public var features: Set<String>
    public var reason: String
    public init(features: Set<String>, reason: String) {
        self.features = features
        self.reason = reason
    }
}

import Foundation
import SVGRender
import ViewTree

/// When a snapshot test writes its references, as swift-snapshot-testing's record modes:
/// `missing` records cases that have none (and fails, so a new reference is looked at before it
/// is trusted), `all` re-records every case (and fails), `never` only compares (CI). Read from
/// `LAYOUTWATCH_SNAPSHOTS` (`missing`, `all` or `never`); `missing` when unset.
package enum SnapshotRecording: String, Sendable, CaseIterable {
    case missing, all, never

    package static var fromEnvironment: SnapshotRecording {
        ProcessInfo.processInfo.environment["LAYOUTWATCH_SNAPSHOTS"].flatMap(SnapshotRecording.init(rawValue:)) ?? .missing
    }
}

/// One recorded case: `N.json` (the model as text and the laid-out tree, versioned) and `N.svg`
/// beside it for people, in the test's reference folder.
package struct SnapshotReference: Sendable, Codable, Equatable {
    package static let version = 1
    package var version: Int
    package var model: String
    package var size: Size
    package var layout: LaidOutNode

    package init(model: String, size: Size, layout: LaidOutNode) {
        self.version = Self.version
        self.model = model
        self.size = size
        self.layout = layout
    }

    static func file(_ index: Int, in directory: URL) -> URL { directory.appendingPathComponent("\(index).json") }

    /// The reference of case `index`, `nil` when there is none; a file that does not decode
    /// throws a message naming it and the fix.
    static func read(_ index: Int, in directory: URL) throws -> SnapshotReference? {
        let url = file(index, in: directory)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        do { return try JSONDecoder().decode(SnapshotReference.self, from: data) } catch {
            throw SnapshotFileError(path: url.path)
        }
    }

    func write(_ index: Int, in directory: URL, title: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: Self.file(index, in: directory), options: .atomic)
        try Data(SVGRenderer.render(layout, violations: [], title: title).utf8)
            .write(to: directory.appendingPathComponent("\(index).svg"), options: .atomic)
    }
}

/// A reference file that is not a snapshot this version reads.
struct SnapshotFileError: Error, CustomStringConvertible {
    var path: String
    var description: String {
        "\(path) is not a layout snapshot this LayoutWatch reads (version \(SnapshotReference.version)): "
            + "delete it and record again with LAYOUTWATCH_SNAPSHOTS=missing"
    }
}

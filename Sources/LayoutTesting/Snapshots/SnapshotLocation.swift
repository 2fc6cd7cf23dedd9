import Foundation

/// Where a snapshot test keeps its references, outside every target (so SwiftPM never takes
/// them for sources or unhandled resources): `$LAYOUTWATCH_SNAPSHOTS_DIR/<suite>/<name>/`
/// when set, else `Tests/__Snapshots__/<suite>/<name>/` in the package whose sources declare
/// the test (the nearest folder above the declaring file that holds a `Package.swift`).
package enum SnapshotLocation {
    package static let variable = "LAYOUTWATCH_SNAPSHOTS_DIR"

    package static func directory(suite: String, name: String, declaredIn file: String,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let root = environment[variable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? packageRoot(of: URL(fileURLWithPath: file)).appendingPathComponent("Tests/__Snapshots__", isDirectory: true)
        return root.appendingPathComponent(suite, isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }

    /// The nearest folder above `file` with a `Package.swift`; the file's own folder when none is.
    static func packageRoot(of file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent()
    }
}

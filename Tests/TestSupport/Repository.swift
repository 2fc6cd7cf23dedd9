import Foundation

/// The repository the tests were compiled from, found from this file's place in it.
public enum Repository {
    /// The checkout's root (the folder that holds `Package.swift`).
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `path` below the repository root.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// A fresh, empty directory under the system's temporary directory, named after `name` so
    /// a leftover one says which test made it.
    public static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutwatch-tests-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

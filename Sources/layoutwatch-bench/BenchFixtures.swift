import Foundation

/// The repository's `Tests/Fixtures/` (bench trees, peers' reference figures): from the working
/// directory (the repository root under `swift run`), else from this source file's checkout.
enum BenchFixtures {
    static func url(_ path: String) -> URL {
        let fromWorkingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: fromWorkingDirectory.path) { return fromWorkingDirectory }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
    }

    /// The repository root (for `scripts/`), found the same way.
    static var repository: URL { url("").deletingLastPathComponent().deletingLastPathComponent() }
}

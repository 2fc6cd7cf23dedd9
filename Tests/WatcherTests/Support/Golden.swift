import Testing
import TestSupport

/// Compares `actual` with `Tests/WatcherTests/Goldens/<name>` (see `Goldens`).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Goldens(target: "WatcherTests").expect(actual, named: name, sourceLocation: sourceLocation)
}

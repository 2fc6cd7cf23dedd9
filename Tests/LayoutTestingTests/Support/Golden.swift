import Testing
import TestSupport

/// Compares `actual` with `Tests/LayoutTestingTests/Goldens/<name>` (see `Goldens`).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Goldens(target: "LayoutTestingTests").expect(actual, named: name, sourceLocation: sourceLocation)
}

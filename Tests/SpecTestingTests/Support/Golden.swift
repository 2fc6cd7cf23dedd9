import Testing
import TestSupport

/// Compares `actual` with `Tests/SpecTestingTests/Goldens/<name>` (see `Goldens`).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Goldens(target: "SpecTestingTests").expect(actual, named: name, sourceLocation: sourceLocation)
}

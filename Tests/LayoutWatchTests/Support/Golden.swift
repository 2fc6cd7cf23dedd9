import Foundation
import Testing

/// Compares `actual` with a golden file. With `LAYOUTWATCH_RECORD=1` it rewrites the golden and
/// still fails, so that a recording is never mistaken for a passing run.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = TestPaths.goldens.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LAYOUTWATCH_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("recorded golden \(name); run again without LAYOUTWATCH_RECORD to compare", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(name); run with LAYOUTWATCH_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "differs from golden \(name)", sourceLocation: sourceLocation)
}

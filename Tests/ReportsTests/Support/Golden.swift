import Foundation
import Testing

/// Compares `actual` with `Goldens/<name>`. With `LAYOUTWATCH_RECORD=1` the golden is rewritten
/// and the test still fails, so a recording is never mistaken for a pass.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = RepoPaths.goldens.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["LAYOUTWATCH_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: url)
        Issue.record("Recorded golden \(name); rerun without LAYOUTWATCH_RECORD=1 to check it", sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("No golden \(url.path); run with LAYOUTWATCH_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != actual {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let want = first < expectedLines.count ? String(expectedLines[first]) : "<end of file>"
        let got = first < actualLines.count ? String(actualLines[first]) : "<end of file>"
        Issue.record("""
            \(name) differs from its golden at line \(first + 1):
              golden: \(want)
              actual: \(got)
            Run with LAYOUTWATCH_RECORD=1 to rewrite it if the change is intended.
            """, sourceLocation: sourceLocation)
    }
}

import Foundation
import Testing

/// A folder of golden files for text artifacts (SVG, JUnit XML, HTML, diagnostics, terminal
/// output). With `LAYOUTWATCH_RECORD=1` a comparison rewrites its golden and still fails, so a
/// recording is never mistaken for a pass.
public struct Goldens: Sendable {
    public let directory: URL

    /// The `Goldens` folder of a test target, e.g. `Goldens(target: "ReportsTests")`.
    public init(target: String) { directory = Repository.url("Tests/\(target)/Goldens") }

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["LAYOUTWATCH_RECORD"] == "1" }

    /// Compares `actual` with the golden `name`; a difference names its first differing line.
    public func expect(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if Self.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            Issue.record("Recorded golden \(name); rerun without LAYOUTWATCH_RECORD=1 to check it", sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("No golden \(url.path); run with LAYOUTWATCH_RECORD=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
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

import Foundation
import TestReport

/// Turns what XCTest or Swift Testing said about one test into the project's `TestResult`:
/// each issue as `file:line[:column]: message` followed by the source line read from the file,
/// paths relative to the package so reports are the same on every machine.
public struct UnitResultMaker: Sendable {
    public var packageDirectory: String
    /// The text of line `line` (1-based) of the file at an absolute path.
    public var sourceLine: @Sendable (_ file: String, _ line: Int) -> String?

    public init(packageDirectory: String,
                sourceLine: @escaping @Sendable (String, Int) -> String? = UnitResultMaker.readLine) {
        self.packageDirectory = packageDirectory
        self.sourceLine = sourceLine
    }

    public enum Outcome: Sendable, Equatable {
        case passed, failed, skipped(reason: String?)
        /// The test process died while this test ran.
        case crashed(signal: String, crash: CrashReport?)
    }

    public func result(suite: String, name: String, outcome: Outcome, duration: Double, issues: [UnitIssue]) -> TestResult {
        let descriptor = TestDescriptor(suite: suite, name: name, kind: .unit)
        // A test that ended with an issue failed (Swift Testing's stream gives no other verdict).
        switch outcome {
        case .passed where issues.isEmpty:
            return TestResult(descriptor: descriptor, status: .passed, duration: duration, casesRun: 1)
        case .passed, .failed:
            return TestResult(descriptor: descriptor, status: .failed, duration: duration, casesRun: 1,
                              failure: failure(issues))
        case let .skipped(reason):
            return TestResult(descriptor: descriptor, status: .skipped, duration: duration,
                              notes: [reason.map { "skipped: \($0)" } ?? "skipped"])
        case let .crashed(signal, crash):
            let detail = FailureDetail(message: "the test process crashed while this test ran: \(signal)",
                                       crash: crash ?? CrashReport(message: nil, frames: []))
            return TestResult(descriptor: descriptor, status: .crashed, duration: duration, casesRun: 1, failure: detail)
        }
    }

    /// The first issue with its place as the headline (the line JUnit consumers show); before
    /// it its source line, and every further issue with its place and source line.
    private func failure(_ issues: [UnitIssue]) -> FailureDetail {
        let described = issues.map { issue -> (String, String?) in
            guard let place = issue.place else { return (issue.message, nil) }
            let shown = UnitIssue.Place(file: relative(place.file), line: place.line, column: place.column)
            return ("\(shown): \(issue.message)", sourceLine(absolute(place.file), place.line).map { "    \(place.line) | \($0)" })
        }
        guard let first = described.first else { return FailureDetail(message: "failed") }
        var lines = first.1.map { [$0] } ?? []
        for (text, source) in described.dropFirst() { lines += [text] + (source.map { [$0] } ?? []) }
        let more = issues.count > 1 ? " (and \(issues.count - 1) more issues)" : ""
        return FailureDetail(message: first.0 + more, replayLines: lines)
    }

    func relative(_ file: String) -> String {
        let base = packageDirectory.hasSuffix("/") ? packageDirectory : packageDirectory + "/"
        return file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    }

    /// Swift Testing's `fileID` (`Module/File.swift`) has no folder: the path is then relative to
    /// the package and taken as it is.
    func absolute(_ file: String) -> String {
        file.hasPrefix("/") ? file : packageDirectory + "/" + file
    }

    public static let readLine: @Sendable (String, Int) -> String? = { file, line in
        guard line > 0, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return line <= lines.count ? String(lines[line - 1]).trimmingCharacters(in: .whitespaces) : nil
    }
}

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
        // An issue fails a test even if the framework's verdict was lost (a crash right after it).
        switch outcome {
        case .passed where issues.isEmpty:
            return TestResult(descriptor: descriptor, status: .passed, duration: duration, casesRun: 1)
        case .passed, .failed:
            return TestResult(descriptor: descriptor, status: .failed, duration: duration, casesRun: 1,
                              failure: failure(issues, headline: "failed"))
        case let .skipped(reason):
            return TestResult(descriptor: descriptor, status: .skipped, duration: duration,
                              notes: [reason.map { "skipped: \($0)" } ?? "skipped"])
        case let .crashed(signal, crash):
            var detail = failure(issues, headline: "the test process crashed while this test ran: \(signal)")
            detail.crash = crash ?? CrashReport(message: nil, frames: [])
            if !issues.isEmpty { detail.message = "the test process crashed while this test ran: \(signal)" }
            return TestResult(descriptor: descriptor, status: .crashed, duration: duration, casesRun: 1, failure: detail)
        }
    }

    /// The first issue's message as the headline; every issue with its place and source line first.
    private func failure(_ issues: [UnitIssue], headline: String) -> FailureDetail {
        var lines: [String] = []
        for issue in issues {
            guard let place = issue.place else { lines.append(issue.message); continue }
            let shown = UnitIssue.Place(file: relative(place.file), line: place.line, column: place.column)
            lines.append("\(shown): \(issue.message)")
            if let source = sourceLine(absolute(place.file), place.line) { lines.append("    \(place.line) | \(source)") }
        }
        let message = issues.first.map { $0.message + (issues.count > 1 ? " (and \(issues.count - 1) more issues)" : "") }
            ?? headline
        return FailureDetail(message: message, replayLines: lines)
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

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

    /// `output`: what the test printed; `hosted`: the results of LayoutWatch's adapter calls
    /// inside it, whose details (counterexample, replay, violations, layout) its result takes.
    public func result(suite: String, name: String, outcome: Outcome, duration: Double, issues: [UnitIssue],
                       output: String = "", hosted: [HostedResult] = []) -> TestResult {
        var result = plainResult(suite: suite, name: name, outcome: outcome, duration: duration, issues: issues)
        if !output.isEmpty { result.output = CapturedOutput(standardOutput: output, standardError: "") }
        return HostedMerge(maker: self).merge(hosted, into: result, issues: issues)
    }

    private func plainResult(suite: String, name: String, outcome: Outcome, duration: Double, issues: [UnitIssue]) -> TestResult {
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

    /// An issue as `file:line[:column]: message`, with its source line when the file has it.
    func described(_ issue: UnitIssue) -> (text: String, source: String?) {
        guard let place = issue.place else { return (issue.message, nil) }
        let (shown, source) = described(place)
        return ("\(shown): \(issue.message)", source)
    }

    /// A place relative to the package, with its source line as `    12 | text`.
    func described(_ place: UnitIssue.Place) -> (place: String, source: String?) {
        let shown = UnitIssue.Place(file: relative(place.file), line: place.line, column: place.column)
        return (shown.description, sourceLine(absolute(place.file), place.line).map { "    \(place.line) | \($0)" })
    }

    /// The first issue with its place as the headline (the line JUnit consumers show); before
    /// it its source line, and every further issue with its place and source line.
    private func failure(_ issues: [UnitIssue]) -> FailureDetail {
        let described = issues.map(described)
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

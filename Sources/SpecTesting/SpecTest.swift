import Foundation
import JSONSource
import TestReport

/// A TestKit-style spec test: the cases live in a `.testkit` file read at run time, the code
/// is one closure from input to output.
package struct SpecTest: Sendable {
    package var descriptor: TestDescriptor
    /// The spec file, relative to the spec directory.
    package var file: String
    let check: @Sendable (Located, SpecCase) -> SpecProblem?

    /// `(Input) throws -> Output`.
    package init<Input: SpecDecodable, Output: TestableOutput>(
        _ name: String, suite: String, file: String, _ body: @escaping @Sendable (Input) throws -> Output
    ) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .spec, specFiles: [file])
        self.file = file
        self.check = { input, spec in SpecCheck.run(input, spec, body) }
    }

    /// `(Input) throws -> Output?`: `nil` passes where `expected-output` is `null`.
    package init<Input: SpecDecodable, Output: TestableOutput>(
        _ name: String, suite: String, file: String, _ body: @escaping @Sendable (Input) throws -> Output?
    ) {
        self.init(name, suite: suite, file: file) { (input: Input) in OptionalOutput(value: try body(input)) }
    }

    /// `([String: Any]) throws -> Output`: each input object as plain Swift values.
    package init<Output: TestableOutput>(
        _ name: String, suite: String, file: String, _ body: @escaping @Sendable ([String: Any]) throws -> Output
    ) {
        self.init(name, suite: suite, file: file) { (input: PlainObjectInput) in try body(input.object) }
    }

    /// Runs every input of every case and reports all failures, each with its place in the file.
    /// The file is read from the first of `specDirectories` that holds it; `inputs` supplies the
    /// cases that `generate` their inputs.
    package func run(specDirectories: [URL], inputs source: (any SpecInputSource)? = nil) -> TestResult {
        let started = Date()
        let candidates = specDirectories.map { $0.appendingPathComponent(file) }
        let url = candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates.first
            ?? URL(fileURLWithPath: file)
        let document: SpecDocument
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            document = try SpecDocument.parse(text, file: file)
        } catch let problems as SpecDiagnostics {
            let first = problems.all[0]
            let more = problems.all.count > 1 ? " (and \(problems.all.count - 1) more problems)" : ""
            var detail = FailureDetail(message: "\(file) is not a valid spec, so none of its cases ran: \(first.message)\(more)",
                                       replayLines: problems.all.map(\.description), location: first.location)
            detail.diagnostics = problems.all
            detail.failingCases = problems.all.map(SpecCaseFailure.init)
            return result(.failed, started, 0, detail)
        } catch {
            return result(.failed, started, 0, FailureDetail(
                message: "cannot read the spec file \(file) in \(specDirectories.map(\.path).joined(separator: ", ")): \(error.localizedDescription); add it there, or list its directory in watch.specs in config.json"))
        }
        var tally = SpecTally(diagnostics: document.diagnostics)
        for spec in document.cases {
            for input in spec.inputs { tally.judge(input, spec, check(input, spec), file: file) }
            if let generation = spec.generate { runGenerated(spec, generation, source, into: &tally) }
        }
        var result = report(started, tally)
        result.cases = tally.outcomes.isEmpty ? nil : tally.outcomes
        return result
    }

    /// Passed, or failed with the file's diagnostics first, then each failing generated case
    /// (with its replay lines), then each failing input.
    private func report(_ started: Date, _ tally: SpecTally) -> TestResult {
        let diagnostics = tally.diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        guard let location = diagnostics.first?.location ?? tally.generated.first?.location ?? tally.failures.first?.location else {
            return result(.passed, started, tally.inputs, nil)
        }
        var parts: [String] = []
        if !diagnostics.isEmpty {
            parts.append("\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in \(file) (the other cases ran)")
        }
        parts += tally.generated.map(\.message)
        if !tally.failures.isEmpty { parts.append("\(tally.failures.count) of \(tally.inputs) spec inputs failed") }
        let shrunk = tally.generated.first
        var detail = FailureDetail(message: parts.joined(separator: "; "),
                                   replayLines: diagnostics.map(\.description) + tally.generated.flatMap(\.replayLines)
                                       + tally.failures.map(\.description),
                                   replay: shrunk?.replay, originalInput: shrunk?.originalInput,
                                   shrunkInput: shrunk?.shrunkInput, location: location)
        detail.diagnostics = diagnostics.isEmpty ? nil : diagnostics
        detail.failingCases = diagnostics.map(SpecCaseFailure.init) + tally.generated.flatMap { $0.failingCases ?? [] }
            + tally.failures
        return result(.failed, started, tally.inputs, detail)
    }

    private func result(_ status: TestStatus, _ started: Date, _ inputs: Int, _ failure: FailureDetail?) -> TestResult {
        TestResult(descriptor: descriptor, status: status, duration: Date().timeIntervalSince(started),
                   casesRun: inputs, failure: failure)
    }
}

import ViewTree
import TestReport
import Reports

/// A pass where everything that is neither pass nor plain failure happens at once: the build
/// failed (so these are the last good, stale results), a spec test failed on two cases, a
/// property crashed with a runtime message, frames and long output, one was interrupted.
enum TroubledRun {
    static let specCases = [
        SpecCaseFailure(location: SourceLocation(file: "IsValidPassword.testkit", line: 14, column: 7),
                        text: #""rejects short passwords": input "abc1!": expected false, got true"#),
        SpecCaseFailure(location: SourceLocation(file: "IsValidPassword.testkit", line: 22, column: 7),
                        text: #""needs a digit": input "password!": expected false, got true"#),
    ]

    static let spec = SampleRuns.result("ExampleSuite", "isValidPassword", .spec, .failed, 0.0042,
                                        failure: specFailure(specCases, of: 9))

    /// As a spec test sends its failing cases: as replay lines and as cases.
    static func specFailure(_ cases: [SpecCaseFailure], of inputs: Int) -> FailureDetail {
        var failure = FailureDetail(message: "\(cases.count) of \(inputs) spec inputs failed", replayLines: cases.map(\.description),
                                    location: cases.first?.location)
        failure.failingCases = cases
        return failure
    }

    static let crashCommand = ReplayCommandLine.make(test: TestDescriptor(suite: "ExampleSuite", name: "parseCrash", kind: .property),
                                                      token: "lw1:CQgH", environment: [LayoutWatchInvocation.variable: "layoutwatch"])

    /// 60 lines of stderr: long enough to start collapsed.
    static let longError = (1...60).map { "warning \($0): retrying with a smaller input <b>" }.joined(separator: "\n")

    static let crash = SampleRuns.result(
        "ExampleSuite", "parseCrash", .property, .crashed, 0.31,
        failure: FailureDetail(
            message: "crashed with SIGILL",
            replayLines: ["Crashed with SIGILL during case #4", "Replay token: lw1:CQgH", "Replay command: \(crashCommand)"],
            replay: ReplayInfo(seed1: nil, seed2: nil, size: nil, testsRun: 4, shrinks: 0, token: "lw1:CQgH", command: crashCommand),
            shrunkInput: "[0, -1]",
            crash: CrashReport(message: "Fatal error: Index out of range",
                               frames: ["#0 parse(_:) at Sources/CardSuite/Card.swift:41:17",
                                        "#1 closure #1 in main at Sources/CardSuite/main.swift:12:5"])),
        notes: ["signal 4 (SIGILL)"],
        output: CapturedOutput(standardOutput: "parsing [0, -1]\n", standardError: longError))

    static let roundTrip = SampleRuns.result(
        "ExampleSuite", "roundTrip", .property, .failed, 0.012,
        failure: FailureDetail(message: "the property returned false",
                               replayLines: ["Falsifiable (after 1 test, 1 shrink):", "[0]"], shrunkInput: "[0]"))

    static let buildFailure = BuildFailure(
        summary: "Sources/ExampleCards/Card.swift:12:20: error: cannot find 'titel' in scope",
        diagnostics: [
            .init(location: SourceLocation(file: "Sources/ExampleCards/Card.swift", line: 12, column: 20), severity: .error,
                  message: "cannot find 'titel' in scope", sourceLine: "        Text(model.titel, size: 17)"),
            .init(location: SourceLocation(file: "Sources/ExampleCards/Card.swift", line: 30, column: 9), severity: .warning,
                  message: "variable 'unused' was never used; consider replacing with '_' or removing it",
                  sourceLine: "    let unused = <script>1</script>"),
            .init(location: nil, severity: .note, message: "1 error generated"),
        ],
        log: "Building for debugging...\nerror: compile command failed due to signal 1\n")

    static let summary = RunSummary(results: [
        spec, crash, roundTrip,
        SampleRuns.result("ExampleSuite", "slowCard", .layout, .interrupted, 2.5),
        SampleRuns.result("ExampleSuite", "cardPasses", .layout, .passed, 0.0123),
    ], startedAt: 1_795_000_600, duration: 3.25, stale: true, buildFailure: buildFailure)

    /// Earlier runs for the streaks: `isValidPassword` failing since 1_795_000_000, last passed 100 s before.
    static let history = ReportHistory(
        runs: [],
        tests: ["ExampleSuite/isValidPassword": TestHistory(failingSince: 1_795_000_000, lastPassed: 1_794_999_900),
                "ExampleSuite/parseCrash": TestHistory(failingSince: 1_795_000_600, lastPassed: nil)])
}

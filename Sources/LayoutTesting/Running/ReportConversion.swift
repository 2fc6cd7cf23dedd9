import Foundation
import PropertyTesting
import TestReport
import ViewTree

extension PropertyReport {
    /// The result the reports show: replay lines first, the command that reruns the case, the
    /// shrunk input, and what `details` draws out of the evidence (violations, layout).
    package func testResult(_ descriptor: TestDescriptor, duration: Double,
                            details: (Evidence) -> (message: String, violations: [Violation], layout: LaidOutNode?)) -> TestResult {
        let statistics = self.statistics.testStatistics
        var notes = healthWarnings
        notes += self.statistics.summaryLines
        guard status != .passed else {
            return TestResult(descriptor: descriptor, status: .passed, duration: duration, casesRun: testsRun,
                              statistics: statistics, notes: notes)
        }
        let failing = shrunk ?? original
        var message = message ?? "falsified"
        var violations: [Violation] = []
        var layout: LaidOutNode?
        switch failing?.cause {
        case let .evidence(evidence)?:
            (message, violations, layout) = details(evidence)
        case let .thrown(error)?:
            message = "threw \(error)"
        case nil:
            break
        }
        let replay = ReplayTarget(token: choiceToken, seed: seed).map { _ in
            ReplayInfo(seed1: seed?.seed1, seed2: seed?.seed2, size: seed?.size, testsRun: testsRun, shrinks: shrinks, token: choiceToken,
                       command: ReplayCommandLine.make(test: descriptor, token: choiceToken, seed: seed))
        }
        let detail = FailureDetail(message: message, replayLines: failureLines(replayCommand: replay?.command), replay: replay,
                                   originalInput: original?.description, shrunkInput: shrunk?.description,
                                   violations: violations, layout: layout)
        return TestResult(descriptor: descriptor, status: flaky ? .flaky : .failed, duration: duration,
                          casesRun: testsRun, failure: detail, statistics: statistics, notes: notes)
    }
}

extension Statistics {
    /// Label, class and collected counts and cover verdicts as the reports show them.
    var testStatistics: [Statistic] {
        let total = max(casesCounted, 1)
        var rows: [Statistic] = []
        for (group, counts) in [("label", labels), ("classify", classes), ("collect", collected)] {
            rows += counts.sorted { $0.key < $1.key }.map { Statistic(group: group, label: $0.key, count: $0.value, total: total) }
        }
        rows += coverage.map {
            Statistic(group: "cover", label: $0.label, count: $0.hits, total: $0.total, required: $0.required,
                      satisfied: $0.status != .insufficient)
        }
        return rows
    }
}

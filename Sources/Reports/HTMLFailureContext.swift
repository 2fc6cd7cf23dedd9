import ViewTree
import TestReport
import SVGRender

/// The values `failure.mustache` renders for one failing test: message, failing spec cases,
/// replay lines and command, crash, violations, the SVG of the failing layout, inputs, output,
/// notes, distributions, and since when it has been failing.
struct HTMLFailureContext: HTMLViewModel {
    var id: String
    var status: String
    var label: String
    var kind: String
    var time: String
    var casesRun: String
    var message: String
    var stale: Bool
    var buildFailed: Bool
    var flaky: Bool
    var infrastructure: Bool
    var notes: [String]
    var hasNotes: Bool
    var indexHref = "../\(ReportFileNames.index)"
    var buildErrorHref = "../\(ReportFileNames.buildError)"
    var cssHref = "../report.css"
    var svgHref: String
    var output: [HTMLOutputContext.Stream]
    var hasOutput: Bool
    var cases: [Case]?
    var casesCount: String?
    // From the failure, when there is one.
    var replayLines: String?
    var replayTitle: String?
    var originalInput: String?
    var shrunkInput: String?
    var location: String?
    var violations: [Violation]?
    var hasViolations: Bool?
    var hasClusters: Bool?
    var clusters: [Cluster]?
    var clustersSummary: String?
    var crash: HTMLOutputContext.Crash?
    var replay: Replay?
    var streak: HTMLHistoryContext.Streak?
    /// The failing layout with its violations, when the worker sent a laid-out tree.
    var svg: String?
    var referenceSVG: String?
    /// A page test's screenshot (its file beside the page), shown beside the SVG.
    var screenshotHref: String?
    var steps: [Step]?
    var stepsCount: String?
    var statistics: HTMLStatistics?

    init(result: TestResult, summary: RunSummary, history: ReportHistory = ReportHistory()) {
        let failure = result.failure
        id = result.id
        status = result.status.rawValue
        label = ReportFormatting.statusLabel(result.status)
        kind = result.kind.rawValue
        time = ReportFormatting.humanDuration(result.duration)
        casesRun = ReportFormatting.count(result.casesRun, "case") + " run"
        message = failure?.message ?? ReportFormatting.outcomeSummary(result.status)
        stale = summary.stale || summary.buildFailure != nil
        buildFailed = summary.buildFailure != nil
        flaky = result.status == .flaky
        infrastructure = [.crashed, .timedOut, .protocolError].contains(result.status)
        notes = result.notes
        hasNotes = !result.notes.isEmpty
        svgHref = String(ReportFileNames.failureSVG(for: result.id).dropFirst(ReportFileNames.failureDirectory.count + 1))
        output = HTMLOutputContext.streams(result.output)
        hasOutput = !output.isEmpty
        let cases = FailingSpecCase.cases(of: result)
        if !cases.isEmpty {
            self.cases = cases.map { Case(location: $0.location, text: $0.text) }
            casesCount = ReportFormatting.count(cases.count, "input")
        }
        if let failure {
            let replayLines = cases.isEmpty ? failure.replayLines : FailingSpecCase.otherLines(of: result)
            if !replayLines.isEmpty { self.replayLines = replayLines.joined(separator: "\n") }
            // A unit test's lines are the places of its issues with their source lines.
            replayTitle = result.kind == .unit ? "Source" : "Replay"
            originalInput = failure.originalInput
            shrunkInput = failure.shrunkInput
            location = failure.location?.description
            violations = failure.violations.enumerated().map(Violation.init)
            hasViolations = !failure.violations.isEmpty
            if let clusters = failure.clusters, !clusters.isEmpty {
                hasClusters = true
                self.clusters = clusters.map(Cluster.init)
                clustersSummary = ReportFormatting.count(clusters.count, "distinct failure")
            }
            crash = HTMLOutputContext.crash(failure.crash)
        }
        replay = failure?.replay.map(Replay.init)
        streak = HTMLHistoryContext.streak(of: result.id, in: history, currentRun: summary.startedAt)
        svg = failure?.layout.map {
            SVGRenderer.render($0, violations: failure?.violations ?? [], title: result.id)
        }
        if failure?.screenshot != nil {
            screenshotHref = String(ReportFileNames.failureScreenshot(for: result.id)
                .dropFirst(ReportFileNames.failureDirectory.count + 1))
        }
        if let reference = failure?.reference {
            referenceSVG = SVGRenderer.render(reference, violations: Self.recorded(failure?.violations ?? [], in: reference),
                                              title: "\(result.id) (recorded)", idPrefix: "lw-recorded")
        }
        if let steps = failure?.steps, !steps.isEmpty {
            self.steps = steps.enumerated().map { Step($1, at: $0, of: result.id) }
            stepsCount = ReportFormatting.count(steps.count - 1, "action")
        }
        if !result.statistics.isEmpty { statistics = HTMLStatistics(result) }
    }

    /// A snapshot's changes placed on the recorded layout: each node outlined at its recorded
    /// frame (a node that is new is left out).
    static func recorded(_ violations: [TestReport.Violation], in reference: LaidOutNode) -> [TestReport.Violation] {
        var frames: [NodePath: Rect] = [:]
        reference.forEachNode { _, path, frame in frames[path] = frame }
        return violations.compactMap { violation in
            let nodes = violation.nodes.compactMap { node in frames[node.path].map { NodeReference(path: node.path, id: node.id, frame: $0) } }
            guard !nodes.isEmpty else { return nil }
            return TestReport.Violation(rule: violation.rule, message: violation.message, nodes: nodes, severity: violation.severity)
        }
    }
}

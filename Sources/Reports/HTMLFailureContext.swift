import ViewTree
import TestReport
import SVGRender

/// The values `failure.mustache` renders for one failing test: message, failing spec cases,
/// replay lines and command, crash, violations, the SVG of the failing layout, inputs, output,
/// notes, distributions, and since when it has been failing.
struct HTMLFailureContext {
    /// The failing layout with its violations, when the worker sent a laid-out tree.
    let svg: String?
    let context: [String: Any]

    init(result: TestResult, summary: RunSummary, history: ReportHistory = ReportHistory()) {
        let failure = result.failure
        let svg = failure?.layout.map {
            SVGRenderer.render($0, violations: failure?.violations ?? [], title: result.id)
        }
        self.svg = svg
        var context: [String: Any] = [
            "id": result.id,
            "status": result.status.rawValue,
            "label": ReportFormatting.statusLabel(result.status),
            "kind": result.kind.rawValue,
            "time": ReportFormatting.humanDuration(result.duration),
            "casesRun": ReportFormatting.count(result.casesRun, "case") + " run",
            "message": failure?.message ?? ReportFormatting.outcomeSummary(result.status),
            "stale": summary.stale || summary.buildFailure != nil,
            "buildFailed": summary.buildFailure != nil,
            "flaky": result.status == .flaky,
            "infrastructure": [.crashed, .timedOut, .protocolError].contains(result.status),
            "notes": result.notes,
            "hasNotes": !result.notes.isEmpty,
            "indexHref": "../\(ReportFileNames.index)",
            "buildErrorHref": "../\(ReportFileNames.buildError)",
            "cssHref": "../report.css",
            "svgHref": String(ReportFileNames.failureSVG(for: result.id).dropFirst(ReportFileNames.failureDirectory.count + 1)),
        ]
        let output = HTMLOutputContext.streams(result.output)
        context["output"] = output
        context["hasOutput"] = !output.isEmpty
        let cases = FailingSpecCase.cases(of: result)
        if !cases.isEmpty {
            context["cases"] = cases.map { ["location": $0.location, "text": $0.text] }
            context["casesCount"] = ReportFormatting.count(cases.count, "input")
        }
        if let failure {
            let replayLines = failure.replayLines.filter { FailingSpecCase.parse($0) == nil || cases.isEmpty }
            if !replayLines.isEmpty { context["replayLines"] = replayLines.joined(separator: "\n") }
            if let original = failure.originalInput { context["originalInput"] = original }
            if let shrunk = failure.shrunkInput { context["shrunkInput"] = shrunk }
            if let location = failure.location { context["location"] = location.description }
            context["violations"] = failure.violations.enumerated().map(Self.violation)
            context["hasViolations"] = !failure.violations.isEmpty
            if let crash = HTMLOutputContext.crash(failure.crash) { context["crash"] = crash }
        }
        if let replay = failure?.replay {
            var values: [String: Any] = [
                "command": replay.command,
                "foundAfter": ReportFormatting.count(replay.testsRun, "test") + ", " + ReportFormatting.count(replay.shrinks, "shrink"),
            ]
            if let seed = replay.seedText { values["seed"] = seed }
            if let size = replay.size { values["size"] = size }
            if let token = replay.token { values["token"] = token }
            context["replay"] = values
        }
        if let streak = HTMLHistoryContext.streak(of: result.id, in: history, currentRun: summary.startedAt) {
            context["streak"] = streak
        }
        if let svg { context["svg"] = svg }
        if let steps = failure?.steps, !steps.isEmpty {
            context["steps"] = steps.map { Self.step($0, of: result.id) }
            context["stepsCount"] = ReportFormatting.count(steps.count - 1, "action")
        }
        if !result.statistics.isEmpty { context["statistics"] = HTMLStatistics.context(result) }
        self.context = context
    }

    /// One step of a failing action sequence: its action, the screen after it (with the
    /// violations drawn only at the failing step), and why it failed.
    private static func step(_ step: FailureStep, of id: String) -> [String: Any] {
        let failing = step.failure != nil
        var values: [String: Any] = [
            "number": step.number,
            "action": step.action,
            "failing": failing,
            "svg": SVGRenderer.render(step.layout, violations: failing ? step.violations : [],
                                      title: "\(id) step \(step.number): \(step.action)"),
            "violations": failing ? step.violations.map(\.message) : [],
        ]
        if let failure = step.failure { values["failure"] = failure }
        return values
    }

    private static func violation(_ index: Int, _ violation: Violation) -> [String: Any] {
        [
            "number": index + 1,
            "rule": violation.rule,
            "message": violation.message,
            "nodes": violation.nodes.map { node in
                let frame = node.frame
                return [
                    "name": node.name,
                    "frame": "x \(formatNumber(frame.x)), y \(formatNumber(frame.y)), "
                        + "\(formatNumber(frame.width))×\(formatNumber(frame.height))",
                ]
            },
        ]
    }
}

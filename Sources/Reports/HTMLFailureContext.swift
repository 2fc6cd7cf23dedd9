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
            let replayLines = cases.isEmpty ? failure.replayLines : FailingSpecCase.otherLines(of: result)
            if !replayLines.isEmpty { context["replayLines"] = replayLines.joined(separator: "\n") }
            // A unit test's lines are the places of its issues with their source lines.
            context["replayTitle"] = result.kind == .unit ? "Source" : "Replay"
            if let original = failure.originalInput { context["originalInput"] = original }
            if let shrunk = failure.shrunkInput { context["shrunkInput"] = shrunk }
            if let location = failure.location { context["location"] = location.description }
            context["violations"] = failure.violations.enumerated().map(Self.violation)
            context["hasViolations"] = !failure.violations.isEmpty
            if let clusters = failure.clusters, !clusters.isEmpty {
                context["hasClusters"] = true
                context["clusters"] = clusters.map(Self.cluster)
                context["clustersSummary"] = ReportFormatting.count(clusters.count, "distinct failure")
            }
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
        if let reference = failure?.reference {
            context["referenceSVG"] = SVGRenderer.render(reference, violations: Self.recorded(failure?.violations ?? [], in: reference),
                                                         title: "\(result.id) (recorded)", idPrefix: "lw-recorded")
        }
        if let steps = failure?.steps, !steps.isEmpty {
            context["steps"] = steps.enumerated().map { Self.step($1, at: $0, of: result.id) }
            context["stepsCount"] = ReportFormatting.count(steps.count - 1, "action")
        }
        if !result.statistics.isEmpty { context["statistics"] = HTMLStatistics.context(result) }
        self.context = context
    }

    /// A snapshot's changes placed on the recorded layout: each node outlined at its recorded
    /// frame (a node that is new is left out).
    static func recorded(_ violations: [Violation], in reference: LaidOutNode) -> [Violation] {
        var frames: [NodePath: Rect] = [:]
        reference.forEachNode { _, path, frame in frames[path] = frame }
        return violations.compactMap { violation in
            let nodes = violation.nodes.compactMap { node in frames[node.path].map { NodeReference(path: node.path, id: node.id, frame: $0) } }
            guard !nodes.isEmpty else { return nil }
            return Violation(rule: violation.rule, message: violation.message, nodes: nodes, severity: violation.severity)
        }
    }

    /// One row of "Across the cases": the same rule on the same nodes, how often, and its
    /// representative message (the shrunk case's when it has it).
    private static func cluster(_ cluster: ViolationCluster) -> [String: Any] {
        [
            "rule": cluster.rule,
            "paths": cluster.paths.map(\.description).joined(separator: ", "),
            "cases": ReportFormatting.count(cluster.cases, "case"),
            "message": cluster.representative.message,
            "where": cluster.inShrunkCase ? "in the shrunk case" : "only in other cases",
            "warning": cluster.representative.severity == .warning,
        ]
    }

    /// One step of a failing action sequence: its action, the screen after it (with the
    /// violations drawn only at the failing step, and ids of its own), and why it failed.
    private static func step(_ step: FailureStep, at index: Int, of id: String) -> [String: Any] {
        let failing = step.failure != nil
        var values: [String: Any] = [
            "number": step.number,
            "action": step.action,
            "failing": failing,
            "svg": SVGRenderer.render(step.layout, violations: failing ? step.violations : [],
                                      title: "\(id) step \(step.number): \(step.action)", idPrefix: "lw-step-\(index)"),
            "violations": failing ? step.violations.map(\.message) : [],
        ]
        if let failure = step.failure { values["failure"] = failure }
        return values
    }

    private static func violation(_ index: Int, _ violation: Violation) -> [String: Any] {
        [
            "number": index + 1,
            "warning": violation.severity == .warning,
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

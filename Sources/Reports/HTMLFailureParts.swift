import ViewTree
import TestReport
import SVGRender

/// The sections of a failure page that repeat: failing spec inputs, the replay, violations and
/// their nodes, clusters across the cases, and the steps of an action sequence.
extension HTMLFailureContext {
    /// A failing input of a spec test at its place in the spec file.
    struct Case: HTMLViewModel {
        var location: String
        var text: String
    }

    struct Replay: HTMLViewModel {
        var command: String
        var foundAfter: String
        var seed: String?
        var size: Int?
        var token: String?

        init(_ replay: ReplayInfo) {
            command = replay.command
            foundAfter = ReportFormatting.count(replay.testsRun, "test") + ", " + ReportFormatting.count(replay.shrinks, "shrink")
            seed = replay.seedText
            size = replay.size
            token = replay.token
        }
    }

    struct Violation: HTMLViewModel {
        struct Node: HTMLViewModel {
            var name: String
            var frame: String
        }

        var number: Int
        var warning: Bool
        var rule: String
        var message: String
        var nodes: [Node]

        init(_ index: Int, _ violation: TestReport.Violation) {
            number = index + 1
            warning = violation.severity == .warning
            rule = violation.rule
            message = violation.message
            nodes = violation.nodes.map { node in
                let frame = node.frame
                return Node(name: node.name, frame: "x \(formatNumber(frame.x)), y \(formatNumber(frame.y)), "
                                + "\(formatNumber(frame.width))×\(formatNumber(frame.height))")
            }
        }
    }

    /// One row of "Across the cases": the same rule on the same nodes, how often, and its
    /// representative message (the shrunk case's when it has it).
    struct Cluster: HTMLViewModel {
        var rule: String
        var paths: String
        var cases: String
        var message: String
        var `where`: String
        var warning: Bool

        init(_ cluster: ViolationCluster) {
            rule = cluster.rule
            paths = cluster.paths.map(\.description).joined(separator: ", ")
            cases = ReportFormatting.count(cluster.cases, "case")
            message = cluster.representative.message
            `where` = cluster.inShrunkCase ? "in the shrunk case" : "only in other cases"
            warning = cluster.representative.severity == .warning
        }
    }

    /// One step of a failing action sequence: its action, the screen after it (with the
    /// violations drawn only at the failing step, and ids of its own), and why it failed.
    struct Step: HTMLViewModel {
        var number: Int
        var action: String
        var failing: Bool
        var svg: String
        var violations: [String]
        var failure: String?

        init(_ step: FailureStep, at index: Int, of id: String) {
            number = step.number
            action = step.action
            failing = step.failure != nil
            svg = SVGRenderer.render(step.layout, violations: failing ? step.violations : [],
                                     title: "\(id) step \(step.number): \(step.action)", idPrefix: "lw-step-\(index)")
            violations = failing ? step.violations.map(\.message) : []
            failure = step.failure
        }
    }
}

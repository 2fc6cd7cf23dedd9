import FlexLayout
import Foundation
import HierarchyImport
import LayoutChecks
import TestReport
import ViewTree

/// Reads one file into a laid-out tree and runs the `v1` checks on it: a view tree in JSON, an
/// Android `uiautomator dump` or an iOS XCUITest page source, told apart by content
/// (`ScreenFormat.sniff`, then the root element), with a capture's platform's touch target.
struct TreeChecker {
    let measurer: any TextMeasurer
    let available: AvailableSize
    let rtl: Bool
    let scale: Double

    func check(_ file: String) throws -> CheckReport {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw CommandError("\(file): cannot read the file (\(error.localizedDescription)); check the path")
        }
        switch try ScreenFormat.sniff(data, file: file) {
        case .xml:
            let screen = try ScreenCapture.read(data, file: file)
            return CheckReport(file: file, violations: LayoutChecks.run(LayoutChecks.v1(for: screen.platform), on: screen.root))
        case .json:
            return CheckReport(file: file, violations: LayoutChecks.run(LayoutChecks.v1, on: try tree(data, file: file)))
        }
    }

    private func tree(_ data: Data, file: String) throws -> LaidOutNode {
        let json: JSONValue
        do { json = try JSONParser.parseValue(Array(data), file: file) } catch {
            throw CommandError("\(error.location): \(error.message); fix the JSON there")
        }
        var document = try ViewTreeJSON.decodeDocument(json, file: file)
        if PreLaidTree.isPreLaid(json) {
            return try PreLaidTree.build(json, root: document.root, file: file, rtl: rtl, measurer: measurer)
        }
        document.root = document.root.scalingText(by: scale)
        let engine = FlexLayoutEngine(measurer: measurer, scrollbarWidth: document.scrollbarWidth)
        return engine.layout(document.root, available: available, direction: rtl ? .rtl : .ltr).root
    }
}

/// The violations found in one file, printed for people or as JSON.
struct CheckReport {
    var file: String
    var violations: [Violation]

    static func text(_ reports: [CheckReport]) -> String {
        var lines: [String] = []
        for report in reports {
            let errors = report.violations.filter { $0.severity == .error }.count
            let warnings = report.violations.count - errors
            lines.append("\(report.file): " + (report.violations.isEmpty ? "no violations"
                : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"))
            for violation in report.violations {
                lines.append("  \(violation.severity.rawValue): [\(violation.rule)] \(violation.message)")
            }
        }
        return lines.map { VisibleText.terminal($0) }.joined(separator: "\n") + "\n"
    }

    static func json(_ reports: [CheckReport]) -> String {
        JSONValue.array(reports.map { report in
            .object([("file", .string(report.file)), ("violations", .array(report.violations.map { violation in
                .object([("rule", .string(violation.rule)), ("severity", .string(violation.severity.rawValue)),
                         ("message", .string(violation.message)),
                         ("nodes", .array(violation.nodes.map { node in
                             .object([("path", .string(node.path.description)), ("id", node.id.map(JSONValue.string) ?? .null),
                                      ("frame", .object([("x", .number(node.frame.x)), ("y", .number(node.frame.y)),
                                                         ("width", .number(node.frame.width)),
                                                         ("height", .number(node.frame.height))]))])
                         }))])
            }))])
        }).serialized(indent: 1) + "\n"
    }
}

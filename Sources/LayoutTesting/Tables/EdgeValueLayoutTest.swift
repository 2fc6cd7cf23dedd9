import FlexLayout
import Foundation
import LayoutChecks
import PropertyTesting
import TestReport
import ViewTree

/// LayoutTest-iOS's `runLayoutTests` over a data spec: the view is built from every row of a
/// combination of edge-value tables, laid out and checked. Every failing row is reported (no
/// shrinking: the rows are the cases), with the layout of the first one.
public struct EdgeValueLayoutTest: Sendable {
    public var descriptor: TestDescriptor
    public var size: Size
    public var columns: [TableColumn]
    public var mode: CombinationMode
    public var limit: Int
    public var checks: [any LayoutCheck]
    public var view: @Sendable (DataRow) -> any ViewConvertible

    public init(_ name: String, suite: String, in size: Size, columns: [TableColumn], mode: CombinationMode = .pairwise,
                limit: Int = 10_000, checks: [any LayoutCheck] = LayoutChecks.basic,
                view: @escaping @Sendable (DataRow) -> any ViewConvertible) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .layout)
        self.size = size
        self.columns = columns
        self.mode = mode
        self.limit = limit
        self.checks = checks
        self.view = view
    }

    public func run(measurer: any TextMeasurer) -> TestResult {
        let started = Date()
        let rows: [DataRow]
        do { rows = try Combinations.dataRows(columns, mode: mode, limit: limit).map(DataRow.init) } catch {
            return TestResult(descriptor: descriptor, status: .failed, duration: 0, failure: FailureDetail(message: "\(error)"))
        }
        let engine = FlexLayoutEngine(measurer: measurer)
        var failing: [(index: Int, row: DataRow, layout: LaidOutNode, violations: [Violation])] = []
        for (index, row) in rows.enumerated() {
            let laidOut = engine.layout(view(row).node, available: AvailableSize(width: size.width, height: size.height)).root
            let violations = LayoutChecks.run(checks, on: laidOut)
            if violations.contains(where: { $0.severity == .error }) { failing.append((index, row, laidOut, violations)) }
        }
        let duration = Date().timeIntervalSince(started)
        guard let first = failing.first else {
            return TestResult(descriptor: descriptor, status: .passed, duration: duration, casesRun: rows.count)
        }
        let lines = ["\(failing.count) of \(rows.count) \(mode.rawValue) rows fail:"]
            + failing.map { "row \($0.index + 1): \($0.row) — \($0.violations.count) violation\($0.violations.count == 1 ? "" : "s")" }
        let detail = FailureDetail(message: "row \(first.index + 1) of \(rows.count): \(first.violations.count) layout violation\(first.violations.count == 1 ? "" : "s")",
                                   replayLines: lines, originalInput: first.row.description,
                                   violations: first.violations, layout: first.layout)
        return TestResult(descriptor: descriptor, status: .failed, duration: duration, casesRun: rows.count, failure: detail)
    }
}

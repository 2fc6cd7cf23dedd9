import FlexLayout
import Foundation
import LayoutChecks
import PropertyTesting
import TestReport
import ViewTree

/// LayoutTest-iOS's `runLayoutTests` over a data spec: the view is built from every row of a
/// combination of edge-value tables at each of its sizes, laid out, checked, and handed to the
/// test's validation closure. Every failing row is reported (no shrinking: the rows are the
/// cases), with the layout of the first one.
package struct EdgeValueLayoutTest: Sendable {
    package var descriptor: TestDescriptor
    /// LayoutTest-iOS's `sizesForView`: every row is laid out at these sizes.
    package var sizes: [Size]
    package var columns: [TableColumn]
    package var mode: CombinationMode
    /// How rows meet sizes: `.exhaustive` lays every row out at every size; `.pairwise` (or
    /// `.oneFactorAtATime`) makes the size one more factor of the combination.
    package var sizeCoverage: CombinationMode
    package var limit: Int
    package var checks: [any LayoutCheck]
    package var view: @Sendable (DataRow, Size) -> any ViewConvertible
    /// LayoutTest-iOS's validation closure: runs on each laid-out row after the checks; a thrown
    /// error (`TableCase.expect`, or any) fails the row with its description.
    package var validation: (@Sendable (LaidOutNode, DataRow, TableCase) throws -> Void)?

    package init(_ name: String, suite: String, in size: Size, columns: [TableColumn], mode: CombinationMode = .pairwise,
                limit: Int = 10_000, checks: [any LayoutCheck] = LayoutChecks.basic,
                view: @escaping @Sendable (DataRow) -> any ViewConvertible) {
        self.init(name, suite: suite, sizes: [size], columns: columns, mode: mode, limit: limit, checks: checks) { row, _ in view(row) }
    }

    package init(_ name: String, suite: String, sizes: [Size], sizeCoverage: CombinationMode = .exhaustive,
                columns: [TableColumn], mode: CombinationMode = .pairwise, limit: Int = 10_000,
                checks: [any LayoutCheck] = LayoutChecks.basic,
                validation: (@Sendable (LaidOutNode, DataRow, TableCase) throws -> Void)? = nil,
                view: @escaping @Sendable (DataRow, Size) -> any ViewConvertible) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .layout)
        self.sizes = sizes.isEmpty ? [Size(width: 320, height: 150)] : sizes
        self.sizeCoverage = sizeCoverage
        self.columns = columns
        self.mode = mode
        self.limit = limit
        self.checks = checks
        self.validation = validation
        self.view = view
    }

    /// The cases in order: each row with the size it is laid out at.
    package func cases() throws(CombinationError) -> [TableCase] {
        if sizeCoverage == .exhaustive || sizes.count == 1 {
            let rows = try Combinations.dataRows(columns, mode: mode, limit: limit)
            return try Combinations.indexRows(sizes: [rows.count, sizes.count], mode: .exhaustive, limit: limit).map { pair in
                TableCase(row: pair[0] + 1, size: sizes[pair[1]], data: DataRow(rows[pair[0]]))
            }
        }
        let sizeColumn = TableColumn(TableCase.sizeKey, ValueTable("sizes", sizes))
        return try Combinations.dataRows(columns + [sizeColumn], mode: sizeCoverage, limit: limit).enumerated().map { index, row in
            var data = row
            let size = data.removeValue(forKey: TableCase.sizeKey) as? Size ?? sizes[0]
            return TableCase(row: index + 1, size: size, data: DataRow(data))
        }
    }

    package func run(measurer: any TextMeasurer) -> TestResult {
        let started = Date()
        let all: [TableCase]
        do { all = try cases() } catch {
            return TestResult(descriptor: descriptor, status: .failed, duration: 0, failure: FailureDetail(message: "\(error)"))
        }
        let engine = FlexLayoutEngine(measurer: measurer)
        var failing: [(case: TableCase, layout: LaidOutNode, violations: [Violation], problem: String?)] = []
        for item in all {
            let laidOut = engine.layout(view(item.data, item.size).node,
                                        available: AvailableSize(width: item.size.width, height: item.size.height)).root
            let violations = LayoutChecks.run(checks, on: laidOut)
            var problem: String?
            do { try validation?(laidOut, item.data, item) } catch { problem = "\(error)" }
            if problem != nil || violations.contains(where: { $0.severity == .error }) {
                failing.append((item, laidOut, violations, problem))
            }
        }
        let duration = Date().timeIntervalSince(started)
        guard let first = failing.first else {
            return TestResult(descriptor: descriptor, status: .passed, duration: duration, casesRun: all.count)
        }
        func what(_ violations: [Violation], _ problem: String?) -> String {
            let errors = violations.filter { $0.severity == .error }.count
            let counted = errors == 0 ? nil : "\(errors) layout violation\(errors == 1 ? "" : "s")"
            return [counted, problem.map { "validation: \($0)" }].compactMap { $0 }.joined(separator: "; ")
        }
        let lines = ["\(failing.count) of \(all.count) \(mode.rawValue) rows fail:"]
            + failing.map { "\($0.case.label(sizes: sizes)): \($0.case.data) — \(what($0.violations, $0.problem))" }
        let detail = FailureDetail(message: "\(first.case.label(sizes: sizes)) of \(all.count): \(what(first.violations, first.problem))",
                                   replayLines: lines, originalInput: first.case.data.description,
                                   violations: first.violations, layout: first.layout)
        return TestResult(descriptor: descriptor, status: .failed, duration: duration, casesRun: all.count, failure: detail)
    }
}

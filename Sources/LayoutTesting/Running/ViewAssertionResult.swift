import FlexLayout
import LayoutChecks
import TestReport
import TextShaping
import ViewTree

/// ADLayoutTest's `ViewAssertionResult`: what a layout test's closure decides about one case
/// when it runs its own assertions. The laid-out view, when given, is drawn in the report.
///
/// ```swift
/// runLayoutTests(named: "ExampleView") { (viewModel: ExampleViewModel) -> ViewAssertionResult in
///     let view = ExampleView.error(viewModel).laidOut()
///     do { try view.runBasicRecursiveTests() } catch { return .failure(view, error) }
///     return .success(view)
/// }
/// ```
///
/// A `LayoutViolations` error fails with its violations, drawn on the view; any other error
/// fails with its description as the case's message.
public enum ViewAssertionResult {
    /// The case passes; the view, when given, is drawn in the report.
    case success(LaidOutNode?)
    /// The case fails with the error (a ``LayoutViolations`` marks its violations on the view); the
    /// view, when given, is drawn.
    case failure(LaidOutNode?, any Error)

    /// A passing case with no view to draw.
    public static var success: ViewAssertionResult { .success(nil) }
}

/// The violations a layout assertion found, thrown by `runBasicRecursiveTests()` and
/// `assertLayout(_:)`; its description lists them.
public struct LayoutViolations: Error, Sendable, CustomStringConvertible {
    /// What the checks found, errors and warnings, in tree order.
    public var violations: [Violation]
    /// The error of these violations, for a closure's own checks.
    public init(_ violations: [Violation]) { self.violations = violations }
    /// Each violation's message, one per line.
    public var description: String { violations.map(\.message).joined(separator: "\n") }
}

/// ADLayoutTest's assertions on a laid-out view.
extension LaidOutNode {
    /// ADLayoutTest's `ad_runBasicRecursiveTests()`: sibling overlap and out-of-bounds anywhere
    /// in the tree; throws their violations.
    public func runBasicRecursiveTests() throws(LayoutViolations) { try assertLayout(LayoutChecks.basic) }

    /// Runs `checks` on this tree and throws their errors (warnings pass).
    public func assertLayout(_ checks: [any LayoutCheck]) throws(LayoutViolations) {
        let violations = LayoutChecks.run(checks, on: self)
        if violations.contains(where: { $0.severity == .error }) { throw LayoutViolations(violations) }
    }
}

extension ViewConvertible {
    /// Lays this view out as the running layout test does: in its case's size, text scale and
    /// direction, with its text measurer; outside a test, in `size` (320×150 when `nil`) with
    /// the default font (or fixed advances when that font cannot be loaded).
    public func laidOut(in size: Size? = nil) -> LaidOutNode {
        let scope = LayoutScope.current
        let cell = scope?.cell ?? LayoutVariant(size: size ?? Size(width: 320, height: 150), scale: 1, direction: .ltr)
        let measurer: any TextMeasurer = scope?.measurer ?? ((try? HarfBuzzMeasurer()).map { $0 } ?? FixedAdvanceMeasurer())
        let available = size ?? cell.size
        return FlexLayoutEngine(measurer: measurer)
            .layout(node.scalingText(by: cell.scale), available: AvailableSize(width: available.width, height: available.height),
                    direction: cell.direction).root
    }
}

/// The case a layout test is evaluating, for `laidOut(in:)` inside its closure.
struct LayoutScope: Sendable {
    var measurer: any TextMeasurer
    var cell: LayoutVariant
    @TaskLocal static var current: LayoutScope?
}

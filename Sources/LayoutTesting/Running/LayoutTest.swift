import FlexLayout
import Foundation
import LayoutChecks
import PropertyTesting
import TestReport
import ViewTree

/// What a failing layout case leaves behind: its laid-out tree and every violation.
package struct LayoutEvidence: Sendable {
    package var layout: LaidOutNode
    /// Every violation of the case, warnings included.
    package var violations: [Violation]
    /// Why the test's own assertion failed the case (a `ViewAssertionResult.failure`'s error).
    package var assertionFailure: String?
    /// A case fails on an error or its own assertion; warnings alone pass (and are reported
    /// only beside a failure).
    package var fails: Bool { assertionFailure != nil || violations.contains { $0.severity == .error } }
    /// A failing case's message: `2 layout violations (overlap, truncation)`, or the assertion's.
    package var summary: String {
        if let assertionFailure { return assertionFailure }
        let rules = Set(violations.map(\.rule)).sorted().joined(separator: ", ")
        return "\(violations.count) layout violation\(violations.count == 1 ? "" : "s") (\(rules))"
    }

    package init(layout: LaidOutNode, violations: [Violation], assertionFailure: String? = nil) {
        self.layout = layout
        self.violations = violations
        self.assertionFailure = assertionFailure
    }

    /// What a `ViewAssertionResult` says: a `LayoutViolations` error fails with its violations,
    /// any other with its description.
    init(_ result: ViewAssertionResult) {
        switch result {
        case let .success(node):
            self.init(layout: node ?? LaidOutNode(frame: .zero), violations: [])
        case let .failure(node, error as LayoutViolations):
            self.init(layout: node ?? LaidOutNode(frame: .zero), violations: error.violations)
        case let .failure(node, error):
            self.init(layout: node ?? LaidOutNode(frame: .zero), violations: [], assertionFailure: "\(error)")
        }
    }
}

/// ADLayoutTest's `runLayoutTests` as a value: random models, a view built from each, laid out
/// in `size` with real text measurement, checked; a failure shrinks to a minimal model.
package struct LayoutTest<Model: Sendable>: Sendable {
    /// The checks of a layout test that names none: `LayoutChecks.basic` (sibling overlap and
    /// out-of-bounds), as before the versioned presets, so no existing test fails on upgrade.
    /// Opt into every check with `checks: LayoutChecks.v1`.
    package static var defaultChecks: [any LayoutCheck] { LayoutChecks.basic }

    package var descriptor: TestDescriptor
    package var size: Size
    package var generator: Gen<Model>
    /// The test's own strategy and count; `nil` takes the run's (see `RunOptions`).
    package var randomStrategy: RandomStrategy?
    package var maxTestsCount: Int?
    package var checks: [any LayoutCheck]
    /// Sizes, text scales and directions to draw each case's cell from; `nil`: `size`, text
    /// scale 1, left to right.
    package var matrix: SizeMatrix?
    package var view: @Sendable (Model) -> any ViewConvertible
    /// ADLayoutTest's form: the closure lays the view out and judges the case itself; when set,
    /// it replaces `view` and `checks`.
    package var assertion: (@Sendable (Model) -> ViewAssertionResult)?

    package init(_ name: String, suite: String, in size: Size, generator: Gen<Model>,
                randomStrategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
                checks: [any LayoutCheck] = LayoutChecks.basic, matrix: SizeMatrix? = nil,
                view: @escaping @Sendable (Model) -> any ViewConvertible) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .layout)
        self.size = size
        self.generator = generator
        self.randomStrategy = randomStrategy
        self.maxTestsCount = maxTestsCount
        self.checks = checks
        self.matrix = matrix
        self.view = view
    }

    /// The cell a test without a matrix lays out in.
    var plainVariant: LayoutVariant { LayoutVariant(size: size, scale: 1, direction: .ltr) }

    /// A test whose closure judges each case (`ViewAssertionResult`); `laidOut()` inside it
    /// lays the view out in the case's cell.
    package init(_ name: String, suite: String, in size: Size, generator: Gen<Model>,
                randomStrategy: RandomStrategy? = nil, maxTestsCount: Int? = nil, matrix: SizeMatrix? = nil,
                assertion: @escaping @Sendable (Model) -> ViewAssertionResult) {
        self.init(name, suite: suite, in: size, generator: generator, randomStrategy: randomStrategy,
                  maxTestsCount: maxTestsCount, checks: [], matrix: matrix) { _ in ViewNode() }
        self.assertion = assertion
    }

    /// Lays out the view for one model in one matrix cell and runs the checks on it.
    package func evaluate(_ model: Model, in variant: LayoutVariant? = nil, measurer: any TextMeasurer) -> LayoutEvidence {
        let cell = variant ?? plainVariant
        if let assertion {
            return LayoutEvidence(LayoutScope.$current.withValue(LayoutScope(measurer: measurer, cell: cell)) { assertion(model) })
        }
        let engine = FlexLayoutEngine(measurer: measurer)
        let result = engine.layout(view(model).node.scalingText(by: cell.scale),
                                   available: AvailableSize(width: cell.size.width, height: cell.size.height),
                                   direction: cell.direction)
        return LayoutEvidence(layout: result.root, violations: LayoutChecks.run(checks, on: result.root))
    }

    package func run(options: RunOptions = RunOptions(), measurer: any TextMeasurer) -> TestResult {
        guard let matrix else {
            return run(generator, options: options, measurer: measurer) { ($0, nil) }
        }
        let cases = Gen<LayoutCase<Model>>.compose { [generator] c in
            LayoutCase(model: c.generate(using: generator), variant: c.generate(using: matrix.variants))
        }
        return run(cases, options: options, measurer: measurer) { ($0.model, $0.variant) }
    }

    /// Runs the property over `inputs`, each split into a model and the cell it is laid out in.
    private func run<Input>(_ inputs: Gen<Input>, options: RunOptions, measurer: any TextMeasurer,
                            split: @escaping (Input) -> (Model, LayoutVariant?)) -> TestResult {
        let started = Date()
        let config = options.config(testID: descriptor.id, strategy: randomStrategy, maxTestsCount: maxTestsCount)
        var clustering = ViolationClustering()
        let report = checkProperty(config: config, generator: inputs) { input, _ -> Verdict<LayoutEvidence> in
            let (model, variant) = split(input)
            let evidence = evaluate(model, in: variant, measurer: measurer)
            guard evidence.fails else { return .pass }
            clustering.add(evidence.violations)
            return .fail(evidence)
        }
        var result = report.testResult(descriptor, duration: Date().timeIntervalSince(started)) { evidence in
            (evidence.summary, evidence.violations, evidence.layout)
        }
        if let shrunk = result.failure?.violations {
            result.failure?.clusters = clustering.clusters(shrunk: shrunk)
        }
        return result
    }
}

/// ADLayoutTest's entry point for XCTest or Swift Testing: runs the test in-process and returns
/// its result; `result.failure?.text` holds the replay lines and violations.
public func runLayoutTests<Model: Arbitrary & Sendable>(
    named name: String, in size: Size = Size(width: 320, height: 150), randomStrategy: RandomStrategy? = nil,
    maxTestsCount: Int? = nil, checks: [any LayoutCheck] = LayoutChecks.basic, measurer: any TextMeasurer,
    _ view: @escaping @Sendable (Model) -> any ViewConvertible
) -> TestResult {
    LayoutTest(name, suite: "LayoutTests", in: size, generator: Model.arbitrary, randomStrategy: randomStrategy,
               maxTestsCount: maxTestsCount, checks: checks, view: view).run(measurer: measurer)
}

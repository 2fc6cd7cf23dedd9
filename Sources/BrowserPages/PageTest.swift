import Foundation
import LayoutTesting
import PropertyTesting
import Synchronization
import TestReport
import ViewTree

/// A layout test whose view is a page template filled with generated content: each case
/// fills the slots from the model, renders the page in the browser in the case's cell of the
/// size matrix, reads it and checks it. It runs as a `LayoutTest` (its assertion form), so a
/// failure shrinks to a minimal content and cell and replays from its token like any other;
/// the failure then carries a screenshot of the shrunk case with its violations outlined.
public struct PageTest<Model: Sendable>: Sendable {
    /// The layout test it runs as (its descriptor, count and matrix).
    package var layoutTest: LayoutTest<Model>
    /// The page each case fills.
    public let template: PageTemplate
    let render: @Sendable (Model, LayoutVariant, Bool) throws -> PageRendering
    private let lastFailure: LastFailure<Model>
    private let browser: Browser

    /// `slots` fills the template from a model; `browser` is the worker's unless a test passes
    /// its own. Cells are drawn from `matrix` (its directions are not applied: a page sets its
    /// own); `checker` holds the checks and the touch-target minimum.
    public init(_ name: String, suite: String, template: PageTemplate, generator: Gen<Model>, matrix: SizeMatrix,
                checker: PageChecker = PageChecker(), browser: Browser = .shared, randomStrategy: RandomStrategy? = nil,
                maxTestsCount: Int? = nil, slots: @escaping @Sendable (Model) -> [String: PageSlot]) {
        self.template = template
        self.browser = browser
        let render: @Sendable (Model, LayoutVariant, Bool) throws -> PageRendering = { model, variant, screenshot in
            try browser.withPage { page in
                try page.setViewport(variant.size)
                try page.setContent(template.render(slots(model)), page: template.location.description, base: template.location)
                return try checker.checkLoaded(variant: variant, page: page, name: template.location.description,
                                               screenshot: screenshot)
            }
        }
        self.render = render
        let lastFailure = LastFailure<Model>()
        self.lastFailure = lastFailure
        let first = LayoutVariant(size: matrix.sizes[0], scale: matrix.scales[0], direction: .ltr)
        layoutTest = LayoutTest(name, suite: suite, in: matrix.sizes[0], generator: generator, randomStrategy: randomStrategy,
                                maxTestsCount: maxTestsCount, matrix: matrix) { model in
            let variant = LayoutVariant.current ?? first
            do {
                let rendering = try render(model, variant, false)
                guard rendering.violations.contains(where: { $0.severity == .error }) else { return .success(rendering.tree) }
                lastFailure.record(model, variant)
                return .failure(rendering.tree, LayoutViolations(rendering.violations))
            } catch {
                return .failure(nil, error)
            }
        }
    }

    /// The time a page test's shrinking may take: within the daemon's default 120 s test
    /// timeout, with room for the cases before it.
    package static var shrinkDuration: Duration { .seconds(80) }

    /// The test's id, suite and name.
    public var descriptor: TestDescriptor { layoutTest.descriptor }

    /// Runs the test; a failure gets the screenshot of its shrunk case (the last case that
    /// failed: shrinking ends on it). The measurer is unused: the browser sets the text. The
    /// browser is started before the first case, so no case pays for it. The "too slow" health
    /// check is off: a case's time is mostly the browser's answer, which the machine's load
    /// decides, not the test. For the same reason shrinking may take up to `shrinkDuration`
    /// (its call budget still bounds it): on a loaded CI machine the default 30 s stopped a
    /// shrink two-thirds of the way, and the same run shrank further alone.
    package func run(options: RunOptions = RunOptions()) -> TestResult {
        var options = options
        options.suppressedHealthChecks.insert(.tooSlow)
        options.shrinkDuration = options.shrinkDuration ?? Self.shrinkDuration
        lastFailure.clear()
        _ = try? browser.withPage { _ in }  // a failure to start shows in the first case
        var result = layoutTest.run(options: options, measurer: FixedAdvanceMeasurer())
        if result.failure != nil, let (model, variant) = lastFailure.value,
           let rendering = try? render(model, variant, true) {
            result.failure?.screenshot = rendering.screenshot
        }
        return result
    }
}

/// The model and cell of the latest failing case of a run.
private final class LastFailure<Model: Sendable>: Sendable {
    private let state = Mutex<(Model, LayoutVariant)?>(nil)
    func record(_ model: Model, _ variant: LayoutVariant) { state.withLock { $0 = (model, variant) } }
    func clear() { state.withLock { $0 = nil } }
    var value: (Model, LayoutVariant)? { state.withLock { $0 } }
}

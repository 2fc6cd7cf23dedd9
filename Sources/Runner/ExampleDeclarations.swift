import Foundation
import LayoutChecks
import LayoutTesting
import TestReport
import ViewTree

/// A one-shot test in a suite: `Example("emptyTitle") { parse("") == nil }` runs its body once
/// (no generator, no shrinking, no replay) and fails when it returns `false` or throws.
public func Example(_ name: String, _ body: @escaping @Sendable () throws -> Bool) -> Declared {
    Declared { suite in ExampleSuiteTest(descriptor: TestDescriptor(suite: suite, name: name, kind: .property), body: body) }
}

/// A one-shot layout test in a suite: the view laid out once in `size` and checked (by default
/// with the suite's checks), as ADLayoutTest's single snapshot-like case.
public func Example(
    _ name: String, in size: Size = Size(width: 320, height: 150), checks: [any LayoutCheck]? = nil,
    _ view: @escaping @Sendable () -> any ViewConvertible
) -> Declared {
    Declared(defaults: { suite in
        LayoutExampleSuiteTest(test: LayoutTest(name, suite: suite.name, in: size, generator: .pure(()),
                                                checks: checks ?? suite.checks) { _ in view() })
    })
}

struct ExampleSuiteTest: SuiteTest {
    let descriptor: TestDescriptor
    let body: @Sendable () throws -> Bool

    func run(in context: TestContext) -> TestResult {
        let started = Date()
        let failure: FailureDetail?
        do {
            failure = try body() ? nil : FailureDetail(message: "the example returned false")
        } catch {
            failure = FailureDetail(message: "the example threw \(error)")
        }
        return TestResult(descriptor: descriptor, status: failure == nil ? .passed : .failed,
                          duration: Date().timeIntervalSince(started), casesRun: 1, failure: failure)
    }
}

struct LayoutExampleSuiteTest: SuiteTest {
    let test: LayoutTest<Void>
    var descriptor: TestDescriptor { test.descriptor }

    func run(in context: TestContext) -> TestResult {
        context.withMeasurer(for: descriptor) { measurer in
            let started = Date()
            let evidence = test.evaluate((), measurer: measurer)
            let failure = evidence.fails
                ? FailureDetail(message: evidence.summary, violations: evidence.violations, layout: evidence.layout)
                : nil
            return TestResult(descriptor: descriptor, status: failure == nil ? .passed : .failed,
                              duration: Date().timeIntervalSince(started), casesRun: 1, failure: failure)
        }
    }
}

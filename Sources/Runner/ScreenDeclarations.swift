import LayoutChecks
import PageObjects
import PropertyTesting
import TestReport
import ViewTree

/// A stateful screen test in a suite: sequences of up to `maxSteps` generated actions on a fresh
/// screen made by `object`, with the invariants and the layout checks after every step.
///
/// ```swift
/// Screen("signUpForm", object: { SignUpObject.make(buggy: false, measurer: $0) }) {
///     ScreenAction("tapSave") { try $0.tapSave() }
///     ScreenInvariant("the status is visible") { $0.isVisible(.id("status")) }
/// }
/// ```
public func Screen<Object: PageObject>(
    _ name: String, maxSteps: Int = 20, randomStrategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
    checks: [any LayoutCheck] = LayoutChecks.basic, object: @escaping @Sendable (any TextMeasurer) -> Object,
    @ScreenRulesBuilder<Object> _ rules: () -> [ScreenRule<Object>]
) -> Declared {
    let rules = rules()
    return Declared { suite in
        ScreenSuiteTest(test: ScreenTest(name, suite: suite, maxSteps: maxSteps, maxTestsCount: maxTestsCount,
                                         randomStrategy: randomStrategy, checks: checks, object: object) { rules })
    }
}

struct ScreenSuiteTest<Object: PageObject>: SuiteTest {
    let test: ScreenTest<Object>
    var descriptor: TestDescriptor { test.descriptor }
    func run(in context: TestContext) -> TestResult {
        context.withMeasurer(for: descriptor) { test.run(options: context.runOptions, measurer: $0) }
    }
}

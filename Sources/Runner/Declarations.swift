import Foundation
import LayoutChecks
import LayoutTesting
import PropertyTesting
import SpecTesting
import TestReport
import ViewTree

/// A spec test in a suite: `Spec("isValidPassword", file: "IsValidPassword.testkit") { … }`.
public func Spec<Input: SpecDecodable, Output: TestableOutput>(
    _ name: String, file: String, _ body: @escaping @Sendable (Input) throws -> Output
) -> Declared {
    Declared { suite in SpecSuiteTest(spec: SpecTest(name, suite: suite, file: file, body)) }
}

/// A spec test whose closure may return `nil`, matched by an `expected-output` of `null`.
public func Spec<Input: SpecDecodable, Output: TestableOutput>(
    _ name: String, file: String, _ body: @escaping @Sendable (Input) throws -> Output?
) -> Declared {
    Declared { suite in SpecSuiteTest(spec: SpecTest(name, suite: suite, file: file, body)) }
}

/// A spec test whose closure takes each input object as `[String: Any]`, as TestKit's could.
public func Spec<Output: TestableOutput>(
    _ name: String, file: String, _ body: @escaping @Sendable ([String: Any]) throws -> Output
) -> Declared {
    Declared { suite in SpecSuiteTest(spec: SpecTest(name, suite: suite, file: file, body)) }
}

struct SpecSuiteTest: SuiteTest {
    let spec: SpecTest
    var descriptor: TestDescriptor { spec.descriptor }
    func run(in context: TestContext) -> TestResult {
        spec.run(specDirectories: context.specDirectories,
                 inputs: SuiteSpecInputs(registry: context.specGenerators, options: context.runOptions))
    }
}

/// A layout test in a suite: random models from `generator`, the view built from each, laid
/// out in `size`, and checked.
/// `checks` defaults to the suite's. `matrix` lays every case out in a size, text scale and direction drawn from it (they shrink
/// with the model toward the narrowest size, scale 1 and left to right); without it, in `size`.
public func Layout<Model: Sendable>(
    _ name: String, in size: Size = Size(width: 320, height: 150), generator: Gen<Model>,
    randomStrategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
    checks: [any LayoutCheck]? = nil, matrix: SizeMatrix? = nil,
    _ view: @escaping @Sendable (Model) -> any ViewConvertible
) -> Declared {
    Declared(defaults: { suite in
        LayoutSuiteTest(test: LayoutTest(name, suite: suite.name, in: size, generator: generator, randomStrategy: randomStrategy,
                                         maxTestsCount: maxTestsCount, checks: checks ?? suite.checks, matrix: matrix, view: view))
    })
}

/// A layout test whose models come from `Model.arbitrary`; otherwise as
/// ``Layout(_:in:generator:randomStrategy:maxTestsCount:checks:matrix:_:)``: `size` in points
/// (320 × 150 unless given), `checks` the suite's unless given.
public func Layout<Model: Arbitrary & Sendable>(
    _ name: String, in size: Size = Size(width: 320, height: 150), randomStrategy: RandomStrategy? = nil,
    maxTestsCount: Int? = nil, checks: [any LayoutCheck]? = nil, matrix: SizeMatrix? = nil,
    _ view: @escaping @Sendable (Model) -> any ViewConvertible
) -> Declared {
    Layout(name, in: size, generator: Model.arbitrary, randomStrategy: randomStrategy, maxTestsCount: maxTestsCount,
           checks: checks, matrix: matrix, view)
}

/// A layout test in a suite whose closure judges each case itself (ADLayoutTest's
/// `ViewAssertionResult`); `laidOut()` inside it lays a view out in the case's cell.
public func Layout<Model: Sendable>(
    _ name: String, in size: Size = Size(width: 320, height: 150), generator: Gen<Model>,
    randomStrategy: RandomStrategy? = nil, maxTestsCount: Int? = nil, matrix: SizeMatrix? = nil,
    _ assertion: @escaping @Sendable (Model) -> ViewAssertionResult
) -> Declared {
    Declared { suite in
        LayoutSuiteTest(test: LayoutTest(name, suite: suite, in: size, generator: generator, randomStrategy: randomStrategy,
                                         maxTestsCount: maxTestsCount, matrix: matrix, assertion: assertion))
    }
}

struct LayoutSuiteTest<Model: Sendable>: SuiteTest {
    let test: LayoutTest<Model>
    var descriptor: TestDescriptor { test.descriptor }
    func run(in context: TestContext) -> TestResult {
        context.withMeasurer(for: descriptor) { test.run(options: context.runOptions, measurer: $0) }
    }
}

/// A plain property test in a suite: `Property("reverseTwice", generator: …) { xs in … }`.
public func Property<Input: Sendable>(
    _ name: String, generator: Gen<Input>, randomStrategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
    _ property: @escaping @Sendable (Input) throws -> Bool
) -> Declared {
    Declared { suite in
        PropertySuiteTest(test: PropertyTest(name, suite: suite, generator: generator, randomStrategy: randomStrategy,
                                             maxTestsCount: maxTestsCount, property: property))
    }
}

struct PropertySuiteTest<Input: Sendable>: SuiteTest {
    let test: PropertyTest<Input>
    var descriptor: TestDescriptor { test.descriptor }
    func run(in context: TestContext) -> TestResult { test.run(options: context.runOptions) }
}

extension TestContext {
    /// Runs `body` with the font's measurer; a font that cannot be loaded fails the test with
    /// the loader's message (which names the path and the fix).
    func withMeasurer(for descriptor: TestDescriptor, _ body: (any TextMeasurer) -> TestResult) -> TestResult {
        do { return body(try measurer()) } catch {
            return TestResult(descriptor: descriptor, status: .failed, duration: 0, failure: FailureDetail(message: "\(error)"))
        }
    }

    var runOptions: RunOptions {
        RunOptions(replay: replay, strategy: strategy, maxTestsCount: maxTestsCount,
                   databaseDirectory: stateDirectory.appendingPathComponent("examples"),
                   onCase: { [emit] test, index, start in
                       emit(.caseStarted(test: test, index: index, token: start.token.description, input: start.input,
                                         seed: start.origin))
                   },
                   crashShrink: crashShrink)
    }
}

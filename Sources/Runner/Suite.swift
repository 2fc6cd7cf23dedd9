import Foundation
import LayoutChecks
import TestReport

/// One test the suite runs: layout, property or spec. Runs synchronously inside one process.
package protocol SuiteTest: Sendable {
    var descriptor: TestDescriptor { get }
    func run(in context: TestContext) -> TestResult
}

/// The tests of one suite executable, declared with a builder:
///
/// ```swift
/// let suite = Suite("ExampleSuite", checks: LayoutChecks.v1) {
///     LayoutTest("validCard") { (model: ExampleViewModel) in ExampleCard.valid(model) }
///     Spec("isValidPassword", file: "IsValidPassword.testkit") { (input: String) in isValidPassword(input) }
/// }
/// ```
///
/// `checks` are the layout checks of every layout and edge-value test that names none of its own
/// (`LayoutChecks.basic` unless the suite says otherwise); `generators` are the names its specs'
/// `generate` keys can use.
public struct Suite: Sendable {
    /// The suite's name: the first part of every test id (`<suite>/<test>`) in reports and on
    /// the command line.
    public var name: String
    package var tests: [any SuiteTest]
    /// What its specs' `generate` keys can name.
    public var generators: SpecGenerators

    /// Builds the tests of `tests`, giving each the suite's name and `checks`.
    ///
    /// Traps (a precondition) when two tests have the same name, since test ids must be unique.
    public init(_ name: String, checks: [any LayoutCheck] = LayoutChecks.basic, generators: SpecGenerators = .builtIn,
                @SuiteBuilder _ tests: () -> [Declared]) {
        self.name = name
        self.generators = generators
        let defaults = SuiteDefaults(name: name, checks: checks)
        self.tests = tests().map { $0.make(defaults) }
        let ids = self.tests.map(\.descriptor.id)
        let duplicates = Set(ids.filter { id in ids.filter { $0 == id }.count > 1 })
        precondition(duplicates.isEmpty, "Suite \(name) declares these test names twice: \(duplicates.sorted()); give each test its own name")
    }

    package func test(id: String) -> (any SuiteTest)? { tests.first { $0.descriptor.id == id } }
}

/// What a test inherits from its suite when the suite is built.
package struct SuiteDefaults: Sendable {
    package var name: String
    package var checks: [any LayoutCheck]
}

/// A test declaration that learns the suite's name and defaults when the suite is built.
public struct Declared: Sendable {
    let make: @Sendable (SuiteDefaults) -> any SuiteTest
    package init(_ make: @escaping @Sendable (String) -> any SuiteTest) { self.make = { make($0.name) } }
    package init(defaults make: @escaping @Sendable (SuiteDefaults) -> any SuiteTest) { self.make = make }
}

/// The result builder of ``Suite/init(_:checks:generators:_:)``: a list of declarations
/// (`Layout`, `Spec`, `Property`, `Screen`, `EdgeValues`, `Snapshot`, `Example`), with `if` and `for` allowed.
@resultBuilder
public enum SuiteBuilder {
    /// One declaration as a statement of the builder.
    public static func buildExpression(_ test: Declared) -> [Declared] { [test] }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Declared]...) -> [Declared] { parts.flatMap { $0 } }
    /// The declarations of a `for` loop, one list per iteration.
    public static func buildArray(_ parts: [[Declared]]) -> [Declared] { parts.flatMap { $0 } }
    /// The declarations of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: [Declared]?) -> [Declared] { part ?? [] }
}

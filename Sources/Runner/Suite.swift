import Foundation
import LayoutChecks
import TestReport

/// One test the suite runs: layout, property or spec. Runs synchronously inside one process.
public protocol SuiteTest: Sendable {
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
    public var name: String
    public var tests: [any SuiteTest]
    /// What its specs' `generate` keys can name.
    public var generators: SpecGenerators

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

    public func test(id: String) -> (any SuiteTest)? { tests.first { $0.descriptor.id == id } }
}

/// What a test inherits from its suite when the suite is built.
public struct SuiteDefaults: Sendable {
    public var name: String
    public var checks: [any LayoutCheck]
}

/// A test declaration that learns the suite's name and defaults when the suite is built.
public struct Declared: Sendable {
    let make: @Sendable (SuiteDefaults) -> any SuiteTest
    public init(_ make: @escaping @Sendable (String) -> any SuiteTest) { self.make = { make($0.name) } }
    public init(defaults make: @escaping @Sendable (SuiteDefaults) -> any SuiteTest) { self.make = make }
}

@resultBuilder
public enum SuiteBuilder {
    public static func buildExpression(_ test: Declared) -> [Declared] { [test] }
    public static func buildBlock(_ parts: [Declared]...) -> [Declared] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[Declared]]) -> [Declared] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Declared]?) -> [Declared] { part ?? [] }
}

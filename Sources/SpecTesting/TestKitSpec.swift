import Foundation
import JSONSource
import TestReport

/// TestKit's entry point, with its names, for tests ported from TestKit: only the import
/// changes. The spec file is found among the test target's (or suite's) resources; every
/// failing input, and every problem in the file, reaches `failureHandler` as a `TestKitFailure`.
///
///     let spec = TestKitSpec(file: "IsValidPassword") { Issue.record(Comment(rawValue: $0.message)) }
///     spec.run { (input: String) -> Bool in isValidPassword(string: input) }
public struct TestKitSpec {
    /// The file's name as given, without `.testkit`.
    public let file: String
    /// Where the file was found, or `nil` (then `run` reports that as a failure).
    public let url: URL?
    private let failureHandler: (TestKitFailure) -> Void

    /// `file` with or without its `.testkit` extension. `bundle` names where to look first;
    /// then every resource bundle beside the running executable (SwiftPM's `*.resources`), then
    /// every loaded bundle.
    public init(file: String, bundle: Bundle? = nil, failureHandler: @escaping (TestKitFailure) -> Void) {
        self.file = file.hasSuffix(".testkit") ? String(file.dropLast(".testkit".count)) : file
        self.url = TestKitResources.find("\(self.file).testkit", first: bundle)
        self.failureHandler = failureHandler
    }

    /// `(Input) -> Output` and `(Input) throws -> Output`.
    public func run<Input: SpecDecodable, Output: TestableOutput>(testClosure: (Input) throws -> Output) {
        withoutActuallyEscaping(testClosure) { closure in run { input, spec in SpecCheck.run(input, spec, closure) } }
    }

    /// `(Input) -> Output?` and `(Input) throws -> Output?`: `nil` matches `"expected-output": null`.
    public func run<Input: SpecDecodable, Output: TestableOutput>(testClosure: (Input) throws -> Output?) {
        withoutActuallyEscaping(testClosure) { closure in
            run { input, spec in SpecCheck.run(input, spec) { (value: Input) in OptionalOutput(value: try closure(value)) } }
        }
    }

    /// `([String: Any]) throws -> Output`: each input object as plain Swift values.
    public func run<Output: TestableOutput>(testClosure: ([String: Any]) throws -> Output) {
        withoutActuallyEscaping(testClosure) { closure in run { (input: PlainObjectInput) in try closure(input.object) } }
    }

    /// `([String: Any]) throws -> Output?`.
    public func run<Output: TestableOutput>(testClosure: ([String: Any]) throws -> Output?) {
        withoutActuallyEscaping(testClosure) { closure in run { (input: PlainObjectInput) in try closure(input.object) } }
    }

    private func run(_ check: (Located, SpecCase) -> SpecProblem?) {
        let name = "\(file).testkit"
        guard let url else {
            return failureHandler(TestKitFailure(
                message: "no \(name) among the resources of this test; add it to the test target "
                    + "(resources: [.copy(\"\(name)\")]) or pass bundle: with the bundle that holds it", file: name))
        }
        let document: SpecDocument
        do { document = try SpecDocument.parse(try String(contentsOf: url, encoding: .utf8), file: name) } catch let problems as SpecDiagnostics {
            return problems.all.forEach { failureHandler(TestKitFailure($0)) }
        } catch {
            return failureHandler(TestKitFailure(message: "cannot read \(url.path): \(error.localizedDescription)", file: name))
        }
        for diagnostic in document.diagnostics { failureHandler(TestKitFailure(diagnostic)) }
        for spec in document.cases {
            if let generate = spec.generate {
                failureHandler(TestKitFailure(generate.diagnostic(
                    "\"generate\" needs a suite (it runs as a property there); run this spec with Spec(…) in a suite, or list \"inputs\"")))
            }
            for input in spec.inputs {
                switch check(input, spec) {
                case nil: continue
                case let .failed(message)?:
                    failureHandler(TestKitFailure(message: "\"\(spec.name)\": input \(input.value.jsonText): \(message)",
                                                  file: name, at: input, testCase: spec))
                case let .malformed(at, message)?:
                    failureHandler(TestKitFailure(FileDiagnostic(file: name, line: at.line, column: at.column, message: message),
                                                  testCase: spec, input: input))
                }
            }
        }
    }
}

/// TestKit's name for a case of the spec.
public typealias TestKitCase = SpecCase

/// One failure of a `TestKitSpec`: `message` is what TestKit users pass to `XCTFail`; the other
/// fields say where it happened.
public struct TestKitFailure: Sendable, CustomStringConvertible {
    /// `file:line:column: what went wrong`.
    public var message: String
    /// The spec file's path, or its name when it was not found.
    public var file: String
    /// The 1-based line of the failing value in the file; `nil` when the failure is about the whole
    /// file (not found, unreadable).
    public var line: Int?
    /// The 1-based column of the failing value; `nil` with ``line``.
    public var column: Int?
    /// The case and the input (as JSON) that failed, when the failure is about one.
    public var testCase: TestKitCase?
    /// The failing input as JSON text; `nil` when the failure is not about one input.
    public var input: String?

    init(message: String, file: String, at input: Located? = nil, testCase: TestKitCase? = nil) {
        self.message = input.map { "\(file):\($0.line):\($0.column): \(message)" } ?? message
        self.file = file
        self.line = input?.line
        self.column = input?.column
        self.testCase = testCase
        self.input = input?.value.jsonText
    }

    init(_ diagnostic: FileDiagnostic, testCase: TestKitCase? = nil, input: Located? = nil) {
        self.message = diagnostic.description
        self.file = diagnostic.location.file
        self.line = diagnostic.location.line
        self.column = diagnostic.location.column
        self.testCase = testCase
        self.input = input?.value.jsonText
    }

    /// The same text as ``message``.
    public var description: String { message }
}

/// Where `TestKitSpec` looks for its file.
enum TestKitResources {
    static func find(_ name: String, first bundle: Bundle?) -> URL? {
        var roots: [URL] = bundle.map { [$0.bundleURL] } ?? []
        let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        for directory in [executable, Bundle.main.bundleURL].compactMap({ $0 }) {
            let entries = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            roots += entries.filter { ["resources", "bundle"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        }
        roots += Bundle.allBundles.map(\.bundleURL)
        for root in roots {
            let direct = root.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: direct.path) { return direct }
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent == name { return url }
            }
        }
        return nil
    }
}

import BrowserPages
import Foundation
import JSONSource
import LayoutChecks
import LayoutTesting
import TestReport
import ViewTree

/// One `*.layout.json` as a test of the `LayoutSpecs` suite. The file is read when the test
/// runs, so an edit needs no relisting: the next run sees it.
struct LayoutSpecTest: SuiteTest {
    static let suite = "LayoutSpecs"
    let descriptor: TestDescriptor
    let file: String

    /// `page`: the template a page spec names, as written (relative to the spec file); the
    /// daemon reruns the test when it changes too.
    init(file: String, page: String? = nil) {
        self.file = file
        let template = page.map { ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent($0) }
        self.descriptor = TestDescriptor(suite: Self.suite, name: file, kind: .layout, specFiles: [file] + (template.map { [$0] } ?? []))
    }

    func run(in context: TestContext) -> TestResult {
        let url = context.specDirectories.map { $0.appendingPathComponent(file) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
        guard let url, let text = try? String(contentsOf: url, encoding: .utf8) else {
            return failed(FailureDetail(message: "cannot read the layout spec \(file) in "
                + context.specDirectories.map(\.path).joined(separator: ", ") + "; it may have been removed or renamed"))
        }
        let spec: LayoutSpec
        switch LayoutSpec.parse(text, file: file, generators: context.specGenerators) {
        case let .success(parsed): spec = parsed
        case let .failure(problems):
            let diagnostics = problems.sorted
            var detail = FailureDetail(message: "\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in \(file); it did not run",
                                       replayLines: diagnostics.map(\.description), location: diagnostics.first?.location)
            detail.diagnostics = diagnostics
            return failed(detail)
        }
        if let page = spec.page { return run(page, of: spec, specURL: url, context: context) }
        guard let tree = spec.tree else { return failed(FailureDetail(message: "\(file) has neither a tree nor a page")) }
        var test = LayoutTest(file, suite: Self.suite, in: spec.matrix.sizes[0], generator: tree.values,
                              maxTestsCount: spec.count, checks: spec.checks, matrix: spec.matrix) { values in
            // The values come from the file's own generators and tables, checked when it was read.
            (try? tree.view(values)) ?? ViewNode(id: "unreadable tree")
        }
        test.descriptor = descriptor
        return context.withMeasurer(for: descriptor) { test.run(options: context.runOptions, measurer: $0) }
    }

    /// A page spec: the template beside the spec file, filled per case and checked in the
    /// worker's browser, touch targets at the web's minimum.
    private func run(_ page: LayoutSpecPage, of spec: LayoutSpec, specURL: URL, context: TestContext) -> TestResult {
        let template: PageTemplate
        do { template = try PageTemplate(file: page.file, relativeTo: specURL.deletingLastPathComponent().path) } catch {
            return failed(FailureDetail(message: "\(file): its page \(error)"))
        }
        var checker = PageChecker()
        checker.checks = LayoutChecks.checks(spec.checks, for: .web)
        var test = PageTest(file, suite: Self.suite, template: template, generator: page.values, matrix: spec.matrix,
                            checker: checker, maxTestsCount: spec.count) { page.filled($0) }
        test.layoutTest.descriptor = descriptor
        return test.run(options: context.runOptions)
    }

    /// The template a page spec names, read cheaply at discovery; `nil` for a tree spec or an
    /// unreadable file (its test reports why when it runs).
    static func page(of url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let json = try? JSONParser.parseValue(Array(data), file: url.path) else { return nil }
        return json["page"]?.stringValue
    }

    private func failed(_ detail: FailureDetail) -> TestResult {
        TestResult(descriptor: descriptor, status: .failed, duration: 0, failure: detail)
    }
}

/// The declarative layout specs of the spec directories as a suite: the tests of
/// `layoutwatch worker`, which runs them without building any user code.
package enum LayoutSpecSuite {
    package static let fileSuffix = ".layout.json"
    /// The suite name of every layout spec's test id: `LayoutSpecs/card.layout.json`.
    package static let suiteName = LayoutSpecTest.suite

    /// One test per `*.layout.json` below the directories (a name in an earlier directory wins).
    package static func discover(in directories: [URL]) -> Suite {
        var files: [String: String?] = [:]
        for directory in directories {
            let enumerator = FileManager.default.enumerator(atPath: directory.path)
            while let path = enumerator?.nextObject() as? String {
                let name = (path as NSString).lastPathComponent
                if name.hasSuffix(fileSuffix), !name.hasPrefix("."), files[path] == nil {
                    files[path] = LayoutSpecTest.page(of: directory.appendingPathComponent(path))
                }
            }
        }
        return Suite(LayoutSpecTest.suite) {
            for (file, page) in files.sorted(by: { $0.key < $1.key }) { Declared { (_: String) in LayoutSpecTest(file: file, page: page) } }
        }
    }

    /// `layoutwatch worker …`: the suite executable's command line (`Suite.main`), over the
    /// layout specs of the `--spec-dir` directories.
    package static func main(arguments: [String]) -> Never {
        let directories = (try? WorkerInvocation(arguments: arguments))?.specDirectories ?? [WorkerInvocation.defaultSpecDirectory]
        discover(in: directories.map { URL(fileURLWithPath: $0) }).main(arguments: arguments)
    }
}

import Foundation
import LayoutTesting
import TestReport
import ViewTree

/// One `*.layout.json` as a test of the `LayoutSpecs` suite. The file is read when the test
/// runs, so an edit needs no relisting: the next run sees it.
struct LayoutSpecTest: SuiteTest {
    static let suite = "LayoutSpecs"
    let descriptor: TestDescriptor
    let file: String

    init(file: String) {
        self.file = file
        self.descriptor = TestDescriptor(suite: Self.suite, name: file, kind: .layout, specFiles: [file])
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
        let tree = spec.tree
        var test = LayoutTest(file, suite: Self.suite, in: spec.matrix.sizes[0], generator: tree.values,
                              maxTestsCount: spec.count, checks: spec.checks, matrix: spec.matrix) { values in
            // The values come from the file's own generators and tables, checked when it was read.
            (try? tree.view(values)) ?? ViewNode(id: "unreadable tree")
        }
        test.descriptor = descriptor
        return context.withMeasurer(for: descriptor) { test.run(options: context.runOptions, measurer: $0) }
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
        var files: [String] = []
        for directory in directories {
            let enumerator = FileManager.default.enumerator(atPath: directory.path)
            while let path = enumerator?.nextObject() as? String {
                let name = (path as NSString).lastPathComponent
                if name.hasSuffix(fileSuffix), !name.hasPrefix("."), !files.contains(path) { files.append(path) }
            }
        }
        return Suite(LayoutSpecTest.suite) {
            for file in files.sorted() { Declared { (_: String) in LayoutSpecTest(file: file) } }
        }
    }

    /// `layoutwatch worker …`: the suite executable's command line (`Suite.main`), over the
    /// layout specs of the `--spec-dir` directories.
    package static func main(arguments: [String]) -> Never {
        let directories = (try? WorkerInvocation(arguments: arguments))?.specDirectories ?? [WorkerInvocation.defaultSpecDirectory]
        discover(in: directories.map { URL(fileURLWithPath: $0) }).main(arguments: arguments)
    }
}

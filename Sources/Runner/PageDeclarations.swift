import BrowserPages
import Foundation
import LayoutChecks
import LayoutTesting
import PropertyTesting
import TestReport
import ViewTree

/// A page test in a suite: the HTML template `file` (found in the spec directories, like a
/// spec file, and watched like one) filled by `slots` with content from `generator`, rendered
/// in the worker's headless Chromium at a cell of `matrix` and checked (`PageTest`). The
/// daemon reruns it when `file` or one of `watching` (its style sheets, say, in the spec
/// directories too) changes, without a rebuild.
///
/// ```swift
/// Page("productCard", file: "ProductCard.html", generator: products,
///      matrix: SizeMatrix(sizes: [Size(width: 320, height: 568), Size(width: 390, height: 844)])) { product in
///     ["title": .text(product.title), "price": .text(product.price)]
/// }
/// ```
public func Page<Model: Sendable>(
    _ name: String, file: String, generator: Gen<Model>, matrix: SizeMatrix,
    watching: [String] = [], touchTarget: Size = TouchTargetCheck.minimum(for: .web), randomStrategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
    _ slots: @escaping @Sendable (Model) -> [String: PageSlot]
) -> Declared {
    Declared { suite in
        PageSuiteTest(descriptor: TestDescriptor(suite: suite, name: name, kind: .layout, specFiles: [file] + watching)) { directories in
            let directory = directories.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(file).path) }
            guard let directory else {
                throw BrowserError.pageNotFound("\(file) (looked in the spec directories: \(directories.map(\.path).joined(separator: ", ")))")
            }
            let template = try PageTemplate(file: file, relativeTo: directory.path)
            return PageTest(name, suite: suite, template: template, generator: generator, matrix: matrix,
                            checker: PageChecker(touchTarget: touchTarget), randomStrategy: randomStrategy,
                            maxTestsCount: maxTestsCount, slots: slots).run
        }
    }
}

/// A page test as the worker runs it: its template is read when it runs, so a missing or
/// broken one fails this test alone, with the message that names it.
struct PageSuiteTest: SuiteTest {
    let descriptor: TestDescriptor
    let prepare: @Sendable ([URL]) throws -> @Sendable (RunOptions) -> TestResult

    func run(in context: TestContext) -> TestResult {
        do {
            return try prepare(context.specDirectories)(context.runOptions)
        } catch {
            return TestResult(descriptor: descriptor, status: .failed, duration: 0, failure: FailureDetail(message: "\(error)"))
        }
    }
}

import Foundation
import LayoutTesting
import PropertyTesting
import TestReport
import ViewTree

/// A snapshot test in a suite: `count` models from the consistent strategy, each laid out in
/// `size` and compared, node by node within `tolerance` pt, with the layout recorded for it in
/// `directory`, by default `Tests/__Snapshots__/<suite>/<name>/` of the package (see
/// `SnapshotLocation`; `LAYOUTWATCH_SNAPSHOTS` chooses when references are recorded, see
/// `SnapshotRecording`).
public func Snapshot<Model: Sendable>(
    _ name: String, in size: Size = Size(width: 320, height: 150), generator: Gen<Model>, count: Int = 5,
    tolerance: Double = 0.5, directory: URL? = nil, file: StaticString = #filePath,
    _ view: @escaping @Sendable (Model) -> any ViewConvertible
) -> Declared {
    Declared { suite in
        let folder = directory ?? SnapshotLocation.directory(suite: suite, name: name, declaredIn: "\(file)")
        return SnapshotSuiteTest(test: SnapshotTest(name, suite: suite, in: size, generator: generator, count: count,
                                                    tolerance: tolerance, directory: folder, view: view))
    }
}

/// A snapshot test whose models come from `Model.arbitrary`; otherwise as
/// ``Snapshot(_:in:generator:count:tolerance:directory:file:_:)`` (5 models, 0.5 pt tolerance).
public func Snapshot<Model: Arbitrary & Sendable>(
    _ name: String, in size: Size = Size(width: 320, height: 150), count: Int = 5, tolerance: Double = 0.5,
    directory: URL? = nil, file: StaticString = #filePath, _ view: @escaping @Sendable (Model) -> any ViewConvertible
) -> Declared {
    Snapshot(name, in: size, generator: Model.arbitrary, count: count, tolerance: tolerance, directory: directory, file: file, view)
}

struct SnapshotSuiteTest<Model: Sendable>: SuiteTest {
    let test: SnapshotTest<Model>
    var descriptor: TestDescriptor { test.descriptor }
    func run(in context: TestContext) -> TestResult {
        context.withMeasurer(for: descriptor) { test.run(measurer: $0) }
    }
}

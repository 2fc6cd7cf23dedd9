import FlexLayout
import Foundation
import PropertyTesting
import TestReport
import ViewTree

/// A snapshot test of layouts: `count` models from the consistent strategy (the same models on
/// every run and machine), each laid out and compared, frame by frame by node path within
/// `tolerance`, with the layout recorded for it in `directory` (see `SnapshotRecording`).
package struct SnapshotTest<Model: Sendable>: Sendable {
    package var descriptor: TestDescriptor
    package var size: Size
    package var generator: Gen<Model>
    package var count: Int
    package var tolerance: Double
    package var directory: URL
    package var view: @Sendable (Model) -> any ViewConvertible

    package init(_ name: String, suite: String, in size: Size, generator: Gen<Model>, count: Int = 5,
                tolerance: Double = 0.5, directory: URL, view: @escaping @Sendable (Model) -> any ViewConvertible) {
        self.descriptor = TestDescriptor(suite: suite, name: name, kind: .layout)
        self.size = size
        self.generator = generator
        self.count = count
        self.tolerance = tolerance
        self.directory = directory
        self.view = view
    }

    /// The models compared, in order: case N is the N-th.
    package func models() -> [Model] {
        var models: [Model] = []
        let config = PropertyConfig(maxTestsCount: count, strategy: .consistent, testID: descriptor.id)
        _ = checkProperty(config: config, generator: generator) { model, _ -> Verdict<String> in
            models.append(model)
            return .pass
        }
        return models
    }

    package func run(measurer: any TextMeasurer, recording: SnapshotRecording = .fromEnvironment) -> TestResult {
        let started = Date()
        var recorded: [Int] = [], failing: [(index: Int, model: String, reference: SnapshotReference?, layout: LaidOutNode, diff: [Violation])] = []
        var notes: [String] = []
        for (offset, model) in models().enumerated() {
            let index = offset + 1, text = FailingCase<Model, String>.describe(model)
            let layout = FlexLayoutEngine(measurer: measurer)
                .layout(view(model).node, available: AvailableSize(width: size.width, height: size.height)).root
            let fresh = SnapshotReference(model: text, size: size, layout: layout)
            do {
                let reference = try SnapshotReference.read(index, in: directory)
                if recording == .all || (reference == nil && recording == .missing) {
                    try fresh.write(index, in: directory, title: "\(descriptor.id) #\(index)")
                    recorded.append(index)
                } else if let reference {
                    if reference.model != text { notes.append("case \(index)'s model is not the recorded one (the generator changed): re-record") }
                    let diff = SnapshotDiff.compare(recorded: reference.layout, actual: layout, tolerance: tolerance)
                    if !diff.isEmpty { failing.append((index, text, reference, layout, diff)) }
                } else {
                    failing.append((index, text, nil, layout, []))
                }
            } catch {
                failing.append((index, text, nil, layout, [Violation(rule: SnapshotDiff.rule, message: "\(error)", nodes: [])]))
            }
        }
        let duration = Date().timeIntervalSince(started)
        let folder = directory.path
        guard let first = failing.first else {
            guard !recorded.isEmpty else {
                return TestResult(descriptor: descriptor, status: .passed, duration: duration, casesRun: count, notes: notes)
            }
            let message = "recorded \(recorded.count) of \(count) snapshots in \(folder): look at their SVGs, then run again to compare"
            return TestResult(descriptor: descriptor, status: .failed, duration: duration, casesRun: count,
                              failure: FailureDetail(message: message), notes: notes)
        }
        let message = first.reference == nil && first.diff.isEmpty
            ? "case \(first.index) has no snapshot in \(folder) and LAYOUTWATCH_SNAPSHOTS=never: record it with LAYOUTWATCH_SNAPSHOTS=missing"
            : "\(failing.count) of \(count) snapshots differ from \(folder); case \(first.index) has \(first.diff.count) change\(first.diff.count == 1 ? "" : "s")"
        var failure = FailureDetail(
            message: message,
            replayLines: ["Snapshot case \(first.index) of \(count): \(first.model)",
                          "Reference: \(SnapshotReference.file(first.index, in: directory).path)",
                          "Re-record on purpose with LAYOUTWATCH_SNAPSHOTS=all"],
            shrunkInput: first.model, violations: first.diff, layout: first.layout)
        failure.reference = first.reference?.layout
        return TestResult(descriptor: descriptor, status: .failed, duration: duration, casesRun: count,
                          failure: failure, notes: notes + failing.dropFirst().map { "case \($0.index) differs too (\($0.diff.count) change\($0.diff.count == 1 ? "" : "s"))" })
    }
}

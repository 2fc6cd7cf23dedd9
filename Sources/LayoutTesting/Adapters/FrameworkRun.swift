import Foundation
import PropertyTesting
import SVGRender
import Synchronization
import TestReport
import TextShaping
import ViewTree

/// ADLayoutTest's `snapshotStrategy`: draw the failing case only, or every generated case.
public enum SnapshotStrategy: Sendable, Equatable {
    /// Writes an SVG of the shrunk failing case only (ADLayoutTest's default).
    case failureOnly
    /// Writes an SVG of every generated case too, into the artifacts directory
    /// (`$LAYOUTWATCH_ARTIFACTS`, `layoutwatch-artifacts/` unless set).
    case allTests
}

/// One layout test run in-process for a test framework (XCTest, Swift Testing): the result, the
/// text a framework failure carries (replay lines first, the violations, then where the SVG is),
/// and the SVG files written.
///
/// SVGs go to `$LAYOUTWATCH_ARTIFACTS` (default: `layoutwatch-artifacts/` in the working
/// directory, which `swift test` runs in the package root), named after the test. Under
/// `layoutwatch run --swift-test` the whole result also goes to the runner (`HostedResult`),
/// and `layoutwatch replay NAME --swift-test HOST` replays one case (`ReplayRequest`).
package struct FrameworkRun: Sendable {
    package var result: TestResult
    /// The failing case's SVG, when the test failed.
    package var failureSVG: URL?
    /// With `.allTests`, one SVG per generated case, in order.
    package var caseSVGs: [URL]

    /// The text of the framework's failure; `nil` when the test passed.
    package var failureText: String? {
        guard let failure = result.failure, !result.status.isPassing else { return nil }
        return failure.text + (failureSVG.map { "\nSVG: \($0.path)" } ?? "")
    }

    package static var artifactsDirectory: URL {
        let configured = ProcessInfo.processInfo.environment["LAYOUTWATCH_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        return URL(fileURLWithPath: configured ?? "layoutwatch-artifacts", isDirectory: true)
    }

    /// Runs `test` with the font at `HarfBuzzMeasurer.defaultFontPath`; a missing font is a
    /// failed result whose message names the path and the fix. `host` is the qualified name of
    /// the XCTest or Swift Testing test it runs in (`Module.Class/testMethod`).
    package static func run<Model: Sendable>(_ test: LayoutTest<Model>, snapshotStrategy: SnapshotStrategy = .failureOnly,
                                            host: String? = nil) -> FrameworkRun {
        var test = test
        test.descriptor.host = host
        return measured(test.descriptor) { measurer in
            let recorder = CaseRecorder<Model>()
            var observed = test
            var options = RunOptions()
            options.replay = replayStrategy(for: test.descriptor)
            if snapshotStrategy == .allTests {
                let view = test.view
                observed.view = { model in recorder.built(model); return view(model) }
                if let assertion = test.assertion {
                    observed.assertion = { model in recorder.built(model); return assertion(model) }
                }
                options.onCase = { _, _, _ in recorder.caseStarted() }
            }
            let result = observed.run(options: options, measurer: measurer)
            // Generated cases come before any shrinking, which replays more.
            let caseSVGs = recorder.models.prefix(result.casesRun).enumerated().compactMap { index, model in
                let evidence = test.evaluate(model, measurer: measurer)
                return write(SVGRenderer.render(evidence.layout, violations: evidence.violations, title: "\(test.descriptor.id) #\(index + 1)"),
                             to: svgFile(test.descriptor, case: index + 1))
            }
            return (result, caseSVGs)
        }
    }

    /// Runs a LayoutTest-iOS data-table test, as `run(_:snapshotStrategy:host:)` a layout test.
    package static func run(_ test: EdgeValueLayoutTest, host: String? = nil) -> FrameworkRun {
        var test = test
        test.descriptor.host = host
        return measured(test.descriptor) { (test.run(measurer: $0), []) }
    }

    /// `body`'s result with the failing layout's SVG written, handed to a `--swift-test` run.
    private static func measured(_ descriptor: TestDescriptor,
                                 _ body: (HarfBuzzMeasurer) -> (TestResult, caseSVGs: [URL])) -> FrameworkRun {
        let result: TestResult, caseSVGs: [URL]
        do { (result, caseSVGs) = body(try HarfBuzzMeasurer()) } catch {
            result = TestResult(descriptor: descriptor, status: .failed, duration: 0, failure: FailureDetail(message: "\(error)"))
            caseSVGs = []
        }
        var failureSVG: URL?
        if let failure = result.failure, let layout = failure.layout {
            failureSVG = write(SVGRenderer.render(layout, violations: failure.violations, title: descriptor.id),
                               to: svgFile(descriptor, case: nil))
        }
        if let host = descriptor.host { HostedResult(host: host, result: result).writeToHostFolder() }
        return FrameworkRun(result: result, failureSVG: failureSVG, caseSVGs: caseSVGs)
    }

    /// `Suite_name.svg`, or `Suite_name-N.svg` for the N-th generated case.
    private static func svgFile(_ descriptor: TestDescriptor, case index: Int?) -> URL {
        let stem = String(descriptor.id.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
        return artifactsDirectory.appendingPathComponent(stem + (index.map { "-\($0)" } ?? "") + ".svg")
    }

    /// The strategy `layoutwatch replay NAME --swift-test HOST` asked this test for, if any.
    package static func replayStrategy(for descriptor: TestDescriptor) -> RandomStrategy? {
        guard let host = descriptor.host, let request = ReplayRequest.current(host: host, test: descriptor.name) else { return nil }
        return request.target?.strategy
    }

    private static func write(_ svg: String, to url: URL) -> URL? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url, options: .atomic)
            return url
        } catch { return nil }
    }
}

/// The model of each case: the first view built after a case starts is that case's (checking
/// a layout builds its view once; a matrix test builds it per cell).
private final class CaseRecorder<Model: Sendable>: Sendable {
    private let state = Mutex<(models: [Model], expecting: Bool)>(([], false))
    func caseStarted() { state.withLock { $0.expecting = true } }
    func built(_ model: Model) {
        state.withLock { if $0.expecting { $0.models.append(model); $0.expecting = false } }
    }
    var models: [Model] { state.withLock { $0.models } }
}

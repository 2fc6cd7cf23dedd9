import Foundation
import PropertyTesting
import SpecTesting
import TestReport
import TextShaping
import Synchronization
import ViewTree

/// What a test needs from the run: where specs and state live, how to measure text, which
/// strategy to use, and how to tell the parent about each case before it runs.
package struct TestContext: Sendable {
    /// Every `watch.specs` directory, in config order; a spec file is read from the first that has it.
    package var specDirectories: [URL]
    package var stateDirectory: URL
    package var fontPath: String
    /// Replaces every test's own strategy (`layoutwatch replay`'s seed or token).
    package var replay: RandomStrategy?
    /// The strategy and count of a test that sets none (config.json's `run.strategy`,
    /// `run.maxTestsCount`); see `RunOptions` for the whole precedence.
    package var strategy: RandomStrategy?
    package var maxTestsCount: Int?
    /// A crashed case to shrink (`worker --run ID --crash-shrink TOKEN`).
    package var crashShrink: ChoiceToken?
    /// The names a spec's `generate` can use: the suite's (`Suite(_:generators:_:)`).
    package var specGenerators: SpecGenerators = .builtIn
    /// Sends a protocol message to the parent (in-process runs ignore it).
    package var emit: @Sendable (WorkerMessage) -> Void

    package init(specDirectories: [URL], stateDirectory: URL, fontPath: String = TestContext.defaultFontPath,
                strategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
                emit: @escaping @Sendable (WorkerMessage) -> Void = { _ in }) {
        self.specDirectories = specDirectories
        self.stateDirectory = stateDirectory
        self.fontPath = fontPath
        self.strategy = strategy
        self.maxTestsCount = maxTestsCount
        self.emit = emit
    }

    /// One spec directory.
    package init(specDirectory: URL, stateDirectory: URL, fontPath: String = TestContext.defaultFontPath,
                strategy: RandomStrategy? = nil, maxTestsCount: Int? = nil,
                emit: @escaping @Sendable (WorkerMessage) -> Void = { _ in }) {
        self.init(specDirectories: [specDirectory], stateDirectory: stateDirectory, fontPath: fontPath, strategy: strategy,
                  maxTestsCount: maxTestsCount, emit: emit)
    }

    package static let defaultFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The text measurer for this font, created once per process and shared.
    package func measurer() throws -> any TextMeasurer {
        try MeasurerCache.shared.measurer(fontPath: fontPath)
    }
}

/// One HarfBuzz measurer per font file per process: opening and parsing a font costs ms.
final class MeasurerCache: Sendable {
    static let shared = MeasurerCache()
    private let cache = Mutex<[String: HarfBuzzMeasurer]>([:])

    func measurer(fontPath: String) throws -> HarfBuzzMeasurer {
        try cache.withLock { cache in
            if let cached = cache[fontPath] { return cached }
            let measurer = try HarfBuzzMeasurer(fontPath: fontPath)
            cache[fontPath] = measurer
            return measurer
        }
    }
}

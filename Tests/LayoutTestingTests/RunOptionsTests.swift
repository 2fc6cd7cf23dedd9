import LayoutTesting
import PropertyTesting
import Testing

/// What a run's options hand the property engine.
@Suite struct RunOptionsTests {
    @Test func theHealthChecksATestTurnsOffReachTheEngine() {
        var options = RunOptions(maxTestsCount: 7)
        #expect(options.config(testID: "Pages/card", strategy: nil, maxTestsCount: nil).healthChecks.suppressed.isEmpty)
        options.suppressedHealthChecks = [.tooSlow]
        let config = options.config(testID: "Pages/card", strategy: nil, maxTestsCount: nil)
        #expect(config.healthChecks.suppressed == [.tooSlow] && config.maxTestsCount == 7)
    }
}

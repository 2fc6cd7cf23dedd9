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

    @Test func aShrinkTimeATestSetsReplacesTheDefaultAndKeepsTheCallBudget() {
        var options = RunOptions()
        #expect(options.config(testID: "Pages/card", strategy: nil, maxTestsCount: nil).shrinkLimits == ShrinkLimits())
        options.shrinkDuration = .seconds(80)
        let limits = options.config(testID: "Pages/card", strategy: nil, maxTestsCount: nil).shrinkLimits
        #expect(limits.maxDuration == .seconds(80) && limits.maxCalls == ShrinkLimits().maxCalls)
    }
}

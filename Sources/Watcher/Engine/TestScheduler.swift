import TestReport

/// Runs tests in at most `jobs` children at once (each through the client that listed it) and
/// returns results in test order.
public enum TestScheduler {
    /// `progress` hears each result as it arrives (for a live status line).
    public static func run(_ tests: [TestDescriptor], jobs: Int, client: @Sendable (TestDescriptor) -> SuiteClient,
                           progress: @Sendable (TestResult) -> Void = { _ in }) async -> [TestResult] {
        await withTaskGroup(of: (Int, TestResult).self) { group in
            var results = [TestResult?](repeating: nil, count: tests.count)
            var next = 0
            func startNext() {
                guard next < tests.count else { return }
                let index = next
                next += 1
                let test = tests[index], owner = client(test)
                group.addTask { (index, await owner.run(test)) }
            }
            for _ in 0..<max(1, jobs) { startNext() }
            while let (index, result) = await group.next() {
                results[index] = result
                progress(result)
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}

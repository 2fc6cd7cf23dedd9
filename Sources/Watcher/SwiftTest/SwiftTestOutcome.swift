import TestReport

/// What one run of a package's tests told, read from XCTest's console, Swift Testing's event
/// stream and console, and the results LayoutWatch's adapters handed over (`HostedResult`):
/// the results of the tests that ended, and the tests it was running when it died (Swift
/// Testing runs several at once).
public struct SwiftTestOutcome: Sendable {
    public var results: [TestResult] = []
    /// Qualified names (`Module.Class/test`) of the tests that ended, with a result.
    public var finished: Set<String> = []
    public var unfinishedXCTest: [String] = []
    public var unfinishedSwiftTesting: [String] = []
    /// How the process ended, for a test that crashed it.
    public var signal = "the test process ended before the test did"
    public var crash: CrashReport?

    /// `console`: what the XCTest process printed; `testingConsole`: the Swift Testing one's;
    /// `hosted`: the adapters' results by host (`Module.Class/testMethod`).
    public init(console: String, testingConsole: String = "", events: String, hosted: [String: [HostedResult]] = [:],
                listing: SwiftTestListing, maker: UnitResultMaker) {
        var xctest = XCTestConsoleReader()
        xctest.read(console)
        var testing = SwiftTestingEventReader()
        testing.read(events)
        let printed = SwiftTestingConsoleReader(console: testingConsole, tests: testing.tests).output
        for test in xctest.tests {
            let suite = listing.suite(ofXCTestClass: test.className, test: test.name)
            let qualified = suite + "/" + test.name
            let outcome: UnitResultMaker.Outcome
            switch test.outcome {
            case "passed": outcome = .passed
            case "skipped": outcome = .skipped(reason: test.skipReason)
            case "failed": outcome = .failed
            default:
                unfinishedXCTest.append(qualified)
                continue
            }
            finished.insert(qualified)
            results.append(maker.result(suite: suite, name: test.name, outcome: outcome, duration: test.duration,
                                        issues: test.issues, output: test.output, hosted: hosted[qualified] ?? []))
        }
        for test in testing.tests {
            let output = printed[test.qualifiedName] ?? ""
            if let reason = test.skipped {
                finished.insert(test.qualifiedName)
                results.append(maker.result(suite: test.suite, name: test.name, outcome: .skipped(reason: reason),
                                            duration: 0, issues: [], output: output))
            } else if let started = test.started, let ended = test.ended {
                finished.insert(test.qualifiedName)
                results.append(maker.result(suite: test.suite, name: test.name, outcome: .passed,
                                            duration: max(0, ended - started), issues: test.issues, output: output,
                                            hosted: hosted[test.qualifiedName] ?? []))
            } else if test.started != nil {
                unfinishedSwiftTesting.append(test.qualifiedName)
            }
        }
    }
}

import ViewTree

/// What kind of test produced a result; reports group and label by it.
public enum TestKind: String, Sendable, Codable, CaseIterable {
    case layout, property, spec
    /// A stateful test: generated action sequences on a screen.
    case screen
    /// An XCTest or Swift Testing test of a package's own `swift test`.
    case unit
}

/// The outcome of one test. Test failures are data; infrastructure failures (crash, timeout,
/// garbage on the pipe) are classified here too, so the daemon never fails because a child did.
public enum TestStatus: String, Sendable, Codable, CaseIterable {
    case passed, failed, flaky, crashed, timedOut, protocolError, skipped
    /// Stopped before it finished by the user (Ctrl-C, SIGTERM) or by a newer change: neither
    /// passed nor failed, and never a crash.
    case interrupted

    /// Whether the run counts this test as passing (`flaky` counts against it, like jest).
    public var isPassing: Bool { self == .passed || self == .skipped }
    /// Whether the run counts this test as failing; an interrupted test counts as neither.
    public var isFailing: Bool { !isPassing && self != .interrupted }
}

/// One test as the worker lists it, before it runs.
public struct TestDescriptor: Sendable, Codable, Hashable {
    /// Stable id: `Suite/name`. The example database and the daemon key by it.
    public var id: String
    public var suite: String
    public var name: String
    public var kind: TestKind
    /// Spec files the test reads, relative to the spec directory; a change to one reruns it.
    public var specFiles: [String]
    /// For a test run by an adapter inside an XCTest or Swift Testing test: that test's
    /// qualified name (`Module.Class/testMethod`, `Module.Suite/name()`), which replays it.
    public var host: String?

    public init(suite: String, name: String, kind: TestKind, specFiles: [String] = [], host: String? = nil) {
        self.id = "\(suite)/\(name)"
        self.suite = suite
        self.name = name
        self.kind = kind
        self.specFiles = specFiles
        self.host = host
    }
}

/// The result of one test, as it crosses from the worker to the daemon.
public struct TestResult: Sendable, Codable, Equatable {
    public var id: String
    public var suite: String
    public var name: String
    public var kind: TestKind
    public var status: TestStatus
    /// Wall time in seconds.
    public var duration: Double
    /// How many generated cases (property/layout) or spec inputs ran.
    public var casesRun: Int
    public var failure: FailureDetail?
    /// Label and class counts, `cover` verdicts: shown by the reports.
    public var statistics: [Statistic]
    /// Anything the test printed or warned (health checks, skipped database entries).
    public var notes: [String]
    /// What the test's process wrote to stdout and stderr (the user's, never the protocol).
    public var output: CapturedOutput?
    /// For spec tests: every listed input in file order, passed or not.
    public var cases: [CaseOutcome]?

    public init(descriptor: TestDescriptor, status: TestStatus, duration: Double, casesRun: Int = 0,
                failure: FailureDetail? = nil, statistics: [Statistic] = [], notes: [String] = [],
                output: CapturedOutput? = nil) {
        self.id = descriptor.id
        self.suite = descriptor.suite
        self.name = descriptor.name
        self.kind = descriptor.kind
        self.status = status
        self.duration = duration
        self.casesRun = casesRun
        self.failure = failure
        self.statistics = statistics
        self.notes = notes
        self.output = output
    }
}

/// One line of a distribution: `label` seen `count` times out of `total`.
public struct Statistic: Sendable, Codable, Equatable {
    public var group: String
    public var label: String
    public var count: Int
    public var total: Int
    /// For `cover`: the required percentage and whether the confidence bound met it.
    public var required: Double?
    public var satisfied: Bool?

    public init(group: String, label: String, count: Int, total: Int, required: Double? = nil,
                satisfied: Bool? = nil) {
        self.group = group
        self.label = label
        self.count = count
        self.total = total
        self.required = required
        self.satisfied = satisfied
    }
}

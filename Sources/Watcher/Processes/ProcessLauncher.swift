import Foundation

/// One child to start: always in its own process group, stopped at `timeout`.
public struct LaunchRequest: Sendable {
    public var executable: String
    public var arguments: [String]
    public var workingDirectory: String?
    /// Added to the inherited environment.
    public var environment: [String: String]
    public var timeout: Duration
    public var marking: Marking

    /// The marks the child carries in its environment (see `ProcessMark`).
    public enum Marking: Sendable, Equatable {
        /// A test's: the session's mark and one of this launch alone, by which whatever the
        /// child started is ended when it ends, while other tests go on beside it.
        case perLaunch
        /// SwiftPM's: only the project's mark, the same at every pass and every start, since
        /// SwiftPM evaluates every manifest again when its environment changes. What such a
        /// child leaves behind is ended with the pass's orphans (`OrphanReaper`).
        case stable
    }

    public init(executable: String, arguments: [String], workingDirectory: String? = nil,
                environment: [String: String] = [:], timeout: Duration, marking: Marking = .perLaunch) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.timeout = timeout
        self.marking = marking
    }
}

/// How a child ended, and what it wrote (the start and end of each stream when long).
public struct LaunchOutcome: Sendable {
    public enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Stopped by us after the timeout (TERM to the group, a grace period, then KILL).
        case timedOut
        /// Stopped because the launching task was cancelled (the daemon is stopping).
        case interrupted
    }
    public var termination: Termination
    public var standardOutput: Data
    public var standardError: Data
    public var duration: Double
    /// The bytes of each stream's middle left out of the data (`CapturedOutput.gapLine` marks where).
    public var omittedOutputBytes: Int
    public var omittedErrorBytes: Int

    public init(termination: Termination, standardOutput: Data, standardError: Data, duration: Double,
                omittedOutputBytes: Int = 0, omittedErrorBytes: Int = 0) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.duration = duration
        self.omittedOutputBytes = omittedOutputBytes
        self.omittedErrorBytes = omittedErrorBytes
    }
}

/// Starts children. The real one uses swift-subprocess; tests inject scripted ones.
public protocol ProcessLauncher: Sendable {
    func launch(_ request: LaunchRequest) async throws -> LaunchOutcome
}

/// The name of a signal for messages: `SIGILL (illegal instruction: a Swift trap)`.
public func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL: "SIGILL (illegal instruction: a Swift runtime trap such as fatalError, a failed precondition, force-unwrapping nil or overflow)"
    case SIGSEGV: "SIGSEGV (segmentation fault: a bad memory access)"
    case SIGABRT: "SIGABRT (abort)"
    case SIGTRAP: "SIGTRAP (trace trap: a Swift runtime trap)"
    case SIGBUS: "SIGBUS (bus error)"
    case SIGFPE: "SIGFPE (arithmetic exception)"
    case SIGKILL: "SIGKILL (killed)"
    case SIGTERM: "SIGTERM (terminated)"
    case SIGINT: "SIGINT (interrupted, as by Ctrl-C)"
    default: "signal \(signal)"
    }
}

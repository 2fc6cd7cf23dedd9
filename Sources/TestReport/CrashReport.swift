/// What is known about a crash: how the process ended (a signal, or an exit before it
/// reported), the runtime's message (`Fatal error: …`) and the top frames of the backtrace,
/// for the report (shown in monospace).
public struct CrashReport: Sendable, Codable, Equatable {
    public var message: String?
    /// `#0 function at file:line`, innermost first.
    public var frames: [String]
    /// The signal that ended the process, named and explained: `SIGSEGV (segmentation fault: …)`.
    public var signal: String?
    /// The code the process exited with before it reported a result, when no signal ended it.
    public var exitCode: Int32?

    public init(message: String?, frames: [String], signal: String? = nil, exitCode: Int32? = nil) {
        self.message = message
        self.frames = frames
        self.signal = signal
        self.exitCode = exitCode
    }

    /// `crashed with SIGSEGV (…)`, `the test process exited with code 3 before reporting a
    /// result`; `crashed` when neither is known (a result file older than both).
    public var ending: String {
        if let signal { return "crashed with \(signal)" }
        if let exitCode { return "the test process exited with code \(exitCode) before reporting a result" }
        return "crashed"
    }

    /// Whether `other` ended the same way: the same signal, or the same exit code.
    public func endedLike(_ other: CrashReport?) -> Bool {
        signal == other?.signal && exitCode == other?.exitCode
    }
}

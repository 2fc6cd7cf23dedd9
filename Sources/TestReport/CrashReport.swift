/// What is known about a crash beyond its signal: the runtime's message (`Fatal error: …`) and
/// the top frames of the backtrace, for the report (shown in monospace).
public struct CrashReport: Sendable, Codable, Equatable {
    public var message: String?
    /// `#0 function at file:line`, innermost first.
    public var frames: [String]

    public init(message: String?, frames: [String]) {
        self.message = message
        self.frames = frames
    }
}

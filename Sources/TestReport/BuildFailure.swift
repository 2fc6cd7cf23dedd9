import JSONSource

/// A build that failed: the compiler's diagnostics, each with its place, and the build's output.
public struct BuildFailure: Sendable, Codable, Equatable {
    public struct Diagnostic: Sendable, Codable, Equatable, CustomStringConvertible {
        public enum Severity: String, Sendable, Codable { case error, warning, note }
        public var location: SourceLocation?
        public var severity: Severity
        public var message: String
        /// The source line the compiler quoted, when it quoted one.
        public var sourceLine: String?

        public init(location: SourceLocation?, severity: Severity, message: String, sourceLine: String? = nil) {
            self.location = location
            self.severity = severity
            self.message = message
            self.sourceLine = sourceLine
        }

        /// `file:line:column: error: message`, as compilers and editors print it.
        public var description: String {
            (location.map { "\($0): " } ?? "") + "\(severity.rawValue): \(message)"
        }
    }

    /// One line: what failed (the first error, or how the build ended).
    public var summary: String
    public var diagnostics: [Diagnostic]
    /// The build's output (stdout then stderr), the end kept when long.
    public var log: String

    public init(summary: String, diagnostics: [Diagnostic] = [], log: String = "") {
        self.summary = summary
        self.diagnostics = diagnostics
        self.log = log
    }
}

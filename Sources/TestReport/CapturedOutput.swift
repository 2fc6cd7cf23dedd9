/// What a test's process wrote, kept for the report: the start and the end of each stream when
/// it was long (a crash's message is near the start of stderr, its backtrace after it), with a
/// line `… N bytes left out …` between them.
public struct CapturedOutput: Sendable, Codable, Equatable {
    public var standardOutput: String
    public var standardError: String

    public init(standardOutput: String, standardError: String) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    public var isEmpty: Bool { standardOutput.isEmpty && standardError.isEmpty }

    /// How much of a long stream is kept: its first and its last bytes.
    public static let headBytes = 16_384
    public static let tailBytes = 49_152
}

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

    /// The line put between the start and the end of a stream whose middle was left out.
    public static func gapLine(omitted bytes: Int) -> String { "\n… \(bytes) bytes left out …\n" }

    public var omittedOutputBytes: Int { Self.omitted(in: standardOutput) }
    public var omittedErrorBytes: Int { Self.omitted(in: standardError) }

    private static func omitted(in text: String) -> Int {
        guard let end = text.range(of: " bytes left out …\n"),
              let start = text[..<end.lowerBound].range(of: "\n… ", options: .backwards) else { return 0 }
        return Int(text[start.upperBound..<end.lowerBound]) ?? 0
    }
}

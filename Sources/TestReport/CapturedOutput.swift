/// What a test's process wrote, kept for the report: the start and the end of each stream when
/// it was long (a crash's message is near the start of stderr, its backtrace after it), with a
/// line `… N bytes left out …` between them, and N kept beside the text.
public struct CapturedOutput: Sendable, Codable, Equatable {
    public var standardOutput: String
    public var standardError: String
    /// How many bytes of each stream's middle were left out; 0 when it was kept whole.
    public var omittedOutputBytes: Int
    public var omittedErrorBytes: Int

    public init(standardOutput: String, standardError: String, omittedOutputBytes: Int = 0, omittedErrorBytes: Int = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.omittedOutputBytes = omittedOutputBytes
        self.omittedErrorBytes = omittedErrorBytes
    }

    public var isEmpty: Bool { standardOutput.isEmpty && standardError.isEmpty }

    /// How much of a long stream is kept: its first and its last bytes.
    public static let headBytes = 16_384
    public static let tailBytes = 49_152

    /// The line put between the start and the end of a stream whose middle was left out.
    public static func gapLine(omitted bytes: Int) -> String { "\n… \(bytes) bytes left out …\n" }

    private enum CodingKeys: String, CodingKey {
        case standardOutput, standardError, omittedOutputBytes, omittedErrorBytes
    }

    /// Results written before the counts were kept read as whole streams.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(standardOutput: try container.decode(String.self, forKey: .standardOutput),
                  standardError: try container.decode(String.self, forKey: .standardError),
                  omittedOutputBytes: try container.decodeIfPresent(Int.self, forKey: .omittedOutputBytes) ?? 0,
                  omittedErrorBytes: try container.decodeIfPresent(Int.self, forKey: .omittedErrorBytes) ?? 0)
    }
}

/// What a test's process wrote, kept for the report: the start and the end of each stream when
/// it was long (a crash's message is near the start of stderr, its backtrace after it).
public struct CapturedOutput: Sendable, Codable, Equatable {
    public var standardOutput: String
    public var standardError: String
    /// Bytes left out of the middle of each stream (0 when kept whole).
    public var omittedOutputBytes: Int
    public var omittedErrorBytes: Int

    public init(standardOutput: String, standardError: String, omittedOutputBytes: Int = 0, omittedErrorBytes: Int = 0) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.omittedOutputBytes = omittedOutputBytes
        self.omittedErrorBytes = omittedErrorBytes
    }

    public var isEmpty: Bool { standardOutput.isEmpty && standardError.isEmpty }

    /// The first `head` and last `tail` bytes of `bytes` as text, and how many were left out.
    public static func keep(_ bytes: [UInt8], head: Int = 16_384, tail: Int = 49_152) -> (text: String, omitted: Int) {
        guard bytes.count > head + tail else { return (String(decoding: bytes, as: UTF8.self), 0) }
        let omitted = bytes.count - head - tail
        let text = String(decoding: bytes.prefix(head), as: UTF8.self)
            + "\n… \(omitted) bytes left out …\n" + String(decoding: bytes.suffix(tail), as: UTF8.self)
        return (text, omitted)
    }
}

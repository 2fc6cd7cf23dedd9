import JSONSource

/// One listed input of a spec test and whether it passed: `"rejects short passwords": input
/// "abc1!"` at its place in the spec file. `layoutwatch run --verbose` prints them all, the
/// passing ones too.
public struct CaseOutcome: Sendable, Codable, Equatable, CustomStringConvertible {
    public var text: String
    public var location: SourceLocation
    public var passed: Bool

    public init(text: String, location: SourceLocation, passed: Bool) {
        self.text = text
        self.location = location
        self.passed = passed
    }

    public var description: String { "\(passed ? "✔" : "✘") \(location): \(text)" }
}

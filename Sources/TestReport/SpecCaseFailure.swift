/// One failing input of a spec test, or one problem in its file: its place and what went wrong
/// there (`"rejects short passwords": input "abc1!": expected false, got true`). The replay
/// lines print it as `file:line:column: text`; reports list it under "Failing cases".
public struct SpecCaseFailure: Sendable, Codable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var text: String

    public init(location: SourceLocation, text: String) {
        self.location = location
        self.text = text
    }

    /// A problem in the spec file, as its diagnostic prints after the place.
    public init(_ diagnostic: FileDiagnostic) {
        let place = "\(diagnostic.location): "
        self.init(location: diagnostic.location, text: String(diagnostic.description.dropFirst(place.count)))
    }

    public var description: String { "\(location): \(text)" }
}

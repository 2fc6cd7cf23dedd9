/// Something `Style(css:)` could not take as written.
public struct StyleDiagnostic: Sendable, Hashable, CustomStringConvertible, Error {
    public enum Kind: String, Sendable, Hashable {
        /// Not a CSS property we know; dropped, as a browser would.
        case unknownProperty = "unknown property"
        /// A known property with a value CSS rejects; dropped, as a browser would.
        case invalidValue = "invalid value"
        /// Valid CSS the layout engine does not implement; kept in `Style.unsupported`.
        case unsupported
    }
    public var kind: Kind
    public var property: String
    public var value: String
    public var message: String

    public init(kind: Kind, property: String, value: String, message: String) {
        self.kind = kind
        self.property = property
        self.value = value
        self.message = message
    }

    public var description: String { "\(kind.rawValue) '\(property): \(value)': \(message)" }
}

/// Thrown by the strict `Style(css:)`: every declaration it would have dropped or not honoured.
public struct StyleError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [StyleDiagnostic]
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

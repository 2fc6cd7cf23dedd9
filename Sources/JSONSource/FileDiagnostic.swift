/// A problem in a user's file, printed `file:line:column: error: message`.
public struct FileDiagnostic: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public var location: SourceLocation
    /// The key path of the offending value (`watch.pollInterval`), when there is one.
    public var keyPath: String?
    public var message: String

    public init(file: String, line: Int, column: Int, keyPath: String? = nil, message: String) {
        self.location = SourceLocation(file: file, line: line, column: column)
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        let path = keyPath.map { " (at \($0))" } ?? ""
        return "\(location): error: \(message)\(path)"
    }
}

/// A place in a user's file: printed `file:line:column`.
public struct SourceLocation: Sendable, Codable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    public var description: String { "\(file):\(line):\(column)" }
}

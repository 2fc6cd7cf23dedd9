/// One failed expectation or assertion of an XCTest or Swift Testing test, where it was recorded.
public struct UnitIssue: Sendable, Equatable {
    public struct Place: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        /// XCTest names no column.
        public var column: Int?
        public init(file: String, line: Int, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }
        public var description: String { "\(file):\(line)" + (column.map { ":\($0)" } ?? "") }
    }

    public var message: String
    public var place: Place?

    public init(message: String, place: Place?) {
        self.message = message
        self.place = place
    }
}

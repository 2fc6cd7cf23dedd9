import Foundation

/// A hierarchy file that cannot be read, with where and what to do.
public struct HierarchyError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// From the first error libxml2 reported, if it reported one.
    static func xml(file: String, error: (line: Int, column: Int, message: String)?) -> HierarchyError {
        guard let error else {
            return HierarchyError(file: file, line: 1, column: 1, message: "not an XML file; pass a `uiautomator dump` file")
        }
        let text = error.message.trimmingCharacters(in: .whitespacesAndNewlines)
        return HierarchyError(file: file, line: error.line, column: error.column,
                              message: "\(text); a `uiautomator dump` file is well-formed XML")
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

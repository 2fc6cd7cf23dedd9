import Foundation
import JSONSource
import TestReport

extension FileDiagnostic {
    /// A file libxml2 could not parse, at the first error it reported (or 1:1 with none);
    /// `what` names the kind of file that was expected (`a uiautomator dump`).
    static func xml(file: String, error: (line: Int, column: Int, message: String)?, what: String) -> FileDiagnostic {
        guard let error else {
            return FileDiagnostic(file: file, line: 1, column: 1, message: "not an XML file; pass \(what)")
        }
        let text = error.message.trimmingCharacters(in: .whitespacesAndNewlines)
        return FileDiagnostic(file: file, line: error.line, column: error.column,
                              message: "\(text); \(what) is well-formed XML")
    }
}

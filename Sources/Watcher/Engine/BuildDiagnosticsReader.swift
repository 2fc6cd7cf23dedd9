import JSONSource
import TestReport

/// Reads a failed build's output into located diagnostics: the compiler's
/// `file:line:column: error: message` headers, each with the source line it quotes
/// (`12 | let x = y`), once each however often the build printed them.
public enum BuildDiagnosticsReader {
    public static func read(_ output: String, command: String) -> BuildFailure {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var diagnostics: [BuildFailure.Diagnostic] = []
        for (index, line) in lines.enumerated() {
            guard var diagnostic = header(line) else { continue }
            if let location = diagnostic.location {
                diagnostic.sourceLine = quotedLine(location.line, in: lines[(index + 1)...].prefix(8))
            }
            if !diagnostics.contains(where: { $0.location == diagnostic.location && $0.message == diagnostic.message }) {
                diagnostics.append(diagnostic)
            }
        }
        let errors = diagnostics.filter { $0.severity == .error }
        let summary = errors.first.map { "\($0)" + (errors.count > 1 ? " (and \(errors.count - 1) more)" : "") }
            ?? "`\(command)` failed: " + (lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "no output")
        return BuildFailure(summary: summary, diagnostics: diagnostics, log: String(output.suffix(16_000)))
    }

    /// `/path/File.swift:12:5: error: cannot find 'y' in scope`.
    static func header(_ line: String) -> BuildFailure.Diagnostic? {
        for severity in [BuildFailure.Diagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            let message = String(line[marker.upperBound...])
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]),
                  !place[0].isEmpty, !place[0].hasPrefix(" ") else { return nil }
            let file = place.dropLast(2).joined(separator: ":")
            return BuildFailure.Diagnostic(location: SourceLocation(file: file, line: lineNumber, column: column),
                                           severity: severity, message: message)
        }
        return nil
    }

    /// The text of `12 | let x = y` for line 12 among the lines after a header.
    private static func quotedLine(_ number: Int, in following: ArraySlice<String>) -> String? {
        for line in following {
            let parts = line.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, Int(parts[0].trimmingCharacters(in: .whitespaces)) == number else { continue }
            return String(parts[1].dropFirst())
        }
        return nil
    }
}

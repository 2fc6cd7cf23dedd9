import JSONSource
import TestReport

extension SwiftTestSettings {
    /// `"swiftTest": {"arguments": [], "filter": [], "skip": [], "timeout": 1800}`;
    /// a regular expression that does not compile is named with its place in the file.
    static func read(_ object: ObjectReader) throws(FileDiagnostic) -> SwiftTestSettings {
        try object.rejectUnknownKeys(["arguments", "filter", "skip", "timeout"])
        var settings = SwiftTestSettings()
        settings.arguments = try object.strings("arguments") ?? settings.arguments
        settings.filter = try object.strings("filter") ?? settings.filter
        settings.skip = try object.strings("skip") ?? settings.skip
        settings.timeout = try object.number("timeout", range: 1...86_400) ?? settings.timeout
        for key in ["filter", "skip"] {
            for pattern in try object.strings(key) ?? [] where (try? Regex(pattern)) == nil {
                throw object.diagnostic(object[key]!, key, "\"\(pattern)\" is not a regular expression; "
                                        + "write one that matches test names such as Module.Suite/test()")
            }
        }
        return settings
    }
}

import TestReport

/// A failed build in the JUnit file: a `build` suite with one errored case, so CI does not read
/// the last good results beside it as a green run. Its message is the build's summary line;
/// its text every diagnostic as `file:line:column: error: message` with the quoted source line;
/// its `system-err` the build log.
enum JUnitBuildFailure {
    static let suiteName = "build"

    static func write(_ failure: BuildFailure, timestamp: String, into writer: XMLTextWriter) throws {
        try writer.startElement("testsuite")
        try writer.attribute("errors", "1")
        try writer.attribute("failures", "0")
        try writer.attribute("name", suiteName)
        try writer.attribute("skipped", "0")
        try writer.attribute("tests", "1")
        try writer.attribute("time", "0.000")
        try writer.attribute("timestamp", timestamp)
        try writer.startElement("testcase")
        try writer.attribute("classname", suiteName)
        try writer.attribute("name", suiteName)
        try writer.attribute("time", "0.000")
        try writer.startElement("error")
        try writer.attribute("message", "build failed: " + ReportFormatting.firstLine(failure.summary))
        try writer.attribute("type", "buildFailure")
        let text = diagnosticsText(failure)
        if !text.isEmpty { try writer.text(text) }
        try writer.endElement()
        if !failure.log.isEmpty {
            try writer.startElement("system-err")
            try writer.text(failure.log)
            try writer.endElement()
        }
        try writer.endElement()
        try writer.endElement()
    }

    /// Each diagnostic as compilers print it, its source line and caret indented below it.
    static func diagnosticsText(_ failure: BuildFailure) -> String {
        failure.diagnostics.map { diagnostic in
            diagnostic.description + (diagnostic.sourceLine.map {
                "\n" + ReportFormatting.quoted($0, column: diagnostic.location?.column, indent: "    ")
            } ?? "")
        }.joined(separator: "\n")
    }
}

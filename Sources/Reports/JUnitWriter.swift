import Foundation
import TestReport

/// JUnit XML for CI, written through libxml2's text writer.
///
/// Targets `jenkins-xunit-junit-10.xsd` (Jenkins xUnit; the schema pytest follows): a
/// `<testsuites>` root with one `<testsuite>` per suite, sorted. That schema forbids
/// `<properties>` inside `<testcase>`, so seed, size and replay token are suite properties
/// named `<test id>.seed`, `.size`, `.token`. Failure text starts with the replay lines.
public enum JUnitWriter {
    /// - Parameter attachments: test id → path of the SVG of its failing layout, named in the
    ///   case's `system-out` as `[[ATTACHMENT|path]]` (GitLab shows it).
    public static func xml(for summary: RunSummary, suiteName: String,
                           attachments: [String: String] = [:]) throws -> Data {
        let writer = try XMLTextWriter()
        try writer.startDocument()
        try writer.startElement("testsuites")
        try writeCounts(of: summary.results, into: writer)
        try writer.attribute("name", suiteName)
        try writer.attribute("tests", String(summary.results.count))
        try writer.attribute("time", ReportFormatting.seconds(summary.duration))
        let suites = Dictionary(grouping: summary.results) { $0.suite.isEmpty ? suiteName : $0.suite }
        for name in suites.keys.sorted() {
            let results = suites[name]!.sorted { $0.id < $1.id }
            try writeSuite(name, results, summary: summary, attachments: attachments, into: writer)
        }
        try writer.endElement()
        return try writer.finish()
    }

    private static func writeSuite(_ name: String, _ results: [TestResult], summary: RunSummary,
                                   attachments: [String: String], into writer: XMLTextWriter) throws {
        try writer.startElement("testsuite")
        try writeCounts(of: results, into: writer)
        try writer.attribute("name", name)
        try writer.attribute("skipped", String(results.count { $0.status == .skipped }))
        try writer.attribute("tests", String(results.count))
        try writer.attribute("time", ReportFormatting.seconds(results.reduce(0) { $0 + max(0, $1.duration) }))
        try writer.attribute("timestamp", ReportFormatting.timestamp(summary.startedAt))
        let properties = suiteProperties(results, stale: summary.stale)
        if !properties.isEmpty {
            try writer.startElement("properties")
            for (key, value) in properties {
                try writer.startElement("property")
                try writer.attribute("name", key)
                try writer.attribute("value", value)
                try writer.endElement()
            }
            try writer.endElement()
        }
        for result in results {
            try JUnitTestCase(result: result, classname: name, attachment: attachments[result.id]).write(into: writer)
        }
        try writer.endElement()
    }

    /// `errors` and `failures`, in attribute order.
    private static func writeCounts(of results: [TestResult], into writer: XMLTextWriter) throws {
        try writer.attribute("errors", String(results.count { JUnitTestCase.outcome(of: $0.status) == .error }))
        try writer.attribute("failures", String(results.count { JUnitTestCase.outcome(of: $0.status) == .failure }))
    }

    private static func suiteProperties(_ results: [TestResult], stale: Bool) -> [(String, String)] {
        var properties: [(String, String)] = []
        if stale { properties.append(("layoutwatch.stale", "true: sources changed during the run")) }
        for result in results {
            guard let replay = result.failure?.replay else { continue }
            properties.append(("\(result.id).seed", "\(replay.seed1) \(replay.seed2)"))
            properties.append(("\(result.id).size", String(replay.size)))
            if let token = replay.token { properties.append(("\(result.id).token", token)) }
        }
        return properties
    }
}

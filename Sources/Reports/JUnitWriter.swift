import Foundation
import TestReport

/// JUnit XML for CI, written through libxml2's text writer.
///
/// Targets `jenkins-xunit-junit-10.xsd` (Jenkins xUnit; the schema pytest follows): a
/// `<testsuites>` root with one `<testsuite>` per suite, sorted. That schema forbids
/// `<properties>` inside `<testcase>`, so seed, size and replay token are suite properties
/// named `<test id>.seed`, `.size`, `.token`. Failure text starts with the replay lines. A
/// failed build adds a `build` suite with one error (`JUnitBuildFailure`).
public enum JUnitWriter {
    /// - Parameters:
    ///   - summary: the run's results, one `<testcase>` each (a build failure adds a `build` suite).
    ///   - suiteName: the `name` of the `<testsuites>` root, and the suite of a result that has none.
    ///   - attachments: test id → path of the SVG of its failing layout, named in the
    ///     case's `system-out` as `[[ATTACHMENT|path]]` (GitLab shows it).
    public static func xml(for summary: RunSummary, suiteName: String,
                           attachments: [String: String] = [:]) throws -> Data {
        let writer = try XMLTextWriter()
        try writer.startDocument()
        try writer.startElement("testsuites")
        let build = summary.buildFailure == nil ? 0 : 1
        try writeCounts(of: summary.results, buildErrors: build, into: writer)
        try writer.attribute("name", suiteName)
        try writer.attribute("tests", String(summary.results.count + build))
        try writer.attribute("time", ReportFormatting.seconds(summary.duration))
        // Indices, not copies: a `TestResult` is large, and copying 100,000 of them costs more
        // than writing them. `RunSummary` keeps results sorted by id, so each group is too.
        var suites: [String: [Int]] = [:]
        for (index, result) in summary.results.enumerated() {
            suites[result.suite.isEmpty ? suiteName : result.suite, default: []].append(index)
        }
        if let failure = summary.buildFailure {
            try JUnitBuildFailure.write(failure, timestamp: ReportFormatting.timestamp(summary.startedAt), into: writer)
        }
        for name in suites.keys.sorted() {
            try writeSuite(name, suites[name]!, summary: summary, attachments: attachments, into: writer)
        }
        try writer.endElement()
        return try writer.finish()
    }

    private static func writeSuite(_ name: String, _ indices: [Int], summary: RunSummary,
                                   attachments: [String: String], into writer: XMLTextWriter) throws {
        let results = summary.results
        var counts = (errors: 0, failures: 0, skipped: 0), time = 0.0
        for index in indices {
            switch JUnitTestCase.outcome(of: results[index].status) {
            case .error: counts.errors += 1
            case .failure: counts.failures += 1
            case .skipped: counts.skipped += 1
            case .none: break
            }
            time += max(0, results[index].duration.isFinite ? results[index].duration : 0)
        }
        try writer.startElement("testsuite")
        try writer.attribute("errors", String(counts.errors))
        try writer.attribute("failures", String(counts.failures))
        try writer.attribute("name", name)
        try writer.attribute("skipped", String(counts.skipped))
        try writer.attribute("tests", String(indices.count))
        try writer.attribute("time", ReportFormatting.seconds(time))
        try writer.attribute("timestamp", ReportFormatting.timestamp(summary.startedAt))
        let properties = suiteProperties(indices, of: results, stale: staleReason(summary))
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
        for index in indices {
            try JUnitTestCase.write(results[index], classname: name, attachment: attachments[results[index].id], into: writer)
        }
        try writer.endElement()
    }

    /// `errors` and `failures`, in attribute order.
    private static func writeCounts(of results: [TestResult], buildErrors: Int, into writer: XMLTextWriter) throws {
        try writer.attribute("errors", String(buildErrors + results.count { JUnitTestCase.outcome(of: $0.status) == .error }))
        try writer.attribute("failures", String(results.count { JUnitTestCase.outcome(of: $0.status) == .failure }))
    }

    private static func staleReason(_ summary: RunSummary) -> String? {
        if summary.buildFailure != nil { return "true: the build failed; these are the last good results" }
        return summary.stale ? "true: sources changed during the run" : nil
    }

    private static func suiteProperties(_ indices: [Int], of results: [TestResult], stale: String?) -> [(String, String)] {
        var properties: [(String, String)] = []
        if let stale { properties.append(("layoutwatch.stale", stale)) }
        for index in indices {
            guard let replay = results[index].failure?.replay else { continue }
            let id = results[index].id
            if let seed = replay.seedText { properties.append(("\(id).seed", seed)) }
            if let size = replay.size { properties.append(("\(id).size", String(size))) }
            if let token = replay.token { properties.append(("\(id).token", token)) }
        }
        return properties
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
import Reports
import TestReport
import SVGRender

@Suite struct JUnitWriterTests {
    static func validate(_ xml: Data, name: String) throws -> CommandOutput {
        let directory = try RepoPaths.temporaryDirectory("junit")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(name)
        try xml.write(to: file)
        return try runCommand("/usr/bin/xmllint", ["--noout", "--schema", RepoPaths.junitSchema.existingURL().path, file.path])
    }

    static func document(_ summary: RunSummary) throws -> XMLDocument {
        try XMLDocument(data: try JUnitWriter.xml(for: summary, suiteName: "LayoutWatch",
                                                  attachments: ["ExampleSuite/cardFits": "report/failures/card.svg"]))
    }

    @Test func matchesGolden() throws {
        let xml = try JUnitWriter.xml(for: SampleRuns.mixed, suiteName: "LayoutWatch",
                                      attachments: ["ExampleSuite/cardFits": "report/failures/card.svg"])
        try expectGolden(String(decoding: xml, as: UTF8.self), named: "junit.xml")
    }

    @Test(arguments: [("mixed", SampleRuns.mixed), ("hostile", SampleRuns.hostile)])
    func validatesAgainstTheJenkinsXUnitSchema(name: String, summary: RunSummary) throws {
        let xml = try JUnitWriter.xml(for: summary, suiteName: "Layout\u{0}Watch ]]> \u{1B}")
        let lint = try Self.validate(xml, name: "\(name).xml")
        #expect(lint.status == 0, "xmllint rejected the \(name) report: \(lint.standardError)")
    }

    @Test func hostileTextSurvivesWithoutBreakingTheDocument() throws {
        let xml = String(decoding: try JUnitWriter.xml(for: SampleRuns.hostile, suiteName: "S"), as: UTF8.self)
        #expect(!xml.unicodeScalars.contains { $0 != "\n" && !XMLCharacters.isAllowed($0) })
        #expect(xml.contains(#"a\u{0}b\u{1B}[31mred\u{7} ]]&gt; \u{FFFE}\u{FFFF}"#), "forbidden characters shown, text not cut at NUL")
        #expect(xml.contains("\u{FFFD}("), "invalid UTF-8 arrives as U+FFFD")
        #expect(!xml.contains("<script"))
    }

    @Test func everyCaseHasAClassnameAndATimeWithThreeDecimals() throws {
        let cases = try Self.document(SampleRuns.hostile).nodes(forXPath: "//testcase") + Self.document(SampleRuns.mixed).nodes(forXPath: "//testcase")
        #expect(cases.count == SampleRuns.hostile.results.count + SampleRuns.mixed.results.count)
        for node in cases {
            let element = try #require(node as? XMLElement)
            let classname = element.attribute(forName: "classname")?.stringValue ?? ""
            #expect(classname.isEmpty == false, "a case without classname: \(element.xmlString)")
            let time = try #require(element.attribute(forName: "time")?.stringValue)
            #expect(time.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil, "time \(time)")
        }
    }

    @Test func failureMessageNamesTheFirstViolationAndTheTextStartsWithTheReplayLines() throws {
        let document = try Self.document(SampleRuns.mixed)
        let failure = try #require(try document.nodes(forXPath: "//testcase[@name='cardFits']/failure").first as? XMLElement)
        let detail = try #require(SampleRuns.mixed.results.first { $0.name == "cardFits" }?.failure)
        #expect(failure.attribute(forName: "message")?.stringValue
            == "\(detail.violations[0].message) (1 of 2 violations); counterexample: \(detail.shrunkInput!)")
        #expect(failure.stringValue?.hasPrefix(detail.replayLines.joined(separator: "\n")) == true)
        let out = try document.nodes(forXPath: "//testcase[@name='cardFits']/system-out").first?.stringValue
        #expect(out?.hasPrefix("[[ATTACHMENT|report/failures/card.svg]]") == true)
    }

    @Test func flakyIsAFailureSayingFlakyAndInfrastructureOutcomesAreErrors() throws {
        let document = try Self.document(SampleRuns.mixed)
        let flaky = try #require(try document.nodes(forXPath: "//testcase[@name='listFlaky']/failure").first as? XMLElement)
        let message = try #require(flaky.attribute(forName: "message")?.stringValue)
        #expect(message.hasPrefix("flaky"))
        #expect(message.hasSuffix("expected 3 items, got 2"), "first line of the message only: \(message)")
        for name in ["login.testkit", "slow.testkit"] {
            #expect(try document.nodes(forXPath: "//testcase[@name='\(name)']/error").count == 1)
        }
        #expect(try document.nodes(forXPath: "//testcase[@name='later']/skipped").count == 1)
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(root.attribute(forName: "errors")?.stringValue == "2")
    }

    @Test func seedSizeAndTokenAreSuitePropertiesKeyedByTest() throws {
        let document = try Self.document(SampleRuns.mixed)
        func property(_ name: String) throws -> String? {
            (try document.nodes(forXPath: "//testsuite[@name='ExampleSuite']/properties/property[@name='\(name)']").first
                as? XMLElement)?.attribute(forName: "value")?.stringValue
        }
        #expect(try property("ExampleSuite/cardFits.seed") == "12345678901 42")
        #expect(try property("ExampleSuite/cardFits.size") == "7")
        #expect(try property("ExampleSuite/cardFits.token") == "lw1:AQIDBAU")
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Reports
import TestReport

/// What CI shows of a failure: the `message` attribute names what failed, the text keeps the
/// replay lines first, the test's own output is in `system-out`/`system-err`, an interrupted
/// test is skipped, and a failed build is an error of its own.
@Suite struct JUnitContentTests {
    static func document(_ summary: RunSummary) throws -> XMLDocument {
        try XMLDocument(data: try JUnitWriter.xml(for: summary, suiteName: "LayoutWatch"))
    }

    static func element(_ path: String, in document: XMLDocument) throws -> XMLElement {
        try #require(try document.nodes(forXPath: path).first as? XMLElement, "no \(path)")
    }

    @Test func matchesGolden() throws {
        let xml = try JUnitWriter.xml(for: TroubledRun.summary, suiteName: "LayoutWatch")
        try expectGolden(String(decoding: xml, as: UTF8.self), named: "junit-build-failed.xml")
    }

    @Test func validatesAgainstTheJenkinsXUnitSchema() throws {
        let lint = try JUnitWriterTests.validate(try JUnitWriter.xml(for: TroubledRun.summary, suiteName: "LayoutWatch"),
                                                 name: "troubled.xml")
        #expect(lint.status == 0, "xmllint rejected the report: \(lint.standardError)")
    }

    @Test func messageNamesTheCounterexampleTheSpecCaseOrTheCrash() throws {
        let document = try Self.document(TroubledRun.summary)
        func message(_ name: String, _ element: String) throws -> String? {
            try Self.element("//testcase[@name='\(name)']/\(element)", in: document).attribute(forName: "message")?.stringValue
        }
        #expect(try message("roundTrip", "failure") == "the property returned false; counterexample: [0]")
        #expect(try message("isValidPassword", "failure")
            == #""rejects short passwords": input "abc1!": expected false, got true at IsValidPassword.testkit:14:7 (1 of 2 failing inputs)"#)
        #expect(try message("parseCrash", "error")
            == "Fatal error: Index out of range (crashed with SIGILL); counterexample: [0, -1]")
        #expect(try message("slowCard", "skipped")?.hasPrefix("interrupted") == true)
        let spec = try Self.element("//testcase[@name='isValidPassword']/failure", in: document)
        #expect(spec.stringValue?.hasPrefix(TroubledRun.specCases.map(\.description).joined(separator: "\n")) == true, "replay lines first")
        let crash = try Self.element("//testcase[@name='parseCrash']/error", in: document).stringValue ?? ""
        #expect(crash.hasPrefix("Crashed with SIGILL during case #4\n"))
        #expect(crash.hasSuffix("Crash:\nFatal error: Index out of range\n#0 parse(_:) at Sources/CardSuite/Card.swift:41:17\n#1 closure #1 in main at Sources/CardSuite/main.swift:12:5"))
    }

    @Test func aLongMessageIsOneLineCutShort() throws {
        let input = "[" + Array(repeating: "1234567890", count: 50).joined(separator: ", ") + "]\nsecond line"
        let result = SampleRuns.result("S", "long", .property, .failed, 1,
                                       failure: FailureDetail(message: "the property returned false", shrunkInput: input))
        let document = try Self.document(RunSummary(results: [result], startedAt: 0, duration: 1))
        let message = try #require(try Self.element("//failure", in: document).attribute(forName: "message")?.stringValue)
        #expect(!message.contains("\n") && message.hasSuffix("…") && message.count < 250, "\(message)")
    }

    @Test func outputGoesToSystemOutAndSystemErrAfterTheAttachmentAndNotes() throws {
        let xml = try JUnitWriter.xml(for: TroubledRun.summary, suiteName: "LayoutWatch", attachments: [TroubledRun.crash.id: "r/c.svg"])
        let document = try XMLDocument(data: xml)
        let out = try Self.element("//testcase[@name='parseCrash']/system-out", in: document).stringValue
        #expect(out == "[[ATTACHMENT|r/c.svg]]\nsignal 4 (SIGILL)\nparsing [0, -1]\n")
        let err = try Self.element("//testcase[@name='parseCrash']/system-err", in: document).stringValue
        #expect(err == TroubledRun.longError)
        #expect(try document.nodes(forXPath: "//testcase[@name='roundTrip']/system-err").isEmpty)
    }

    @Test func aFailedBuildIsAnErrorOfItsOwnAndTheResultsAreMarkedStale() throws {
        let document = try Self.document(TroubledRun.summary)
        let error = try Self.element("//testsuite[@name='build']/testcase[@name='build']/error", in: document)
        #expect(error.attribute(forName: "message")?.stringValue == "build failed: \(TroubledRun.buildFailure.summary)")
        let caret = String(repeating: " ", count: 4 + 19) + "^"
        #expect(error.stringValue?.hasPrefix(
            "Sources/ExampleCards/Card.swift:12:20: error: cannot find 'titel' in scope\n            Text(model.titel, size: 17)\n\(caret)\n") == true)
        let log = try Self.element("//testsuite[@name='build']/testcase/system-err", in: document).stringValue
        #expect(log == TroubledRun.buildFailure.log)
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "errors")?.stringValue == "2", "the build and the crash")
        #expect(root.attribute(forName: "tests")?.stringValue == "6")
        let stale = try Self.element("//testsuite[@name='ExampleSuite']/properties/property[@name='layoutwatch.stale']", in: document)
        #expect(stale.attribute(forName: "value")?.stringValue?.contains("build failed") == true)
    }
}

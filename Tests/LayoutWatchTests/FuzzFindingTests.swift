import Foundation
import JSONSource
import SpecTesting
import TestReport
import Testing
import TestSupport
import ViewTree
import Watcher

/// Inputs scripts/fuzz found crashing a parser (Tests/Fixtures/fuzz), each now a clean error.
@Suite struct FuzzFindingTests {
    static let tooDeep = "JSON nested deeper than \(JSONParser.maximumDepth) levels; flatten the document"

    @Test func deeplyNestedConfigIsAnError() throws {
        let text = String(decoding: try Fixture("fuzz/config-deep-arrays.json").data(), as: UTF8.self)
        let error = #expect(throws: FileDiagnostic.self) { try Configuration.parse(text, file: "c.json") }
        #expect(error?.message == Self.tooDeep)
    }

    /// A high surrogate followed by another high surrogate (FuzzViewTreeJSON, 747k runs) made
    /// the pairing arithmetic overflow: lone or misordered surrogates now read as U+FFFD.
    @Test func unpairedSurrogatesReadAsReplacementCharacters() throws {
        let data = try Fixture("fuzz/viewtree-surrogate-pair.json").data()
        #expect(throws: (any Error).self) { try ViewTreeJSON.decodeDocument(data, file: "tree.json") }
        let strings: [(String, String)] = [
            (#""\uDADF\uDAFF""#, "\u{FFFD}\u{FFFD}"), (#""\uD83D\uDE00""#, "😀"), (#""\uD83D\n""#, "\u{FFFD}\n"),
            (#""\uDE00\uD83D""#, "\u{FFFD}\u{FFFD}"), (#""\uD83D""#, "\u{FFFD}"),
        ]
        for (json, expected) in strings {
            #expect(try JSONParser.parseValue(Array(json.utf8), file: "s.json") == .string(expected), "\(json)")
            #expect(try JSONParser.parse(json, file: "s.json").value.plainJSON == .string(expected), "\(json)")
        }
    }

    @Test func deeplyNestedTestKitSpecIsAnError() throws {
        let text = String(decoding: try Fixture("fuzz/testkit-deep-arrays.testkit").data(), as: UTF8.self)
        let error = #expect(throws: SpecDiagnostics.self) { try SpecDocument.parse(text, file: "s.testkit") }
        #expect(error?.all.contains { $0.message == Self.tooDeep } == true)
    }

    /// The deepest document allowed parses on a test's thread; one level more, and the old limit
    /// (10,001 levels, which overflowed the stack), are errors.
    @Test(arguments: [JSONParser.maximumDepth, JSONParser.maximumDepth + 1, 10_001])
    func nestingIsCappedBeforeTheStackRunsOut(depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        if depth <= JSONParser.maximumDepth {
            #expect(throws: Never.self) { try JSONParser.parse(text, file: "d.json") }
        } else {
            let error = #expect(throws: FileDiagnostic.self) { try JSONParser.parse(text, file: "d.json") }
            #expect(error?.message == Self.tooDeep)
        }
    }
}

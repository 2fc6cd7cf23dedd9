import Foundation
import Testing
import TestSupport
import ViewTree

@Suite struct ViewTreeJSONTests {
    @Test func parserKeepsKeyOrderAndReportsWhereItFailed() throws {
        let value = try JSONParser.parseValue(Array(#"{"b": 1, "a": [true, null, "x\u00e9"]}"#.utf8), file: "a.json")
        #expect(value.objectValue?.map(\.0) == ["b", "a"])
        #expect(value["a"]?.arrayValue?.last == .string("xé"))
        let error = #expect(throws: FileDiagnostic.self) { try JSONParser.parseValue(Array("{\n \"a\": }".utf8), file: "a.json") }
        #expect(error?.description == "a.json:2:7: error: expected a value but found '}'")
    }

    @Test func parsedViewTreesKeepDuplicateKeysInOrder() throws {
        let value = try JSONParser.parseValue(Array(#"{"margin": "1px", "margin-top": "2px", "margin": "3px"}"#.utf8), file: "s.json")
        #expect(value.objectValue?.map(\.0) == ["margin", "margin-top", "margin"])
        #expect(value["margin"] == .string("3px"))
    }

    @Test func numbersAndEscapesAreReadExactly() throws {
        let text = #"[0, -7, 42, 123456789012345, 1234567890123456789, 1.5e2, -2.25, "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"]"#
        let value = try JSONParser.parseValue(Array(text.utf8), file: "n.json")
        #expect(value.arrayValue?.prefix(7).compactMap(\.numberValue) == [0, -7, 42, 123456789012345, 1234567890123456768, 150, -2.25])
        #expect(value.arrayValue?.last == .string("q\"\\/\u{8}\u{C}\n\r\té😀"))
        let error = #expect(throws: FileDiagnostic.self) { try JSONParser.parseValue(Array("[1e999]".utf8), file: "n.json") }
        #expect(error?.description == "n.json:1:2: error: '1e999' is not a valid JSON number")
    }

    @Test func deepNestingIsReadOrRefusedWithTheLimitNamed() throws {
        let deep = String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
        #expect(throws: Never.self) { try JSONParser.parseValue(Array(deep.utf8), file: "deep.json") }
        let error = #expect(throws: FileDiagnostic.self) {
            try JSONParser.parseValue(Array(deep.utf8), file: "deep.json", maximumDepth: 100)
        }
        #expect(error?.message == "JSON nested deeper than 100 levels; flatten the document")
        #expect(error?.location.column == 101)
    }

    @Test func baseStyleCascadesBeforeTheNodesOwnStyle() throws {
        let json = #"""
        {"baseStyle": {"inherited": {"font-size": "10px"}, "everyNode": {"flex-direction": "column", "margin": "0"},
                       "root": {"position": "absolute"}},
         "environment": {"scrollbarWidth": 15},
         "root": {"style": {"width": "100px"}, "expected": {"x": 0}, "children": [
            {"style": {"flex-direction": "row"}, "text": "HH", "id": "t"}]}}
        """#
        let document = try ViewTreeJSON.decodeDocument(Data(json.utf8), file: "case.json")
        #expect(document.root.style.position == .absolute && document.root.style.flexDirection == .column)
        #expect(document.root.children[0].style.flexDirection == .row)
        #expect(document.root.children[0].style.position == .relative)
        #expect(document.root.children[0].style.fontSize == 10)
        #expect(document.root.children[0].text == "HH" && document.root.children[0].id == "t")
        #expect(document.scrollbarWidth == 15)
    }

    @Test func errorsNameTheFileAndKeyPath() {
        let json = #"{"root": {"children": [{"style": {"width": 5}}, {"style": []}]}}"#
        do {
            _ = try ViewTreeJSON.decodeDocument(Data(json.utf8), file: "bad.json")
            Issue.record("expected an error")
        } catch let error as ViewTreeJSONError {
            #expect(error.description.hasPrefix("bad.json: root.children[1].style"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func benchChainReadsAsNestedAndAsFlatTheSame() throws {
        let nested = try ViewTreeJSON.decodeDocument(Fixture("bench-trees/chain.json").data(), file: "chain.json")
        let flat = try ViewTreeJSON.decodeDocument(Fixture("bench-trees/chain.flat.json").data(), file: "chain.flat.json")
        var depth = 0
        var node = nested.root
        while let last = node.children.last { node = last; depth += 1 }
        #expect(depth == 1000)
        #expect(flat.root == nested.root)
    }
}

import Foundation
import Testing
import TestSupport
import ViewTree

@Suite struct ViewTreeJSONTests {
    @Test func parserKeepsKeyOrderAndReportsWhereItFailed() throws {
        let value = try JSONParser().parse(Array(#"{"b": 1, "a": [true, null, "x\u00e9"]}"#.utf8))
        #expect(value.objectValue?.map(\.0) == ["b", "a"])
        #expect(value["a"]?.arrayValue?.last == .string("xé"))
        #expect(throws: JSONParseError.self) { try JSONParser().parse(Array("{\n \"a\": }".utf8)) }
        do { _ = try JSONParser().parse(Array("{\n \"a\": }".utf8)) } catch let error as JSONParseError {
            #expect(error.line == 2)
        }
    }

    @Test func deepNestingIsReadOrRefusedWithTheLimitNamed() throws {
        let deep = String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000)
        #expect(throws: Never.self) { try JSONParser().parse(Array(deep.utf8)) }
        do {
            _ = try JSONParser(maxDepth: 100).parse(Array(deep.utf8))
            Issue.record("expected the depth limit to be hit")
        } catch let error as JSONParseError {
            #expect(error.message.contains("100"))
        }
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

import LayoutChecks
import TestReport
import Testing
import ViewTree

@Suite struct AssertionDecoderTests {
    @Test func decodesEveryKindAsTheSwiftDSLBuildsIt() throws {
        let text = """
        [
          {"node": "save", "leftOf": "cancel", "distance": [20, 30]},
          {"node": "cancel", "rightOf": "save", "distance": 10},
          {"node": "title", "above": "body"},
          {"node": "body", "below": "title", "distance": 12, "tolerance": 1},
          {"node": "title", "inside": "card", "offsets": {"top": 16, "leading": [16, 24]}},
          {"node": "badge", "inside": "card"},
          {"node": "save", "near": "cancel", "distance": [0, 8]},
          {"node": "save", "aligned": "top", "with": "cancel"},
          {"node": "title", "centered": "horizontally", "in": "card"},
          {"node": "title", "width": [100, 180]},
          {"node": "title", "width": [40, 60], "percentOf": "card", "severity": "warning"},
          {"node": "save", "height": 44}
        ]
        """
        let decoded = try AssertionDecoder.decode(text, file: "card.layout.json")
        let built: [Assertion] = [
            Assert("save").leftOf("cancel", by: 20...30),
            Assert("cancel").rightOf("save", by: 10),
            Assert("title").above("body"),
            Assert("body", tolerance: 1).below("title", by: 12),
            Assert("title").inside("card", top: 16, leading: 16...24),
            Assert("badge").inside("card"),
            Assert("save").near("cancel", within: 0...8),
            Assert("save").aligned(.top, with: "cancel"),
            Assert("title").centered(in: "card", .horizontally),
            Assert("title").width(100...180),
            Assert("title").width(percentOf: "card", 40...60).severity(.warning),
            Assert("save").height(44),
        ]
        #expect(decoded == built)
    }

    @Test func decodedAssertionsRunAsChecks() throws {
        let assertions = try AssertionDecoder.decode(#"[{"node": "save", "leftOf": "cancel", "distance": [20, 30]}]"#, file: "a.json")
        #expect(LayoutChecks.run(assertions, on: AssertionFixture.screen()).map(\.message) == [
            #""save" is 10 pt left of "cancel" instead of 20–30 pt"#,
        ])
    }

    @Test func aListInsideALargerSpecKeepsItsKeyPath() throws {
        let spec = try JSONParser.parse("{\"assertions\": [\n  {\"node\": \"save\", \"width\": [10]}\n]}", file: "card.layout.json")
        #expect(throws: FileDiagnostic(file: "card.layout.json", line: 2, column: 29, keyPath: "assertions[0].width",
                                       message: "expected [min, max] with two numbers but found 1 element")) {
            try AssertionDecoder.decode(spec["assertions"]!, keyPath: "assertions", file: "card.layout.json")
        }
    }

    /// Every kind of malformed input, each with its file:line:column diagnostic and key path.
    @Test func everyMalformedInputIsLocated() throws {
        let inputs: [(String, String)] = [
            ("not an array", #"{"node": "save"}"#),
            ("an element that is no object", "[\n  1\n]"),
            ("a typo in a key", "[\n  {\"node\": \"save\", \"leftOf\": \"cancel\", \"distanse\": 10}\n]"),
            ("no node", #"[{"leftOf": "cancel"}]"#),
            ("no relation", #"[{"node": "save", "distance": 10}]"#),
            ("two relations", "[\n  {\"node\": \"save\",\n   \"leftOf\": \"cancel\",\n   \"above\": \"body\"}\n]"),
            ("a key of another relation", #"[{"node": "title", "width": 10, "with": "body"}]"#),
            ("a reversed range", #"[{"node": "save", "leftOf": "cancel", "distance": [30, 20]}]"#),
            ("a range of one number", #"[{"node": "save", "leftOf": "cancel", "distance": [30]}]"#),
            ("a range that is not numbers", #"[{"node": "save", "leftOf": "cancel", "distance": ["20", 30]}]"#),
            ("a distance that is a string", #"[{"node": "save", "leftOf": "cancel", "distance": "20 pt"}]"#),
            ("an id that is not a string", #"[{"node": "save", "leftOf": 3}]"#),
            ("a typo in an alignment", #"[{"node": "save", "aligned": "tpo", "with": "cancel"}]"#),
            ("an unknown axis", #"[{"node": "save", "centered": "diagonally", "in": "card"}]"#),
            ("a typo in a side", #"[{"node": "title", "inside": "card", "offsets": {"leadin": 16}}]"#),
            ("aligned without with", #"[{"node": "save", "aligned": "top"}]"#),
            ("near without a distance", #"[{"node": "save", "near": "cancel"}]"#),
            ("an unknown severity", #"[{"node": "save", "width": 10, "severity": "fatal"}]"#),
            ("a negative tolerance", #"[{"node": "save", "width": 10, "tolerance": -1}]"#),
            ("broken JSON", "[\n  {\"node\": \"save\",}\n]"),
        ]
        var report = ""
        for (name, text) in inputs {
            do {
                _ = try AssertionDecoder.decode(text, file: "card.layout.json")
                report += "\(name): decoded without error\n"
            } catch {
                report += "\(name):\n  \(error)\n"
            }
        }
        try expectGolden(report, named: "assertion-diagnostics.txt")
    }
}

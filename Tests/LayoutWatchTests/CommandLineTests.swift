import Foundation
import Testing
import TestSupport

/// The small commands, run as the real executable.
@Suite struct CommandLineTests {
    let fixtures = Fixture("flex-fixtures").url

    @Test func layoutPrintsOneEntryPerFileWithAFrameOnEveryNode() throws {
        let files = ["yoga__flex_basis_flex_grow_row.json", "taffy__justify_content_column_center_negative_space.json"]
            .map { fixtures.appendingPathComponent($0).path }
        for rtl in [false, true] {
            let output = try runCommand(TestPaths.executable("layoutwatch"), ["layout"] + (rtl ? ["--rtl"] : []) + files,
                                        in: TestPaths.repoRoot)
            #expect(output.status == 0, "\(output.standardError)")
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [[String: Any]])
            #expect(entries.map { $0["file"] as? String } == files)
            for (entry, file) in zip(entries, files) {
                let expectedRoot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
                try compare(entry["root"], expectedRoot["root"], key: rtl ? "expectedRtl" : "expected", path: "root")
            }
        }
    }

    /// Every node's printed layout equals Chrome's box in the fixture.
    func compare(_ printed: Any?, _ fixture: Any?, key: String, path: String) throws {
        let node = try #require(printed as? [String: Any], "\(path) missing")
        let expectedNode = try #require(fixture as? [String: Any])
        let layout = try #require(node["layout"] as? [String: Double], "\(path) has no layout")
        let expected = try #require(expectedNode[key] as? [String: Double])
        for field in ["x", "y", "width", "height"] {
            #expect(abs((layout[field] ?? .nan) - (expected[field] ?? .nan)) <= 0.5, "\(path).\(field)")
        }
        let children = node["children"] as? [Any] ?? [], expectedChildren = expectedNode["children"] as? [Any] ?? []
        #expect(children.count == expectedChildren.count, "\(path) children")
        for (index, (child, expectedChild)) in zip(children, expectedChildren).enumerated() {
            try compare(child, expectedChild, key: key, path: "\(path)/\(index)")
        }
    }

    @Test func layoutNamesAFileItCannotRead() throws {
        let output = try runCommand(TestPaths.executable("layoutwatch"), ["layout", "missing.json"], in: TestPaths.repoRoot)
        #expect(output.status == 2)
        #expect(output.standardError.contains("missing.json"))
    }

    @Test func measurePrintsWidthHeightAndLinesAsJSON() throws {
        let output = try runCommand(TestPaths.executable("layoutwatch"),
                                    ["measure", "--size", "17", "--width", "120", "--json", "Hello", "The quick brown fox jumps over the lazy dog"],
                                    in: TestPaths.repoRoot)
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 2)
        let objects = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(objects[0]["text"] as? String == "Hello")
        #expect((objects[0]["lines"] as? Int) == 1)
        #expect((objects[1]["lines"] as? Int ?? 0) > 1, "wrapped in 120 px")
        #expect((objects[1]["height"] as? Double) == Double(objects[1]["lines"] as? Int ?? 0) * 20)
    }
}

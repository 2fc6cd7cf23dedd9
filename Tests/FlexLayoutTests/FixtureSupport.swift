import Foundation
import FlexLayout
import TestSupport
import ViewTree

/// Reads the Chromium-measured cases of `Tests/Fixtures/flex-fixtures/` (and of
/// `flex-fixtures-own/`, in the same format) and compares the engine's frames with Chromium's.
enum Fixtures {
    static let directory = Fixture("flex-fixtures").url
    static let tolerance = 0.5

    struct Outcome {
        var name: String
        var features: [String]
        var supported: Bool
        var diagnostics: [String]
        var mismatches: [String]   // LTR and RTL, each naming the node path
        /// Why the case is known to differ (`knownGap` in the fixture), if it is.
        var knownGap: String? = nil
        var passed: Bool { mismatches.isEmpty }
    }

    static func index() throws -> [(file: String, features: [String])] {
        let data = try Fixture("flex-fixtures/index.json").data()
        let json = try JSONParser.parseValue(Array(data), file: "index.json")
        return (json["cases"]?.arrayValue ?? []).compactMap { entry in
            guard let file = entry["file"]?.stringValue else { return nil }
            return (file, entry["features"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        }
    }

    static func run(file: String, features: [String], folder: String = "flex-fixtures") throws -> Outcome {
        let data = try Fixture("\(folder)/\(file)").data()
        let json = try JSONParser.parseValue(Array(data), file: file)
        let document = try ViewTreeJSON.decodeDocument(json, file: file)
        let engine = FlexLayoutEngine(measurer: AhemMeasurer(), scrollbarWidth: document.scrollbarWidth)
        var mismatches: [String] = []
        var diagnostics: [String] = []
        for (direction, key) in [(Direction.ltr, "expected"), (.rtl, "expectedRtl")] {
            let result = engine.layout(document.root, available: document.layoutSpace(), direction: direction)
            diagnostics = result.diagnostics.map(\.description)
            compare(json["root"]!, result.root, key: key, path: NodePath(), into: &mismatches)
        }
        return Outcome(name: file, features: features, supported: diagnostics.isEmpty,
                       diagnostics: diagnostics, mismatches: mismatches, knownGap: json["knownGap"]?.stringValue)
    }

    static func compare(_ expected: JSONValue, _ actual: LaidOutNode, key: String, path: NodePath,
                        into mismatches: inout [String]) {
        if let box = expected[key] {
            let want = [box["x"], box["y"], box["width"], box["height"]].map { $0?.numberValue ?? .nan }
            let f = actual.frame
            let got = [f.x, f.y, f.width, f.height]
            if zip(want, got).contains(where: { !(abs($0 - $1) <= tolerance) }) {
                mismatches.append("\(key) \(path): expected \(want.map(formatNumber)) got \(got.map(formatNumber))")
            }
        }
        let children = expected["children"]?.arrayValue ?? []
        for (index, child) in children.enumerated() where index < actual.children.count {
            compare(child, actual.children[index], key: key, path: path.appending(index), into: &mismatches)
        }
    }
}

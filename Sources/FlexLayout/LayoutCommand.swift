import Foundation
import ViewTree

/// What `layoutwatch layout FILE…` prints: a JSON array of `{"file", "root"}` with a `layout`
/// (`x`, `y`, `width`, `height` relative to the parent) on every node, and `diagnostics` when
/// the engine could not honour something.
public enum LayoutCommand {
    public static func run(files: [String], rtl: Bool, available: AvailableSize = .unbounded, textScale: Double = 1,
                           measurer: any TextMeasurer) throws -> String {
        var results: [JSONValue] = []
        for file in files {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
                throw ViewTreeJSONError(file: file, keyPath: "", message: "cannot read the file (\(error.localizedDescription)); check the path")
            }
            let document = try ViewTreeJSON.decodeDocument(data, file: file)
            let engine = FlexLayoutEngine(measurer: measurer, scrollbarWidth: document.scrollbarWidth)
            let root = document.root.scalingText(by: textScale)
            let result = engine.layout(root, available: document.layoutSpace(available), direction: rtl ? .rtl : .ltr)
            var members: [(String, JSONValue)] = [("file", .string(file)),
                                                  ("root", ViewTreeJSON.encode(root, layout: result.root))]
            let notes = document.diagnostics + result.diagnostics.map(\.description)
            if !notes.isEmpty { members.append(("diagnostics", .array(notes.map(JSONValue.string)))) }
            results.append(.object(members))
        }
        return JSONValue.array(results).serialized(indent: 1) + "\n"
    }
}

import FlexLayout
import Foundation
import JSONSource
import LayoutOracle
import TextShaping
import ViewTree

/// `layoutwatch layout --compare-chromium FILE…`: every tree laid out by the engine (text
/// measured with HarfBuzz in the font file) and by headless Chromium (the same file through
/// `@font-face`) in one page, then compared box by box; with `record`, Chromium's boxes LTR and
/// RTL are written into the files instead (`expected`, `expectedRtl`).
struct ChromiumCompare {
    var files: [String]
    var direction: Direction
    var available: AvailableSize
    /// Every font size times this (dynamic type), in both engines.
    var textScale: Double
    var fontPath: String
    var chromium: String

    /// The report, and whether every box matched.
    func compare() async throws -> (report: String, matched: Bool) {
        let measurer = try HarfBuzzMeasurer(fontPath: fontPath)
        let inputs = try files.map(read)
        let oracle = ChromiumOracle(fonts: [try OracleFont(path: measurer.fontPath, boldPath: measurer.boldFontPath)], executable: chromium)
        defer { oracle.shutdown() }
        let boxes = try await measure(inputs.map { tree(of: $0, direction: direction) }, oracle: oracle)
        var reports: [String] = [], matched = true
        let engine = EngineSide(measurers: [measurer])
        for (input, chromium) in zip(inputs, boxes) {
            let ours = engine.layout(input.document, font: 0, direction: direction, textScale: textScale, available: available)
            let comparison = ChromiumComparison(file: input.file, direction: direction, ours: ours.root, chromium: chromium,
                                                notes: ours.notes)
            matched = matched && comparison.differences.isEmpty
            reports.append(comparison.report)
        }
        return (reports.joined(separator: "\n") + "\n", matched)
    }

    /// The page Chromium would get for all the trees (one page, however many).
    func page() throws -> String {
        let measurer = try HarfBuzzMeasurer(fontPath: fontPath)
        return OraclePage.standalone(trees: try files.map(read).map { tree(of: $0, direction: direction) },
                                     fonts: [try OracleFont(path: measurer.fontPath, boldPath: measurer.boldFontPath)])
    }

    /// Writes Chromium's boxes into every file, LTR as `expected` and RTL as `expectedRtl`.
    func record() async throws -> String {
        let inputs = try files.map(read)
        let oracle = ChromiumOracle(fonts: [try OracleFont(path: fontPath)], executable: chromium)
        defer { oracle.shutdown() }
        let boxes = try await measure(inputs.flatMap { [tree(of: $0, direction: .ltr), tree(of: $0, direction: .rtl)] }, oracle: oracle)
        for (index, input) in inputs.enumerated() {
            guard case .object(var members) = input.json, let at = members.firstIndex(where: { $0.0 == "root" }) else { continue }
            members[at].1 = boxes[2 * index + 1].recorded(into: boxes[2 * index].recorded(into: members[at].1, key: "expected"),
                                                          key: "expectedRtl")
            try Data((JSONValue.object(members).serialized(indent: 1) + "\n").utf8).write(to: URL(fileURLWithPath: input.file))
        }
        return "recorded Chromium's boxes (LTR and RTL) into \(inputs.count) file\(inputs.count == 1 ? "" : "s")\n"
    }

    /// Chromium's boxes for the trees, off the cooperative pool (the browser is driven by
    /// blocking calls); cancelling ends the browser.
    private func measure(_ trees: [OracleTree], oracle: ChromiumOracle) async throws -> [ChromiumBox] {
        guard FileManager.default.isExecutableFile(atPath: chromium) else {
            throw OracleError(message: "no Chromium at \(chromium): install Debian's package `chromium` "
                              + "(apt-get install chromium), or name the browser with --chromium PATH")
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread { continuation.resume(with: Result { try oracle.boxes(of: trees) }) }
            }
        } onCancel: {
            oracle.shutdown()
        }
    }

    private struct Input {
        var file: String
        var json: JSONValue
        var document: ViewTreeDocument
    }

    private func read(_ file: String) throws -> Input {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file)) } catch {
            throw ViewTreeJSONError(file: file, keyPath: "", message: "cannot read the file (\(error.localizedDescription)); check the path")
        }
        let json: JSONValue
        do { json = try JSONParser.parseValue(Array(data), file: file) } catch {
            throw ViewTreeJSONError(file: file, keyPath: "",
                                    message: "not valid JSON: line \(error.location.line), column \(error.location.column): \(error.message)")
        }
        return Input(file: file, json: json, document: try ViewTreeJSON.decodeDocument(json, file: file))
    }

    private func tree(of input: Input, direction: Direction) -> OracleTree {
        let block = input.document.containingBlock
        return OracleTree(document: input.json, direction: direction, textScale: textScale,
                          containingBlock: Size(width: available.width ?? block.width, height: available.height ?? block.height))
    }
}

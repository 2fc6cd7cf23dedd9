import Foundation
import TextShaping
import ViewTree

/// One measurer for every test: it opens DejaVu Sans once, and sharing it also exercises the
/// shared cache.
let dejaVu: HarfBuzzMeasurer = {
    do { return try HarfBuzzMeasurer(fontPath: HarfBuzzMeasurer.defaultFontPath) } catch {
        fatalError("\(error)")
    }
}()

/// `shared/` sits beside the repository root (CI clones it there).
let sharedDirectory: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared").standardized

func width(_ text: String, size: Double = 17) -> Double {
    dejaVu.measure(text, font: FontSpec(size: size), maxWidth: nil, maxLines: nil).width
}

func lines(_ text: String, size: Double = 17, maxWidth: Double) -> [String] {
    dejaVu.measure(text, font: FontSpec(size: size), maxWidth: maxWidth, maxLines: nil).lines
}

/// The Chromium measurements in `shared/text-metrics/dejavu-sans.json`.
struct Oracle {
    struct Line { var text: String; var width: Double }
    struct Sample {
        var id: String
        var text: String
        var nowrapWidth: [Int: Double]
        var nowrapHeight: [Int: Double]
        var wrapHeight: [Int: Double]
        var wrapLines: [Int: [Line]]
    }

    var sizes: [Int]
    var wrapWidth: Double
    var lineHeight: [Int: Double]
    var samples: [Sample]

    static let shared: Oracle = {
        let url = sharedDirectory.appendingPathComponent("text-metrics/dejavu-sans.json")
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            fatalError("cannot read \(url.path): clone the shared material beside the repository")
        }
        return Oracle(root)
    }()

    private init(_ root: [String: Any]) {
        func double(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
        sizes = (root["sizes"] as? [NSNumber] ?? []).map(\.intValue)
        wrapWidth = double(root["wrapWidth"])
        let heights = root["lineHeight"] as? [String: Any] ?? [:]
        lineHeight = Dictionary(uniqueKeysWithValues: heights.map { (Int($0.key) ?? 0, double($0.value)) })
        let sizes = self.sizes
        samples = (root["samples"] as? [[String: Any]] ?? []).map { sample in
            let metrics = sample["metrics"] as? [String: [String: Any]] ?? [:]
            var result = Sample(id: sample["id"] as? String ?? "?", text: sample["text"] as? String ?? "",
                                nowrapWidth: [:], nowrapHeight: [:], wrapHeight: [:], wrapLines: [:])
            for size in sizes {
                let measured = metrics[String(size)] ?? [:]
                let nowrap = measured["nowrap"] as? [String: Any] ?? [:]
                let wrap = measured["wrap"] as? [String: Any] ?? [:]
                result.nowrapWidth[size] = double(nowrap["width"])
                result.nowrapHeight[size] = double(nowrap["height"])
                result.wrapHeight[size] = double(wrap["height"])
                result.wrapLines[size] = (wrap["lines"] as? [[String: Any]] ?? []).map {
                    Line(text: $0["text"] as? String ?? "", width: double($0["width"]))
                }
            }
            return result
        }
    }
}

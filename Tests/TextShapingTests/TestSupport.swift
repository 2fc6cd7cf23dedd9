import Foundation
import TextShaping
import TestSupport
import ViewTree

/// One measurer for every test: it opens DejaVu Sans once, and sharing it also exercises the
/// shared cache.
let dejaVu: HarfBuzzMeasurer = {
    do { return try HarfBuzzMeasurer(fontPath: HarfBuzzMeasurer.defaultFontPath) } catch {
        fatalError("\(error)")
    }
}()

func width(_ text: String, size: Double = 17) -> Double {
    dejaVu.measure(text, font: FontSpec(size: size), maxWidth: nil, maxLines: nil).width
}

func lines(_ text: String, size: Double = 17, maxWidth: Double) -> [String] {
    dejaVu.measure(text, font: FontSpec(size: size), maxWidth: maxWidth, maxLines: nil).lines
}

/// The Chromium measurements in `Tests/Fixtures/text-metrics/dejavu-sans.json`.
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

    static let fixture = Fixture("text-metrics/dejavu-sans.json")

    /// Read once; a missing or unreadable file fails each test that asks for it.
    private static let loaded: Result<Oracle, any Error> = Result {
        let data = try fixture.data()
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw FixtureUnreadable(fixture: fixture, reason: "the top level is not a JSON object")
        }
        return Oracle(root)
    }

    static func shared() throws -> Oracle { try loaded.get() }

    /// The sizes to parameterise tests over: the oracle's, or Chromium's three when it is
    /// missing (those tests then fail on `shared()` with the reason).
    static var sizes: [Int] { (try? loaded.get().sizes) ?? [12, 17, 24] }

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

struct FixtureUnreadable: Error, CustomStringConvertible {
    var fixture: Fixture
    var reason: String
    var description: String { "\(fixture) cannot be read: \(reason)" }
}

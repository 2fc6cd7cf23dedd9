import Foundation
import TextShaping

/// The text table of `layoutwatch-bench layout`: CPU ns per node, min / median / max of the
/// interleaved rounds; Yoga's column is a reference from another run.
enum LayoutBenchTable {
    static func print(_ figures: [LayoutBench.Figure], taffy: String, text: [String: Double]) {
        let pad = { (s: String, n: Int) in s.padding(toLength: n, withPad: " ", startingAt: 0) }
        let spread = { (s: LayoutBench.Spread?) in s.map { String(format: "%.0f / %.0f / %.0f", $0.min, $0.median, $0.max) } ?? "—" }
        let number = { (v: Double?) in v.map { String(format: "%.0f", $0) } ?? "—" }
        Swift.print("CPU ns per node (min / median / max of interleaved rounds); relayouts through a LayoutSession")
        Swift.print("Taffy: \(taffy)")
        Swift.print("Yoga ref: \(YogaReference.label)")
        Swift.print(pad("tree", 11) + pad("nodes", 7) + pad("ours cold", 24) + pad("Taffy cold", 27) + pad("Yoga ref", 10)
            + pad("relayout width", 16) + pad("Taffy width", 13) + pad("relayout leaf", 15) + pad("Taffy leaf", 12) + pad("computed", 10) + "root (ours / Taffy)")
        for f in figures {
            Swift.print(pad(f.name, 11) + pad(String(f.nodes), 7) + pad(spread(f.cold), 24) + pad(spread(f.taffyCold), 27)
                + pad(number(f.yogaReferenceColdNsPerNode), 10) + pad(number(f.relayoutWidthNsPerNode), 16)
                + pad(number(f.taffyRelayoutWidthNsPerNode), 13) + pad(number(f.relayoutLeafNsPerNode), 15)
                + pad(number(f.taffyRelayoutLeafNsPerNode), 12) + pad(String(format: "%.1f", f.computedPerNode), 10) + f.rootSize + (f.taffyRootSize.map { " / \($0)" } ?? ""))
        }
        Swift.print("relayout leaf: the middle leaf's text (wide-text) or height changed (Taffy: the same change); — : not measured")
        if figures.contains(where: { $0.name == "wide-text" && $0.taffyCold != nil }) {
            Swift.print("wide-text, Taffy: each text leaf given its measured text size as a fixed size (no measure calls): a lower bound on Taffy's cost")
        }
        if figures.contains(where: { $0.name == "text-fixed" }) {
            Swift.print("text-fixed: wide-text with those fixed sizes and no text for both engines (the same work); relayouts not timed")
        }
        Swift.print("text (HarfBuzz, DejaVu Sans 17 px, \(TextMeasureBenchmark.sampleTexts.count) UI strings), ns per string:")
        for (name, value) in text.sorted(by: { $0.key < $1.key }) {
            Swift.print("  " + name.padding(toLength: 24, withPad: " ", startingAt: 0) + String(format: "%10.0f", value))
        }
    }
}

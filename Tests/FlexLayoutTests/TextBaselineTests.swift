import Foundation
import Testing
import FlexLayout
import ViewTree

/// Text baselines come from the measurer: `align-items: baseline` lines up texts of
/// different sizes by the ascent their measurer reports.
@Suite struct TextBaselineTests {
    /// Ahem's advances with an ascent of 0.9 em rounded to whole pixels (not Ahem's 0.8 em).
    struct HighAscentMeasurer: TextMeasurer {
        func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
            AhemMeasurer().measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        }
        func baseline(for font: FontSpec) -> Double { (0.9 * font.size).rounded() }
    }

    /// A row aligning a 12 px and a 24 px text by their baselines.
    static func baselineRow() -> ViewNode {
        var row = Style()
        row.alignItems = .baseline
        var small = Style(), large = Style()
        small.fontSize = 12
        large.fontSize = 24
        return ViewNode(style: row, children: [
            ViewNode(id: "small", text: "Hg", style: small), ViewNode(id: "large", text: "Hg", style: large),
        ])
    }

    @Test func rowAlignsTextsByTheMeasurersBaseline() {
        let measurer = HighAscentMeasurer()
        let root = FlexLayoutEngine(measurer: measurer).layout(Self.baselineRow()).root
        let small = measurer.baseline(for: FontSpec(size: 12)), large = measurer.baseline(for: FontSpec(size: 24))
        #expect(root.children.map(\.frame.y) == [large - small, 0])
        #expect(root.frame.height == max(large - small + 12, 24))
    }

    @Test func ahemAndFixedAdvanceBaselinesSitAtFourFifthsOfTheContentArea() {
        #expect(AhemMeasurer().baseline(for: FontSpec(size: 10)) == 8)
        #expect(AhemMeasurer().baseline(for: FontSpec(size: 10, lineHeight: .points(20))) == 13)
        let fixed = FixedAdvanceMeasurer(advance: 7, normalLineHeight: 16)
        #expect(fixed.baseline(for: FontSpec(size: 10)) == 3 + 8)
    }
}

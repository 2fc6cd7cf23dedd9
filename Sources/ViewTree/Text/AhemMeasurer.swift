/// The Ahem test font the flex fixtures use: every glyph, the space too, is a square of the
/// font size; U+200B has no width and is a break opportunity; `line-height: normal` is 1em.
public struct AhemMeasurer: TextMeasurer {
    public init() {}

    public func measure(_ text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextMeasurement {
        FixedAdvanceMeasurer(advance: nil, normalLineHeight: nil)
            .measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }

    public func extent(of text: String, font: FontSpec, maxWidth: Double?, maxLines: Int?) -> TextExtent {
        FixedAdvanceMeasurer(advance: nil, normalLineHeight: nil)
            .extent(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }

    public func intrinsicSizes(of text: String, font: FontSpec) -> TextIntrinsicSizes {
        FixedAdvanceMeasurer(advance: nil, normalLineHeight: nil).intrinsicSizes(of: text, font: font)
    }

    public func baseline(for font: FontSpec) -> Double { FontSpec.emBaseline(font, normalLineHeight: font.size) }
}

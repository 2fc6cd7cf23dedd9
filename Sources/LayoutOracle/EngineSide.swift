import FlexLayout
import JSONSource
import TextShaping
import ViewTree

/// The engine's half of a comparison: a tree document laid out as `layoutwatch layout` lays it
/// out, its text measured by HarfBuzz in the same font file Chromium is given.
public struct EngineSide: Sendable {
    /// One per font, in the fonts' order.
    public let measurers: [any TextMeasurer]

    public init(fonts: [OracleFont]) throws {
        measurers = try fonts.map { try HarfBuzzMeasurer(fontPath: $0.path, boldFontPath: $0.boldPath) }
    }

    public init(measurers: [any TextMeasurer]) {
        self.measurers = measurers
    }

    /// The tree's frames and what the reader and the engine said they could not honour; `nil`
    /// frames when the document cannot be read at all (the reason is the one note).
    public func layout(_ document: JSONValue, font: Int, direction: Direction, textScale: Double = 1,
                       available: AvailableSize = .unbounded) -> (root: LaidOutNode?, notes: [String]) {
        let decoded: ViewTreeDocument
        do { decoded = try ViewTreeJSON.decodeDocument(document, file: "tree") } catch {
            return (nil, ["\(error)"])
        }
        let laidOut = layout(decoded, font: font, direction: direction, textScale: textScale, available: available)
        return (laidOut.root, laidOut.notes)
    }

    /// A read document's frames and notes. The root is laid out in `available`'s sides, else in
    /// the document's containing block, as Chromium places it.
    public func layout(_ document: ViewTreeDocument, font: Int, direction: Direction, textScale: Double = 1,
                       available: AvailableSize = .unbounded) -> (root: LaidOutNode, notes: [String]) {
        let engine = FlexLayoutEngine(measurer: measurers[font], scrollbarWidth: document.scrollbarWidth)
        let result = engine.layout(document.root.scalingText(by: textScale), available: document.layoutSpace(available),
                                   direction: direction)
        return (result.root, document.diagnostics + result.diagnostics.map(\.description))
    }
}

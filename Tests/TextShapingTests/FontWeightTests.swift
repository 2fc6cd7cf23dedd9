import Foundation
import Testing
import TestSupport
import TextShaping
import ViewTree

/// Bold text is set in the bold face, as Chromium sets `font-weight: 700` in DejaVu Sans Bold.
@Suite struct FontWeightTests {
    struct Measured: Decodable {
        let text: String
        let size: Double
        let weight: Int
        let width: Double
    }

    @Test func bothWeightsMatchChromiumWithinHalfAPixel() throws {
        let measured = try JSONDecoder().decode([Measured].self, from: Fixture("text-metrics/dejavu-sans-weights.json").data())
        #expect(measured.count == 40)
        #expect(Set(measured.map(\.weight)) == [400, 700])
        let measurer = try HarfBuzzMeasurer()
        for case let item in measured {
            let ours = measurer.measure(item.text, font: FontSpec(size: item.size, weight: item.weight), maxWidth: nil, maxLines: nil)
            #expect(abs(ours.width - item.width) <= 0.5,
                    "\"\(item.text)\" at \(item.size) px, weight \(item.weight): \(ours.width) here, \(item.width) in Chromium")
        }
    }

    @Test func theBoldFaceIsTheRegularFilesSibling() throws {
        let measurer = try HarfBuzzMeasurer()
        #expect(measurer.boldFontPath == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        let regular = measurer.measure("Save changes", font: FontSpec(size: 16), maxWidth: nil, maxLines: nil)
        let semibold = measurer.measure("Save changes", font: FontSpec(size: 16, weight: 600), maxWidth: nil, maxLines: nil)
        #expect(semibold.width > regular.width)
    }

    @Test func aNamedBoldFaceThatIsMissingIsAnError() {
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/Bold.ttf")) {
            try HarfBuzzMeasurer(boldFontPath: "/nonexistent/Bold.ttf")
        }
    }
}

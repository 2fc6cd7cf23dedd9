import Foundation
import Testing
import TextShaping
import ViewTree

@Suite struct MeasureCommandTests {
    @Test func jsonPrintsOneObjectPerText() throws {
        let texts = ["Hello", "Two words here", "tab\tand \"quotes\""]
        let output = MeasureCommand.run(texts: texts, size: 17, width: 60, json: true, measurer: dejaVu)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == texts.count)
        for (line, text) in zip(lines, texts) {
            #expect(line.hasPrefix("{\"text\": "))
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let measured = dejaVu.measure(text, font: FontSpec(size: 17), maxWidth: 60, maxLines: nil)
            #expect(object["text"] as? String == text)
            #expect((object["width"] as? NSNumber)?.doubleValue == measured.width)
            #expect((object["height"] as? NSNumber)?.doubleValue == measured.height)
            #expect((object["lines"] as? NSNumber)?.intValue == measured.lineCount)
        }
    }

    @Test func plainOutputMeasuresOnOneLineWithoutAWidth() {
        let measured = dejaVu.measure("Hello world", font: FontSpec(size: 12), maxWidth: nil, maxLines: nil)
        let output = MeasureCommand.run(texts: ["Hello world"], size: 12, width: nil, json: false,
                                        measurer: dejaVu)
        #expect(output == "width \(measured.width)  height \(Int(measured.height))  lines 1  \"Hello world\"")
    }

    @Test func worksWithAnyMeasurer() {
        let output = MeasureCommand.run(texts: ["abc de"], size: 10, width: 35, json: true,
                                        measurer: FixedAdvanceMeasurer(advance: 10))
        #expect(output == "{\"text\": \"abc de\", \"width\": 30, \"height\": 20, \"lines\": 2}")
    }

    @Test func benchmarkReturnsAFigure() throws {
        let warm = TextMeasureBenchmark.nanosecondsPerString(measurer: dejaVu, rounds: 2)
        let cold = TextMeasureBenchmark.nanosecondsPerString(measurer: dejaVu, rounds: 2, uncached: true)
        #expect(warm > 0 && warm.isFinite)
        #expect(cold > 0 && cold.isFinite)
    }
}

import Foundation
import Testing
import TextShaping

@Suite struct FontLoadingTests {
    @Test func missingFontIsAnErrorNamingThePathAndTheFix() {
        let path = "/nonexistent/fonts/NoSuchFont.ttf"
        #expect(throws: FontError.fileNotFound(path: path)) {
            try HarfBuzzMeasurer(fontPath: path)
        }
        let message = FontError.fileNotFound(path: path).description
        #expect(message.contains("\"\(path)\""))
        #expect(message.contains("apt-get install fonts-dejavu-core"))
        #expect(message.contains("\"font\" in config.json"))
    }

    @Test func aFileThatIsNoFontIsAnError() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutwatch-not-a-font-\(ProcessInfo.processInfo.processIdentifier).ttf")
        try Data("this is not a font".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontError.notAFont(path: url.path)) {
            try HarfBuzzMeasurer(fontPath: url.path)
        }
        #expect(FontError.notAFont(path: url.path).description.contains(url.path))
    }

    @Test func aDirectoryIsNoFont() {
        #expect(throws: FontError.fileNotFound(path: "/tmp")) { try HarfBuzzMeasurer(fontPath: "/tmp") }
    }

    @Test func theDefaultFontOpens() throws {
        let measurer = try HarfBuzzMeasurer()
        #expect(measurer.fontPath == HarfBuzzMeasurer.defaultFontPath)
        #expect(FileManager.default.fileExists(atPath: HarfBuzzMeasurer.defaultFontPath))
    }
}

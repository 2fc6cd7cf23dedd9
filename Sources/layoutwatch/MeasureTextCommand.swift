import ArgumentParser
import Foundation
import TextShaping

/// `layoutwatch measure`: sets texts in the configured font and prints their size.
struct MeasureTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure", abstract: "Measure texts with the configured font (single line, or wrapped with --width).")

    @Option(help: "Font size in px.")
    var size: Double = 17

    @Option(help: "Wrap in this width (px); without it, one line.")
    var width: Double?

    @Flag(help: "One JSON object per text: {\"text\", \"width\", \"height\", \"lines\"}.")
    var json = false

    @Option(help: "The font file (default: run.font of config.json, else DejaVu Sans).")
    var font: String?

    @OptionGroup var options: ConfigOption

    @Argument(help: "The texts to measure.")
    var texts: [String]

    func run() throws {
        var fontPath = font ?? HarfBuzzMeasurer.defaultFontPath
        if font == nil, FileManager.default.fileExists(atPath: options.config),
           let session = try? Session(configPath: options.config) {
            fontPath = session.config.resolve(session.config.run.font).path
        }
        do {
            let measurer = try HarfBuzzMeasurer(fontPath: fontPath)
            print(MeasureCommand.run(texts: texts, size: size, width: width, json: json, measurer: measurer))
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }
}

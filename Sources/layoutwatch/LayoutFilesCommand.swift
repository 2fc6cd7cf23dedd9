import ArgumentParser
import FlexLayout
import Foundation
import TextShaping
import ViewTree

/// `layoutwatch layout FILE…`: lays out view-tree JSON files (the flex-fixtures format) and
/// prints them back with every node's frame; with `--compare-chromium`, compares every box with
/// headless Chromium's instead.
struct LayoutFilesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out view-tree JSON files; print a JSON array of {file, root} with a layout on every node.",
        discussion: """
            With --compare-chromium, each tree is laid out by the engine (text measured in --font) and by \
            headless Chromium (the same font file), and every box that differs by more than 0.5 px is printed \
            (node path, property, ours, Chromium's). Exit 0 if none differ, 1 if any do, 2 on bad input or \
            without a browser.
            """)

    @Flag(name: .long, help: "Lay out right-to-left.")
    var rtl = false

    @Option(name: .long, help: "The space to lay the trees out in, WIDTHxHEIGHT (e.g. 375x812); default: unbounded.")
    var size: String?

    @Option(name: .long, help: "Text scale factor (dynamic type), applied to every font size.")
    var scale: Double = 1

    @Flag(help: "Compare every box with headless Chromium's; print those that differ by more than 0.5 px.")
    var compareChromium = false

    @Flag(help: "With --compare-chromium: write Chromium's boxes into the files (expected, expectedRtl) instead.")
    var record = false

    @Flag(help: "With --compare-chromium: print the HTML page Chromium would lay out, and run no browser.")
    var printPage = false

    @Option(help: "With --compare-chromium: the font file text is set in, by both engines (default: DejaVu Sans).")
    var font: String = HarfBuzzMeasurer.defaultFontPath

    @Option(help: "With --compare-chromium: the browser.")
    var chromium: String = "/usr/bin/chromium"

    @Argument(help: "View-tree JSON files (the flex-fixtures format).")
    var files: [String]

    func run() async throws {
        let available: AvailableSize
        do { available = try CheckCommand.parseSize(size) } catch { return try fail("\(error)") }
        guard scale > 0 else { return try fail("--scale \(scale) is not a factor; write e.g. 1.5") }
        guard compareChromium else {
            if record || printPage { return try fail("\(record ? "--record" : "--print-page") needs --compare-chromium") }
            do {
                print(try LayoutCommand.run(files: files, rtl: rtl, available: available, textScale: scale, measurer: AhemMeasurer()))
            } catch {
                try fail("\(error)")
            }
            return
        }
        let compare = ChromiumCompare(files: files, direction: rtl ? .rtl : .ltr, available: available, textScale: scale,
                                      fontPath: font, chromium: chromium)
        if printPage {
            do { print(try compare.page(), terminator: "") } catch { try fail("\(error)") }
            return
        }
        let record = self.record
        let task = Task { () async throws -> (report: String, matched: Bool) in
            record ? (try await compare.record(), true) : try await compare.compare()
        }
        // Ctrl-C or SIGTERM: the browser's process group is stopped and the profile removed.
        let signals = StopSignals { task.cancel() }
        do {
            let (report, matched) = try await task.value
            print(report, terminator: "")
            if !matched { throw ExitCode(1) }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            if let code = signals.exitCode { throw ExitCode(code) }
            try fail("\(error)")
        }
    }

    private func fail(_ message: String) throws {
        printError(message)
        throw ExitCode(2)
    }
}

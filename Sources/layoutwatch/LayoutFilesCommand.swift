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

    @Option(help: "Width available to the root (px); unbounded without it.")
    var width: Double?

    @Option(help: "Height available to the root (px); unbounded without it.")
    var height: Double?

    @Flag(help: "Compare every box with headless Chromium's; print those that differ by more than 0.5 px.")
    var compareChromium = false

    @Flag(help: "With --compare-chromium: write Chromium's boxes into the files (expected, expectedRtl) instead.")
    var record = false

    @Option(help: "With --compare-chromium: the font file text is set in, by both engines (default: DejaVu Sans).")
    var font: String = HarfBuzzMeasurer.defaultFontPath

    @Option(help: "With --compare-chromium: the browser.")
    var chromium: String = "/usr/bin/chromium"

    @Argument(help: "View-tree JSON files (the flex-fixtures format).")
    var files: [String]

    func run() async throws {
        let available = AvailableSize(width: width, height: height)
        guard compareChromium else {
            if record { return try fail("--record needs --compare-chromium") }
            do {
                print(try LayoutCommand.run(files: files, rtl: rtl, available: available, measurer: AhemMeasurer()))
            } catch {
                try fail("\(error)")
            }
            return
        }
        let compare = ChromiumCompare(files: files, direction: rtl ? .rtl : .ltr, available: available,
                                      fontPath: font, chromium: chromium)
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

import ArgumentParser
import BrowserPages
import Foundation
import JSONSource
import LayoutTesting
import TestReport
import TextShaping
import ViewTree

/// `layoutwatch check FILE…`: the layout checks on view trees in the JSON tree format (laid out
/// here, or taken as they are when every node carries its `layout`), on Android
/// `uiautomator dump` files, on iOS XCUITest page sources (Appium's `getPageSource()`), each
/// recognised by its content, and on web pages (`.html` files and URLs) rendered in headless
/// Chromium at each `--viewport` and `--text-scale` (`PageCheck`). Exit 1 when any violation
/// is an error, 2 on unreadable input or a page the browser could not show.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Run the layout checks on view-tree JSON files, Android uiautomator dumps, iOS XCUITest page sources or web pages.")

    @Flag(name: .long, help: "Print the violations as JSON.")
    var json = false

    @Option(name: .long, help: "The space to lay a JSON tree out in, WIDTHxHEIGHT (e.g. 375x812); default: unbounded.")
    var size: String?

    @Flag(name: .long, help: "Lay JSON trees out right-to-left.")
    var rtl = false

    @Option(name: .long, help: "Text scale factor (dynamic type), applied to every font size of a JSON tree.")
    var scale: Double = 1

    @Option(name: .long, help: "The font file for text measurement.")
    var font: String = HarfBuzzMeasurer.defaultFontPath

    @Option(name: .long, help: "Web pages: a viewport WIDTHxHEIGHT in CSS px (repeat for several); default 390x844.")
    var viewport: [String] = []

    @Option(name: .customLong("text-scale"), help: "Web pages: a text scale (repeat for several); default 1.")
    var textScale: [Double] = []

    @Option(name: .customLong("touch-target"), help: "Web pages: the minimum touch target in CSS px, WIDTHxHEIGHT; default 24x24 (WCAG 2.2).")
    var touchTarget: String = "24x24"

    @Option(name: .long, help: "Web pages: write an HTML report (screenshots with the violations drawn) to this directory.")
    var report: String?

    @Option(name: .long, help: "Web pages: the Chromium executable.")
    var browser: String = ChromiumLaunch.defaultExecutable

    @Option(name: .long, help: "Web pages: seconds any one browser request may take.")
    var timeout: Double = 20

    @Argument(help: "View-tree JSON files, uiautomator dumps or XCUITest page sources (told apart by content), or web pages (.html files, http(s) or file URLs).")
    var files: [String]

    func run() throws {
        if files.contains(where: PageCheck.isPage) { return try runPages() }
        let available: AvailableSize
        do { available = try Self.parseSize(size) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let checker = TreeChecker(measurer: try loadMeasurer(), available: available, rtl: rtl, scale: scale)
        var reports: [CheckReport] = []
        for file in files {
            do { reports.append(try checker.check(file)) } catch {
                printError("\(error)")
                throw ExitCode(2)
            }
        }
        print(json ? CheckReport.json(reports) : CheckReport.text(reports), terminator: "")
        if reports.contains(where: { $0.violations.contains { $0.severity == .error } }) { throw ExitCode(1) }
    }

    private func runPages() throws {
        let pageCheck: PageCheck
        do {
            if let other = files.first(where: { !PageCheck.isPage($0) }) {
                throw CommandError("\(other): check pages and trees in separate runs (pages: .html files and URLs)")
            }
            let sizes = try (viewport.isEmpty ? ["390x844"] : viewport).map { try PageCheck.parseViewport($0) }
            if let bad = textScale.first(where: { !($0 > 0 && $0 <= 10) }) {
                throw CommandError("--text-scale \(formatNumber(bad)) is out of range; give a factor above 0 and at most 10 (e.g. 1.5)")
            }
            let target = try PageCheck.parseViewport(touchTarget, option: "--touch-target")
            let launch = ChromiumLaunch(executable: browser, timeout: .milliseconds(Int(max(timeout, 0.1) * 1000)))
            pageCheck = PageCheck(matrix: SizeMatrix(sizes: sizes, scales: textScale.isEmpty ? [1] : textScale),
                                  checker: PageChecker(touchTarget: target), browser: Browser(launch: launch),
                                  reportDirectory: report)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        defer { pageCheck.browser.shutdown() }
        let reports: [CheckReport]
        do { reports = try pageCheck.run(files).reports } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        print(json ? CheckReport.json(reports) : CheckReport.text(reports), terminator: "")
        if let report { print("Report: \(report)/index.html") }
        if reports.contains(where: { $0.violations.contains { $0.severity == .error } }) { throw ExitCode(1) }
    }

    private func loadMeasurer() throws -> any TextMeasurer {
        do { return try HarfBuzzMeasurer(fontPath: font) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }

    /// `375x812` (or `375×812`) → an available size.
    static func parseSize(_ text: String?) throws -> AvailableSize {
        guard let text else { return .unbounded }
        let parts = text.split { $0 == "x" || $0 == "×" }.compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
            throw ValidationError("--size \"\(text)\" is not WIDTHxHEIGHT; write e.g. 375x812")
        }
        return AvailableSize(width: parts[0], height: parts[1])
    }
}

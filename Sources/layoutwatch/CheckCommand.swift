import ArgumentParser
import Foundation
import TestReport
import TextShaping
import ViewTree

/// `layoutwatch check FILE…`: the layout checks on view trees in the JSON tree format (laid out
/// here, or taken as they are when every node carries its `layout`), on Android
/// `uiautomator dump` files and on iOS XCUITest page sources (Appium's `getPageSource()`),
/// each recognised by its content. Exit 1 when any violation is an error, 2 on unreadable input.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Run the layout checks on view-tree JSON files, Android uiautomator dumps or iOS XCUITest page sources.")

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

    @Argument(help: "View-tree JSON files, uiautomator dumps or XCUITest page sources (told apart by content).")
    var files: [String]

    func run() throws {
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

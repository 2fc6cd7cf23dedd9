import BrowserPages
import Foundation
import LayoutTesting
import Reports
import TestReport
import ViewTree

/// `layoutwatch check page.html|URL --viewport WxH …`: each page rendered in headless Chromium
/// at every cell of the size matrix (every viewport × every text scale), read into a tree and
/// checked; with a report directory, each cell is a result there, a failing one with its
/// screenshot beside the SVG.
struct PageCheck {
    var matrix: SizeMatrix
    var checker: PageChecker
    var browser: Browser
    var reportDirectory: String?

    /// Whether `file` names a web page rather than a tree or a dump.
    static func isPage(_ file: String) -> Bool {
        let lower = file.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm") || lower.hasPrefix("http://")
            || lower.hasPrefix("https://") || lower.hasPrefix("file://")
    }

    /// `320x568` → the size; the error quotes the option and says what to write.
    static func parseViewport(_ text: String, option: String = "--viewport") throws -> Size {
        let parts = text.split { $0 == "x" || $0 == "×" }.compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 1 && $0 <= 10_000 && $0 == $0.rounded() }) else {
            throw CommandError("\(option) \"\(text)\" is not WIDTHxHEIGHT in whole CSS pixels; write e.g. 390x844")
        }
        return Size(width: parts[0], height: parts[1])
    }

    /// Checks every page in every cell, in the matrix's order (narrowest first, text scale 1 first).
    func run(_ pages: [String]) throws -> (reports: [CheckReport], results: [TestResult]) {
        let started = Date()
        var reports: [CheckReport] = [], results: [TestResult] = []
        // Every page is found before the browser starts: a typo costs no browser start.
        let locations = try pages.map { ($0, try PageLocation($0)) }
        let tab = try browser.page()
        for (page, location) in locations {
            for size in matrix.sizes {
                for scale in matrix.scales {
                    let variant = LayoutVariant(size: size, scale: scale, direction: .ltr)
                    let cellStarted = Date()
                    let rendering: PageRendering
                    do { rendering = try checker.check(location, in: variant, page: tab, screenshot: reportDirectory != nil) } catch {
                        // A timeout or a browser that ended names no page of its own.
                        let message = "\(error)"
                        throw message.hasPrefix(page) ? error : CommandError("\(page) at \(Self.cell(variant)): \(message)")
                    }
                    let name = "\(page) at \(Self.cell(variant))"
                    reports.append(CheckReport(file: name, violations: rendering.violations))
                    results.append(Self.result(rendering, name: name, duration: Date().timeIntervalSince(cellStarted)))
                }
            }
        }
        if let reportDirectory {
            let summary = RunSummary(results: results, startedAt: started.timeIntervalSince1970,
                                     duration: Date().timeIntervalSince(started))
            _ = try ReportWriter(directory: URL(fileURLWithPath: reportDirectory),
                                 webDirectory: HTMLReport.bundledWebDirectory).write(summary)
        }
        return (reports, results)
    }

    /// `320×568, text ×1`.
    static func cell(_ variant: LayoutVariant) -> String {
        "\(formatNumber(variant.size.width))×\(formatNumber(variant.size.height)), text ×\(formatNumber(variant.scale))"
    }

    /// One cell as a result: failed on an error, with the tree, the violations and the screenshot.
    static func result(_ rendering: PageRendering, name: String, duration: Double) -> TestResult {
        let descriptor = TestDescriptor(suite: "check", name: name, kind: .layout)
        let errors = rendering.violations.filter { $0.severity == .error }
        var result = TestResult(descriptor: descriptor, status: errors.isEmpty ? .passed : .failed,
                                duration: duration, casesRun: 1)
        if !errors.isEmpty {
            let rules = Set(rendering.violations.map(\.rule)).sorted().joined(separator: ", ")
            var failure = FailureDetail(message: "\(rendering.violations.count) layout violation"
                                            + "\(rendering.violations.count == 1 ? "" : "s") (\(rules))",
                                        violations: rendering.violations, layout: rendering.tree)
            failure.screenshot = rendering.screenshot
            result.failure = failure
        }
        return result
    }
}

import TestReport

/// Where each file of a report lives, relative to the report directory.
///
/// A failing test's page and SVG are named by a hash of the test's id alone, not by its name:
/// the index links every failing test, and at 10,000 failures each byte of a file name is
/// 10 kB of index (the page's title and heading carry the name).
public enum ReportFileNames {
    public static let index = "index.html"
    public static let junit = "junit.xml"
    /// The run's results as JSON (`ResultsFile`), for `layoutwatch merge`.
    public static let results = "results.json"
    public static let failureDirectory = "failures"
    /// The diagnostics of a failed build; absent while the build succeeds.
    public static let buildError = "build-error.html"
    /// `window.layoutwatchGeneration = "…"`, polled by open pages of a live report.
    public static let liveScript = "live.js"

    /// Pages of spec files with diagnostics, one per file.
    public static let specDirectory = "specs"

    /// The page of a spec file's diagnostics (`file` as relative to its spec directory).
    public static func specPage(for file: String) -> String {
        "\(specDirectory)/\(stem("spec:" + file)).html"
    }

    public static func failurePage(for testID: String) -> String {
        "\(failureDirectory)/\(failurePageName(for: testID))"
    }

    public static func failureSVG(for testID: String) -> String {
        "\(failureDirectory)/\(stem(testID)).svg"
    }

    /// A page test's screenshot, beside its SVG.
    public static func failureScreenshot(for testID: String) -> String {
        "\(failureDirectory)/\(stem(testID)).png"
    }

    /// The page's name inside `failureDirectory`: what the index, whose base is that folder, links.
    public static func failurePageName(for testID: String) -> String {
        "\(stem(testID)).html"
    }

    /// 48 bits of FNV-1a (64-bit) over the id's UTF-8 bytes, as 12 hex digits: stable across
    /// runs and machines, and collision-free in practice at 10,000 tests (about 2 in 10 million).
    static func stem(_ testID: String) -> String {
        let hex = String(FNV1a.hash(testID.utf8) >> 16, radix: 16)
        return String(repeating: "0", count: 12 - hex.count) + hex
    }
}

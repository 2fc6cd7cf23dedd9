import TestReport

/// Where each file of a report lives, relative to the report directory.
///
/// A failing test's page and SVG are named after the test's name (the id after its suite):
/// ASCII letters, digits, `.`, `_` and `-` kept, every other run of characters turned into one
/// `-`, cut to 32 characters, then an FNV-1a hash of the whole id, so two ids that clean up
/// alike (or differ only in their suite) still get separate files. Short, because the index
/// links every failing test: at 10,000 failures each byte of a name is 10 kB of index.
public enum ReportFileNames {
    public static let index = "index.html"
    public static let junit = "junit.xml"
    public static let failureDirectory = "failures"
    /// The diagnostics of a failed build; absent while the build succeeds.
    public static let buildError = "build-error.html"
    /// `window.layoutwatchGeneration = "…"`, polled by open pages of a live report.
    public static let liveScript = "live.js"

    public static func failurePage(for testID: String) -> String {
        "\(failureDirectory)/\(failurePageName(for: testID))"
    }

    public static func failureSVG(for testID: String) -> String {
        "\(failureDirectory)/\(stem(testID)).svg"
    }

    /// The page's name inside `failureDirectory`: what the index, whose base is that folder, links.
    public static func failurePageName(for testID: String) -> String {
        "\(stem(testID)).html"
    }

    static func stem(_ testID: String) -> String {
        let name = testID.firstIndex(of: "/").map { testID[testID.index(after: $0)...] } ?? testID[...]
        var cleaned = ""
        for scalar in name.unicodeScalars {
            let keep = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || scalar == "." || scalar == "_" || scalar == "-")
            if keep {
                cleaned.unicodeScalars.append(scalar)
            } else if !cleaned.hasSuffix("-") {
                cleaned += "-"
            }
        }
        while cleaned.hasPrefix("-") || cleaned.hasPrefix(".") { cleaned.removeFirst() }
        cleaned = String(cleaned.prefix(32))
        while cleaned.hasSuffix("-") { cleaned.removeLast() }
        return (cleaned.isEmpty ? "test" : cleaned) + "-" + hash(testID)
    }

    /// 32-bit FNV-1a over the UTF-8 bytes, as 8 hex digits: stable across runs and machines.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}

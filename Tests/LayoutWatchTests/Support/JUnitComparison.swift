import Foundation

/// Two runs' JUnit files, to compare a merged report with an unsharded one.
enum JUnitComparison {
    /// `directory`'s junit.xml without what differs between runs: times, timestamps, the report
    /// folder's name and the "too slow" health note (it depends on how loaded the machine is).
    static func comparable(_ directory: URL, renaming name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
            .replacing(/\ time="[^"]*"/, with: "").replacing(/\ timestamp="[^"]*"/, with: "")
            .replacing(/<testcase ([^>]*)>\s*<system-out>health \(too slow\)[^<]*<\/system-out>\s*<\/testcase>/) {
                "<testcase \($0.1)/>"
            }
            .replacingOccurrences(of: "\(name)/failures/", with: "REPORT/failures/")
    }

    /// Both sides from their first differing line on (a flaky test shows what it wrote), or nil
    /// when they are the same.
    static func difference(_ left: String, _ right: String) -> String? {
        guard left != right else { return nil }
        let leftLines = left.split(separator: "\n"), rightLines = right.split(separator: "\n")
        let first = zip(leftLines, rightLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(leftLines.count, rightLines.count)
        func from(_ lines: [Substring]) -> String { lines.dropFirst(first).prefix(12).joined(separator: "\n") }
        return "from line \(first + 1):\n\(from(leftLines))\n---\n\(from(rightLines))"
    }
}
